import { describe, expect, it } from 'vitest';
import { loadConfig } from '@/lib/config/load';
import '@/lib/server/register-all';
import { jobsForThisProcess } from '@/lib/jobs/schedulers';

const started = (env: Record<string, string>) =>
  jobsForThisProcess(loadConfig(env))
    .map((job) => job.name)
    .sort();

describe('which recurring jobs the server runs itself (issue 12, item 11)', () => {
  it('runs the weekly articles, the daily tasks, the receipt retries, the delay notices, the first sketches and the ends of notices by default', () => {
    expect(started({})).toEqual(['auto-publish', 'daily', 'delay-notices', 'receipts-retry', 'site-first-sketches', 'site-notice-ends']);
  });

  it('keeps the daily trial job (and the receipt retries) when the weekly auto-publish scheduler is off', () => {
    expect(started({ AUTO_PUBLISH_SCHEDULER: 'off' })).toEqual(['daily', 'delay-notices', 'receipts-retry', 'site-first-sketches', 'site-notice-ends']);
  });

  it('gives the daily tasks their own switch', () => {
    expect(started({ DAILY_JOBS_SCHEDULER: 'off' })).toEqual(['auto-publish']);
    expect(started({ DAILY_JOBS_SCHEDULER: 'vercel', AUTO_PUBLISH_SCHEDULER: 'vercel' })).toEqual([]);
    expect(started({ VERCEL: '1' })).toEqual([]);
  });

  it('refuses an unknown value, naming the variable', () => {
    expect(() => loadConfig({ DAILY_JOBS_SCHEDULER: 'sometimes' })).toThrow(/DAILY_JOBS_SCHEDULER/);
  });
});
