import type { AppConfig } from '@/lib/config';
import { logger } from '@/lib/logger';

export type ScheduledJob = {
  name: string;
  /** Milliseconds until the next run, from `now`. */
  nextDelay: (now: Date) => number;
  run: () => Promise<unknown>;
};

const jobs: ScheduledJob[] = [];

/** Domains register their recurring jobs here; each job claims its slot in the database itself. */
export function registerJob(job: ScheduledJob): void {
  jobs.push(job);
}

function schedule(job: ScheduledJob): void {
  const delay = Math.max(1_000, job.nextDelay(new Date()));
  const timer = setTimeout(async () => {
    try {
      await job.run();
    } catch (err) {
      logger.error({ err, job: job.name }, 'scheduled job failed');
    } finally {
      schedule(job);
    }
  }, delay);
  timer.unref();
}

/** The in-process scheduler for self-hosted servers (AUTO_PUBLISH_SCHEDULER=internal). */
export function startSchedulers(config: AppConfig): void {
  if (config.autoPublish.scheduler !== 'internal') return;
  for (const job of jobs) schedule(job);
  if (jobs.length > 0) logger.info({ jobs: jobs.map((j) => j.name) }, 'schedulers started');
}
