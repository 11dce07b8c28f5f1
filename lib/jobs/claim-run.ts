import 'server-only';
import { jobRuns } from '@/db/schema';
import { getDb } from '@/lib/db/client';

/**
 * Claims one run of a recurring job (e.g. job 'daily', key '2026-11-22'). Only the first caller
 * across every instance and retried cron call gets `true`; the database's primary key decides.
 */
export async function claimJobRun(job: string, runKey: string): Promise<boolean> {
  const inserted = await getDb().insert(jobRuns).values({ job, runKey }).onConflictDoNothing().returning({ job: jobRuns.job });
  return inserted.length > 0;
}
