import 'server-only';
/**
 * Importing this module registers every recurring job and daily task, for the in-process
 * scheduler and the cron routes alike. Each domain adds one import line here.
 */
import '@/lib/jobs/daily';
import '@/lib/auth/jobs';
import '@/lib/blog/auto-publish-schedule';
import '@/lib/complaints/jobs';
import '@/lib/billing/jobs';
import '@/lib/receipts/jobs';
import '@/lib/sites/jobs';
import '@/lib/sites/lifecycle-jobs';
import '@/lib/submissions/jobs';
import '@/lib/uptime/jobs';
