import 'server-only';
import { and, eq, gte, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { siteArticles, siteLeads, siteRevisionRequests, siteSeoChecks, siteSeoTasks, subscriptions } from '@/db/schema';
import type { Actor } from '@/lib/auth/session';
import type { StoredPlan } from '@/lib/billing/plans';
import { getDb } from '@/lib/db/client';
import { limaDateKey, limaMonthBounds, limaMonthOf, previousMonthKey } from '@/lib/jobs/lima-time';
import { resolveOwnPublishedSite } from '@/lib/customer-site/own-site';
import type { SeoRule } from '@/lib/sites/seo/rules';
import { siteUrl } from '@/lib/sites/serve/site-url';
import { contactClicks, topPagesPerSite, viewsPerDay, viewTotals, type DaySpan } from './site-counts';

/**
 * 'Tu reporte del mes' (issue 26): what a live site brought its owner in one Lima month, from
 * what the product already keeps: the daily counters (site-counts.ts), the visitors' messages,
 * and for the Growth plan the article published and the changes the team made. Nothing here is
 * estimated: a figure the product did not record is absent, not zero.
 */

/** The month's SEO work on a Growth site: tasks the team marked done in it, whether the month's check ran, its tasks still open. */
export type SeoWork = { done: { rule: SeoRule; path: string }[]; checked: boolean; open: number };

export type MonthlyReport = {
  /** The Lima month, 'YYYY-MM'. */
  month: string;
  /** Every day of the month (up to today while it runs), oldest first. */
  days: { day: string; views: number }[];
  /** The month has ended: false for the current month, whose figures are up to today. */
  isComplete: boolean;
  views: number;
  /** The month before's views; null when none were recorded, so there is nothing to compare with. */
  previousViews: number | null;
  topPages: { path: string; views: number }[];
  whatsappClicks: number;
  phoneClicks: number;
  /** Messages sent through the site's form this month (those the owner has not deleted). */
  leads: number;
  /** Anything at all was recorded: a view, a click or a message. */
  hasData: boolean;
  /** The Growth plan's work of the month; null on other plans. */
  growth: {
    articles: { title: string; url: string }[];
    changesDone: number;
    /** The monthly SEO check (lib/sites/seo): tasks the team marked done this month, and the month's own check. */
    seo: SeoWork;
  } | null;
};

/** A site the report is read for: Growth sites get the plan's work of the month too. */
export type ReportedSite = { id: string; label: string; isGrowth: boolean };

const TOP_PAGES = 5;

/** The month's days, 'YYYY-MM-DD', up to today when it is the current month. */
function daysOf(month: string, now: Date): string[] {
  const { firstDay, lastDay } = limaMonthBounds(month);
  const today = limaDateKey(now);
  const last = lastDay < today ? lastDay : today;
  const days: string[] = [];
  for (let d = new Date(`${firstDay}T00:00:00Z`); d.toISOString().slice(0, 10) <= last; d.setUTCDate(d.getUTCDate() + 1)) {
    days.push(d.toISOString().slice(0, 10));
  }
  return days;
}

const countBySite = (rows: { siteId: string; n: number }[]) => new Map(rows.map((r) => [r.siteId, Number(r.n)]));

/** Messages received per site between two instants. */
async function leadCounts(siteIds: string[], start: Date, end: Date): Promise<Map<string, number>> {
  if (siteIds.length === 0) return new Map();
  const rows = await getDb()
    .select({ siteId: siteLeads.siteId, n: sql<number>`count(*)::int` })
    .from(siteLeads)
    .where(and(inArray(siteLeads.siteId, siteIds), gte(siteLeads.createdAt, start), lt(siteLeads.createdAt, end)))
    .groupBy(siteLeads.siteId);
  return countBySite(rows);
}

/** The month's SEO work per site (only sites with some are in the map). */
async function seoWork(ids: string[], month: string, start: Date, end: Date) {
  const [done, checks, open] = await Promise.all([
    getDb()
      .select({ siteId: siteSeoTasks.siteId, rule: siteSeoTasks.rule, path: siteSeoTasks.path })
      .from(siteSeoTasks)
      .where(and(inArray(siteSeoTasks.siteId, ids), gte(siteSeoTasks.doneAt, start), lt(siteSeoTasks.doneAt, end)))
      .orderBy(siteSeoTasks.doneAt),
    getDb()
      .select({ siteId: siteSeoChecks.siteId })
      .from(siteSeoChecks)
      .where(and(inArray(siteSeoChecks.siteId, ids), eq(siteSeoChecks.month, month), isNotNull(siteSeoChecks.checkedAt))),
    getDb()
      .select({ siteId: siteSeoTasks.siteId, n: sql<number>`count(*)::int` })
      .from(siteSeoTasks)
      .where(and(inArray(siteSeoTasks.siteId, ids), eq(siteSeoTasks.month, month), isNull(siteSeoTasks.doneAt)))
      .groupBy(siteSeoTasks.siteId),
  ]);
  const bySite = new Map<string, SeoWork>();
  const of = (id: string) => bySite.get(id) ?? bySite.set(id, { done: [], checked: false, open: 0 }).get(id)!;
  for (const task of done) of(task.siteId).done.push({ rule: task.rule, path: task.path });
  for (const check of checks) of(check.siteId).checked = true;
  for (const row of open) of(row.siteId).open = Number(row.n);
  return bySite;
}

/** The Growth plan's work in a month: articles published on the site's blog, change requests marked done, the SEO work. */
async function growthWork(sites: ReportedSite[], month: string, start: Date, end: Date) {
  const ids = sites.map((s) => s.id);
  if (ids.length === 0)
    return { articles: new Map<string, { title: string; url: string }[]>(), changes: new Map<string, number>(), seo: new Map<string, SeoWork>() };
  const labels = new Map(sites.map((s) => [s.id, s.label]));
  const [articleRows, changeRows, seo] = await Promise.all([
    getDb()
      .select({ siteId: siteArticles.siteId, title: siteArticles.title, slug: siteArticles.slug })
      .from(siteArticles)
      .where(
        and(inArray(siteArticles.siteId, ids), eq(siteArticles.status, 'published'), gte(siteArticles.publishedAt, start), lt(siteArticles.publishedAt, end)),
      )
      .orderBy(siteArticles.publishedAt),
    getDb()
      .select({ siteId: siteRevisionRequests.siteId, n: sql<number>`count(*)::int` })
      .from(siteRevisionRequests)
      .where(
        and(
          inArray(siteRevisionRequests.siteId, ids),
          eq(siteRevisionRequests.status, 'hecho'),
          gte(siteRevisionRequests.doneAt, start),
          lt(siteRevisionRequests.doneAt, end),
        ),
      )
      .groupBy(siteRevisionRequests.siteId),
    seoWork(ids, month, start, end),
  ]);
  const articles = new Map<string, { title: string; url: string }[]>();
  for (const a of articleRows) {
    articles.set(a.siteId, [...(articles.get(a.siteId) ?? []), { title: a.title, url: siteUrl(labels.get(a.siteId)!, `blog/${a.slug}`) }]);
  }
  return { articles, changes: countBySite(changeRows), seo };
}

/**
 * The month's report for each of a batch of sites, in a fixed number of queries whatever the
 * batch's size (the monthly job reads thousands of sites; scripts/bench/monthly-report.ts).
 */
export async function readMonthlyReports(sites: ReportedSite[], month: string, now: Date = new Date()): Promise<Map<string, MonthlyReport>> {
  const ids = sites.map((s) => s.id);
  const days = daysOf(month, now);
  const { start, end } = limaMonthBounds(month);
  const span: DaySpan = { from: days[0]!, to: days.at(-1)! };
  const before = limaMonthBounds(previousMonthKey(month));
  const [perDay, previous, topPages, clicks, leads, growth] = await Promise.all([
    viewsPerDay(ids, span),
    viewTotals(ids, { from: before.firstDay, to: before.lastDay }),
    topPagesPerSite(ids, span, TOP_PAGES),
    contactClicks(ids, span),
    leadCounts(ids, start, end),
    growthWork(
      sites.filter((s) => s.isGrowth),
      month,
      start,
      end,
    ),
  ]);
  const viewsBySite = new Map<string, Map<string, number>>();
  for (const r of perDay) viewsBySite.set(r.siteId, (viewsBySite.get(r.siteId) ?? new Map()).set(r.day, r.views));
  const reports = new Map<string, MonthlyReport>();
  for (const site of sites) {
    const byDay = viewsBySite.get(site.id);
    const series = days.map((day) => ({ day, views: byDay?.get(day) ?? 0 }));
    const views = series.reduce((sum, d) => sum + d.views, 0);
    const click = clicks.get(site.id) ?? { whatsapp: 0, phone: 0 };
    const leadCount = leads.get(site.id) ?? 0;
    reports.set(site.id, {
      month,
      days: series,
      isComplete: limaMonthBounds(month).lastDay < limaDateKey(now),
      views,
      previousViews: previous.get(site.id) || null,
      topPages: topPages.get(site.id) ?? [],
      whatsappClicks: click.whatsapp,
      phoneClicks: click.phone,
      leads: leadCount,
      hasData: views + click.whatsapp + click.phone + leadCount > 0,
      growth: site.isGrowth
        ? {
            articles: growth.articles.get(site.id) ?? [],
            changesDone: growth.changes.get(site.id) ?? 0,
            seo: growth.seo.get(site.id) ?? { done: [], checked: false, open: 0 },
          }
        : null,
    });
  }
  return reports;
}

/** A customer's plan is Growth while their subscription to it is active. */
export async function isOnGrowthPlan(userId: string): Promise<boolean> {
  const [row] = await getDb()
    .select({ one: sql`1` })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'active'), eq(subscriptions.planType, 'growth' satisfies StoredPlan)))
    .limit(1);
  return Boolean(row);
}

