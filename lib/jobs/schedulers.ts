import type { AppConfig } from '@/lib/config';
import { logger } from '@/lib/logger';
import { declareJob, measureJob } from '@/lib/metrics/counters';

export type ScheduledJob = {
  name: string;
  /** The configuration switch that says who runs this job: this process, Vercel's cron, or nobody. */
  switch: 'autoPublish' | 'dailyJobs';
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
      await measureJob(job.name, job.run);
    } catch (err) {
      logger.error({ err, job: job.name }, 'scheduled job failed');
    } finally {
      schedule(job);
    }
  }, delay);
  timer.unref();
}

/** The registered jobs this process runs itself: those whose switch says `internal`. */
export function jobsForThisProcess(config: AppConfig): ScheduledJob[] {
  return jobs.filter((job) => config[job.switch].scheduler === 'internal');
}

/**
 * The in-process scheduler for self-hosted servers: AUTO_PUBLISH_SCHEDULER governs the weekly
 * articles, DAILY_JOBS_SCHEDULER the daily tasks (trial lifecycle, complaint reminders).
 */
export function startSchedulers(config: AppConfig): void {
  const started = jobsForThisProcess(config);
  for (const job of started) {
    declareJob(job.name);
    schedule(job);
  }
  if (started.length > 0) logger.info({ jobs: started.map((j) => j.name) }, 'schedulers started');
}
