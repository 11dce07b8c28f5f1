import 'server-only';
import { sql } from 'drizzle-orm';
import { uptimeDays, uptimeOutages } from '@/db/schema';
import { getDb } from '@/lib/db/client';
import { limaDateKey } from '@/lib/jobs/lima-time';
import type { TargetResult } from './check-targets';

/** The key both tables' unique indexes use: a site's id, or the zero id for the app itself. */
const TARGET = sql.raw(`coalesce(site_id, '00000000-0000-0000-0000-000000000000'::uuid)`);

/**
 * A checker that was itself stopped measured nothing in between: an outage is said to end at the
 * check that found the target served again, but never more than this after the last check that
 * found it down.
 */
const UNMEASURED_GAP = sql.raw(`interval '90 seconds'`);

/** Only targets that still exist (a site deleted while it was checked is skipped, not an error). */
const stillThere = sql.raw(`(v.site_id is null or exists (select 1 from sites s where s.id = v.site_id))`);

/**
 * One round's results: a check (and maybe a failure) more on the target's Lima day; an outage
 * opened (or kept open, with the latest reason) for each target found down; and every other open
 * outage closed, whether its target was served again or is no longer checked (no longer live).
 */
export async function recordChecks(results: TargetResult[], now: Date): Promise<void> {
  const db = getDb();
  const day = limaDateKey(now);
  if (results.length > 0) {
    const rows = sql.join(
      results.map((r) => sql`(${r.target.siteId}::uuid, ${r.ok ? 0 : 1}::int)`),
      sql`, `,
    );
    await db.execute(sql`
      insert into ${uptimeDays} (site_id, day, checks, failed)
      select v.site_id, ${day}::date, 1, v.failed from (values ${rows}) v(site_id, failed) where ${stillThere}
      on conflict (${TARGET}, day) do update set checks = ${uptimeDays.checks} + 1, failed = ${uptimeDays.failed} + excluded.failed`);
  }
  const down = results.filter((r) => !r.ok);
  if (down.length > 0) {
    const rows = sql.join(
      down.map((r) => sql`(${r.target.siteId}::uuid, ${r.reason ?? ''})`),
      sql`, `,
    );
    await db.execute(sql`
      insert into ${uptimeOutages} (site_id, started_at, last_failed_at, reason)
      select v.site_id, ${now}, ${now}, v.reason from (values ${rows}) v(site_id, reason) where ${stillThere}
      on conflict (${TARGET}) where ended_at is null do update set last_failed_at = excluded.last_failed_at, reason = excluded.reason`);
  }
  const stillDown = down.map((r) => sql`${r.target.siteId ?? '00000000-0000-0000-0000-000000000000'}::uuid`);
  await db.execute(sql`
    update ${uptimeOutages} set ended_at = least(${now}::timestamptz, last_failed_at + ${UNMEASURED_GAP})
    where ended_at is null ${stillDown.length > 0 ? sql`and ${TARGET} not in (${sql.join(stillDown, sql`, `)})` : sql``}`);
}
