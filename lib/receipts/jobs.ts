import 'server-only';
import { registerJob } from '@/lib/server/schedulers';
import { issueDueReceipts } from './issue-receipts';

/**
 * Receipts the API could not take are retried every few minutes by every instance's scheduler
 * (and by /api/cron/receipts where there is none). Running on several instances at once is safe:
 * each due receipt is claimed by one of them (see issueDueReceipts).
 */
const RETRY_EVERY_MS = 5 * 60_000;

registerJob({ name: 'receipts-retry', nextDelay: () => RETRY_EVERY_MS, run: () => issueDueReceipts() });
