import 'server-only';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { sites, siteVersions } from '@/db/schema';
import { getDb } from '@/lib/db/client';
import { claimJobRun } from '@/lib/jobs/claim-run';
import { addDaysToKey, limaDateKey } from '@/lib/jobs/lima-time';
import { expireSites } from '@/lib/sites/serve/cache';

/**
 * A live site's notice ("Cerrado por feriado") shows through its last day; its pages are cached
 * until the next publish, so when a Lima day begins the sites whose notice ended the day before
 * are expired and render again without it (decision 0039). Notices that ended up to a week ago
 * are included, so a day the job could not run is caught up; the one-hour backstop of the
 * site cache (decision 0010) bounds the rest.
 */

const CATCH_UP_DAYS = 7;
const until = sql<string>`${siteVersions.document} -> 'business' -> 'notice' ->> 'until'`;

/** Expires the live sites whose notice ended before `now`'s Lima day (and within the catch-up week). */
export async function expireEndedNotices(now: Date = new Date()): Promise<{ expired: number }> {
  const today = limaDateKey(now);
  const weekAgo = addDaysToKey(today, -CATCH_UP_DAYS);
  const rows = await getDb()
    .select({ label: sites.label })
    .from(sites)
    .innerJoin(siteVersions, eq(siteVersions.id, sites.publishedVersionId))
    .where(and(eq(sites.status, 'live'), lt(until, today), gte(until, weekAgo)));
  await expireSites(rows.map((r) => r.label));
  return { expired: rows.length };
}

/**
 * The scheduler's run at Lima midnight: once across instances (the day's claim), since expiring
 * goes through the cache every instance shares (decision 0009).
 */
export async function runNoticeEnds(now: Date = new Date()): Promise<{ expired: number } | null> {
  if (!(await claimJobRun('site-notice-ends', limaDateKey(now)))) return null;
  return expireEndedNotices(now);
}
