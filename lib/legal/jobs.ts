import 'server-only';
import { registerDailyTask } from '@/lib/jobs/daily';
import { sendDueLegalNoticeEmails } from './notice-emails';

/**
 * Notices of a change not yet in effect, e-mailed to affected customers who have not had them, and
 * the corrections of withdrawn ones (decision 0033).
 */
registerDailyTask({ name: 'legal-notices', run: sendDueLegalNoticeEmails });
