import 'server-only';
import { registerDailyTask } from '@/lib/jobs/daily';
import { registerJob } from '@/lib/jobs/schedulers';
import { sendDelayNotices } from './delay-notices';

/**
 * The 2-hour estimate needs a look every few minutes, not once a day: every instance's scheduler
 * runs it (each notice is claimed by one of them). Where the process runs no scheduler (Vercel),
 * the daily run still sends what is due.
 */
const CHECK_EVERY_MS = 10 * 60_000;

registerJob({ name: 'delay-notices', switch: 'dailyJobs', nextDelay: () => CHECK_EVERY_MS, run: () => sendDelayNotices() });
registerDailyTask({ name: 'delay-notices', run: sendDelayNotices });