export type OwnMonthlyReport = {
  report: MonthlyReport;
  /** The months the page links to, when there are reports for them. */
  previousMonth: string | null;
  nextMonth: string | null;
};

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * The report page's month for the owner's published site: the one asked for when the site was
 * online in it (from the month of its first publish to the current one), else the month just
 * ended, or the current one for a site published this month. Null before the site is published.
 */
export async function getOwnMonthlyReport(actor: Actor, requested?: string | null, now: Date = new Date()): Promise<OwnMonthlyReport | null> {
  const site = await resolveOwnPublishedSite(actor);
  if (!site) return null;
  const current = limaMonthOf(now);
  const first = limaMonthOf(site.firstPublishedAt ?? site.publishedAt ?? site.createdAt);
  const fallback = first < current ? previousMonthKey(current) : current;
  const month = requested && MONTH.test(requested) && requested >= first && requested <= current ? requested : fallback;
  const isGrowth = await isOnGrowthPlan(actor.userId);
  const report = (await readMonthlyReports([{ id: site.id, label: site.label, isGrowth }], month, now)).get(site.id)!;
  const previous = previousMonthKey(month);
  const next = month === current ? null : limaMonthOf(new Date(limaMonthBounds(month).end.getTime() + 1));
  return { report, previousMonth: previous >= first ? previous : null, nextMonth: next };
}
