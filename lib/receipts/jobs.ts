import 'server-only';
import { registerJob } from '@/lib/jobs/schedulers';
import { issueDueReceipts } from './issue-receipts';

/**
 * Receipts the API could not take are retried every few minutes by every instance's scheduler
 * (it follows DAILY_JOBS_SCHEDULER, like the other recurring jobs; /api/cron/receipts where the
 * process runs none). Running on several instances at once is safe:
 * each due receipt is claimed by one of them (see issueDueReceipts).
 */
const RETRY_EVERY_MS = 5 * 60_000;

registerJob({ name: 'receipts-retry', switch: 'dailyJobs', nextDelay: () => RETRY_EVERY_MS, run: () => issueDueReceipts() });
