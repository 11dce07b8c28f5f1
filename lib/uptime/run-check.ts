import 'server-only';
import { sql } from 'drizzle-orm';
import { jobRuns } from '@/db/schema';
import { getDb } from '@/lib/db/client';
import { sendUptimeAlerts } from './alerts';
import { checkTargets, type CheckOptions } from './check-targets';
import { recordChecks } from './record-checks';
import { listUptimeTargets } from './targets';

/**
 * One round of the uptime checker (scripts/uptime-check.ts, run every minute by a timer outside
 * the app): claim the round, check every target, record, e-mail the team. Returns what it saw.
 */

/** Rounds closer together than this are one: two timers (two hosts) firing the same minute check once. */
export const MIN_ROUND_GAP_MS = 45_000;

/**
 * The round's claim is one row of job_runs ('uptime', 'latest') moved forward only when the last
 * round started long enough ago; the database decides between checkers started at once.
 */
async function claimRound(now: Date): Promise<boolean> {
  const claimed = await getDb().execute(sql`
    insert into ${jobRuns} (job, run_key, started_at) values ('uptime', 'latest', ${now})
    on conflict (job, run_key) do update set started_at = excluded.started_at
    where ${jobRuns.startedAt} <= ${new Date(now.getTime() - MIN_ROUND_GAP_MS)}
    returning 1`);
  return claimed.rows.length > 0;
}

export type UptimeRound = { ran: false } | { ran: true; checked: number; down: { name: string; reason: string }[]; downAlerts: number; recoveryAlerts: number };

export async function runUptimeCheck(options: CheckOptions & { now?: Date } = {}): Promise<UptimeRound> {
  const now = options.now ?? new Date();
  if (!(await claimRound(now))) return { ran: false };
  const results = await checkTargets(await listUptimeTargets(), options);
  await recordChecks(results, now);
  const alerts = await sendUptimeAlerts(now);
  return {
    ran: true,
    checked: results.length,
    down: results.filter((r) => !r.ok).map((r) => ({ name: r.target.name, reason: r.reason ?? '' })),
    ...alerts,
  };
}
