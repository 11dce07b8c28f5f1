import 'server-only';
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { siteDailyCounts } from '@/db/schema';
import { getDb } from '@/lib/db/client';

/**
 * The reads over the sites' daily counters (visits.ts), for any span of Lima days and any number
 * of sites at once: the dashboard's 30-day card asks them for one site, the monthly report
 * (monthly-report.ts) for a month and a batch of sites. Days are inclusive 'YYYY-MM-DD'.
 */

export type DaySpan = { from: string; to: string };

const inSpan = (siteIds: string[], span: DaySpan) =>
  and(inArray(siteDailyCounts.siteId, siteIds), gte(siteDailyCounts.day, span.from), lte(siteDailyCounts.day, span.to));

/** Views per site and day; days without a view have no row. */
export async function viewsPerDay(siteIds: string[], span: DaySpan): Promise<{ siteId: string; day: string; views: number }[]> {
  if (siteIds.length === 0) return [];
  const rows = await getDb()
    .select({ siteId: siteDailyCounts.siteId, day: siteDailyCounts.day, views: sql<number>`sum(${siteDailyCounts.count})::int` })
    .from(siteDailyCounts)
    .where(and(inSpan(siteIds, span), eq(siteDailyCounts.kind, 'view')))
    .groupBy(siteDailyCounts.siteId, siteDailyCounts.day);
  return rows.map((r) => ({ siteId: r.siteId, day: String(r.day), views: Number(r.views) }));
}

/** One kind's count per site over the whole span, all pages together; sites without any have no entry. */
async function totalsOf(kind: 'view' | 'qr' | 'order', siteIds: string[], span: DaySpan): Promise<Map<string, number>> {
  if (siteIds.length === 0) return new Map();
  const rows = await getDb()
    .select({ siteId: siteDailyCounts.siteId, total: sql<number>`sum(${siteDailyCounts.count})::int` })
    .from(siteDailyCounts)
    .where(and(inSpan(siteIds, span), eq(siteDailyCounts.kind, kind)))
    .groupBy(siteDailyCounts.siteId);
  return new Map(rows.map((r) => [r.siteId, Number(r.total)]));
}

/** Views per site over the whole span; sites without a view have no entry. */
export const viewTotals = (siteIds: string[], span: DaySpan) => totalsOf('view', siteIds, span);

/** Visits per site that arrived by scanning one of its printed QR codes (issue 27). */
export const qrVisits = (siteIds: string[], span: DaySpan) => totalsOf('qr', siteIds, span);

/** Orders per site sent on to the business's WhatsApp from the site's order form (issue 27). */
export const orderTotals = (siteIds: string[], span: DaySpan) => totalsOf('order', siteIds, span);

/** Each site's `limit` most viewed pages over the span, most viewed first (ties by path). */
export async function topPagesPerSite(siteIds: string[], span: DaySpan, limit: number): Promise<Map<string, { path: string; views: number }[]>> {
  const bySite = new Map<string, { path: string; views: number }[]>();
  if (siteIds.length === 0) return bySite;
  const ranked = getDb()
    .select({
      siteId: siteDailyCounts.siteId,
      path: siteDailyCounts.path,
      views: sql<number>`sum(${siteDailyCounts.count})::int`.as('views'),
      rank: sql<number>`row_number() over (partition by ${siteDailyCounts.siteId} order by sum(${siteDailyCounts.count}) desc, ${siteDailyCounts.path})`.as(
        'rank',
      ),
    })
    .from(siteDailyCounts)
    .where(and(inSpan(siteIds, span), eq(siteDailyCounts.kind, 'view')))
    .groupBy(siteDailyCounts.siteId, siteDailyCounts.path)
    .as('ranked');
  const rows = await getDb()
    .select({ siteId: ranked.siteId, path: ranked.path, views: ranked.views })
    .from(ranked)
    .where(lte(ranked.rank, limit))
    .orderBy(ranked.siteId, ranked.rank);
  for (const r of rows) bySite.set(r.siteId, [...(bySite.get(r.siteId) ?? []), { path: r.path, views: Number(r.views) }]);
  return bySite;
}

export type ContactClicks = { whatsapp: number; phone: number };

/** Taps on each site's WhatsApp and phone buttons over the span; sites without any have no entry. */
export async function contactClicks(siteIds: string[], span: DaySpan): Promise<Map<string, ContactClicks>> {
  const bySite = new Map<string, ContactClicks>();
  if (siteIds.length === 0) return bySite;
  const rows = await getDb()
    .select({ siteId: siteDailyCounts.siteId, kind: siteDailyCounts.kind, n: sql<number>`sum(${siteDailyCounts.count})::int` })
    .from(siteDailyCounts)
    .where(and(inSpan(siteIds, span), inArray(siteDailyCounts.kind, ['whatsapp', 'phone'])))
    .groupBy(siteDailyCounts.siteId, siteDailyCounts.kind);
  for (const r of rows) {
    const clicks = bySite.get(r.siteId) ?? { whatsapp: 0, phone: 0 };
    if (r.kind === 'whatsapp' || r.kind === 'phone') clicks[r.kind] = Number(r.n);
    bySite.set(r.siteId, clicks);
  }
  return bySite;
}
