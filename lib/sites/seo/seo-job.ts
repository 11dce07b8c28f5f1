import 'server-only';
import { and, asc, eq, gt, inArray, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import { siteSeoChecks, siteSeoTasks, sites, subscriptions } from '@/db/schema';
import type { StoredPlan } from '@/lib/billing/plans';
import { isBusinessDay } from '@/lib/complaints/business-days';
import { getDb } from '@/lib/db/client';
import { limaDateKey, limaMonthOf } from '@/lib/jobs/lima-time';
import { logger } from '@/lib/logger';
import { readPublishedSiteArticles } from '@/lib/sites/articles/published';
import { readServedSite } from '@/lib/sites/serve/served-site';
import { checkLiveSite } from './check-site';

/**
 * The monthly SEO work (issue 26, item 2; decision 0034): on the first working day of a Lima
 * month every live Growth site is checked (check-site.ts) and its findings become the month's
 * tasks for the team. A daily task, so the day's run happens once across instances; each site is
 * also claimed in site_seo_checks before it is checked, so two runs at once (or a retried cron
 * call) split the sites instead of checking them twice. The two working days after the first
 * pick up the sites a failed run left.
 */

/** The first working day checks; the next ones retry what failed. */
const CHECKING_DAYS = 3;
/** A claim older than this without a result belongs to a run that died: another run takes it over. */
const STALE_CLAIM_MS = 30 * 60_000;
/** Sites read and claimed per batch. */
const BATCH = 100;
/**
 * After each site the job rests this many times as long as the site took: the check renders pages
 * on the instance that also serves them, and resting keeps it to a fraction of that instance's
 * time (scripts/bench/seo-checks.ts measures both the job's duration and the pages' throughput).
 */
const REST_FACTOR = 3;

type DueSite = { id: string; label: string };

/** Live Growth sites not checked yet this month (nor claimed by a run still going), after `afterId`. */
function dueSites(month: string, staleBefore: Date, afterId: string | null): Promise<DueSite[]> {
  return getDb()
    .select({ id: sites.id, label: sites.label })
    .from(sites)
    .innerJoin(
      subscriptions,
      and(eq(subscriptions.userId, sites.userId), eq(subscriptions.status, 'active'), eq(subscriptions.planType, 'growth' satisfies StoredPlan)),
    )
    .where(
      and(
        eq(sites.status, 'live'),
        afterId ? gt(sites.id, afterId) : undefined,
        notExists(
          getDb()
            .select({ one: sql`1` })
            .from(siteSeoChecks)
            .where(
              and(
                eq(siteSeoChecks.siteId, sites.id),
                eq(siteSeoChecks.month, month),
                or(sql`${siteSeoChecks.checkedAt} is not null`, sql`${siteSeoChecks.claimedAt} >= ${staleBefore}`),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(sites.id))
    .limit(BATCH);
}

/** Claims a batch for this run: new rows, or claims of a dead run taken over. Returns the ids this run got. */
async function claim(batch: DueSite[], month: string, now: Date, staleBefore: Date): Promise<Set<string>> {
  const claimed = await getDb()
    .insert(siteSeoChecks)
    .values(batch.map((s) => ({ siteId: s.id, month, claimedAt: now })))
    .onConflictDoUpdate({
      target: [siteSeoChecks.siteId, siteSeoChecks.month],
      set: { claimedAt: now },
      setWhere: and(isNull(siteSeoChecks.checkedAt), lt(siteSeoChecks.claimedAt, staleBefore)),
    })
    .returning({ siteId: siteSeoChecks.siteId });
  return new Set(claimed.map((c) => c.siteId));
}

/** Checks one claimed site and records its findings as tasks (a task already there for the month is kept as it is). */
async function checkAndRecord(site: DueSite, month: string): Promise<number> {
  const served = await readServedSite(site.label);
  if (served.state !== 'live') return 0;
  const { findings, pagesChecked } = await checkLiveSite(served, await readPublishedSiteArticles(site.label));
  await getDb().transaction(async (tx) => {
    if (findings.length > 0) {
      await tx
        .insert(siteSeoTasks)
        .values(findings.map((f) => ({ siteId: site.id, month, ...f })))
        .onConflictDoNothing();
    }
    await tx
      .update(siteSeoChecks)
      .set({ checkedAt: new Date(), pagesChecked })
      .where(and(eq(siteSeoChecks.siteId, site.id), eq(siteSeoChecks.month, month)));
  });
  return findings.length;
}

export type SeoRunResult = { month: string | null; checked: number; findings: number; failed: number; ms: number };

/** Checks every live Growth site not checked yet in `month`; safe to run beside another run. */
export async function checkMonthlySeo(month: string, now: Date = new Date(), { restFactor = REST_FACTOR } = {}): Promise<SeoRunResult> {
  const started = performance.now();
  const staleBefore = new Date(now.getTime() - STALE_CLAIM_MS);
  let checked = 0;
  let findings = 0;
  const failed: string[] = [];
  for (let after: string | null = null; ;) {
    const batch = await dueSites(month, staleBefore, after);
    if (batch.length === 0) break;
    after = batch.at(-1)!.id;
    const mine = await claim(batch, month, now, staleBefore);
    for (const site of batch.filter((s) => mine.has(s.id))) {
      const siteStarted = performance.now();
      try {
        findings += await checkAndRecord(site, month);
        checked += 1;
      } catch (err) {
        logger.error({ err, site: site.label, month }, 'monthly SEO check failed');
        failed.push(site.id);
      }
      await sleep((performance.now() - siteStarted) * restFactor);
    }
  }
  // Not checked: un-claimed, so the next working day's run tries them again.
  if (failed.length > 0) {
    await getDb()
      .delete(siteSeoChecks)
      .where(and(eq(siteSeoChecks.month, month), inArray(siteSeoChecks.siteId, failed), isNull(siteSeoChecks.checkedAt)));
  }
  const result = { month, checked, findings, failed: failed.length, ms: Math.round(performance.now() - started) };
  if (checked + failed.length > 0) logger.info(result, 'monthly SEO checks');
  return result;
}

/** Which working day of its month a Lima day is (1 = the first), or null on a weekend or national holiday (content/holidays.ts). */
export function workingDayOfMonth(day: string): number | null {
  if (!isBusinessDay(day)) return null;
  let n = 0;
  for (let d = Number(day.slice(8, 10)); d >= 1; d -= 1) if (isBusinessDay(`${day.slice(0, 8)}${String(d).padStart(2, '0')}`)) n += 1;
  return n;
}

/** The daily task: acts on the first CHECKING_DAYS working days of a Lima month, any other day it does nothing. */
export async function runMonthlySeoChecks(now: Date = new Date()): Promise<SeoRunResult> {
  const nth = workingDayOfMonth(limaDateKey(now));
  if (nth === null || nth > CHECKING_DAYS) return { month: null, checked: 0, findings: 0, failed: 0, ms: 0 };
  return checkMonthlySeo(limaMonthOf(now), now);
}
