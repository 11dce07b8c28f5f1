import 'server-only';
import { logger } from '@/lib/logger';
import { declareJob, measureJob } from '@/lib/metrics/counters';
import { registerJob } from './schedulers';
import { claimJobRun } from './claim-run';
import { limaDateKey, msUntilNextLima } from './lima-time';

type DailyTask = { name: string; run: (now: Date) => Promise<unknown> };

const tasks: DailyTask[] = [];

/** Domains add their once-a-day work here (trial expiry, complaint reminders...). */
export function registerDailyTask(task: DailyTask): void {
  if (tasks.some((t) => t.name === task.name)) return;
  tasks.push(task);
  declareJob(`daily/${task.name}`);
}

/**
 * Runs every daily task once per Lima calendar day, whoever calls first: the Vercel cron
 * (/api/cron/daily) or the in-process scheduler. A second call the same day does nothing.
 */
export async function runDailyTasks(now: Date = new Date()): Promise<{ ran: boolean; results: Record<string, unknown> }> {
  if (!(await claimJobRun('daily', limaDateKey(now)))) return { ran: false, results: {} };
  const results: Record<string, unknown> = {};
  for (const task of tasks) {
    try {
      results[task.name] = await measureJob(`daily/${task.name}`, () => task.run(now));
    } catch (err) {
      logger.error({ err, task: task.name }, 'daily task failed');
      results[task.name] = { error: true };
    }
  }
  return { ran: true, results };
}

registerJob({ name: 'daily', switch: 'dailyJobs', nextDelay: (now) => msUntilNextLima(now, 8, 0), run: () => runDailyTasks() });
