import 'server-only';
import { createHmac } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import { siteArticles, siteDailyCounts, siteDomains, sites, siteVersions, siteViewMarks } from '@/db/schema';
import { AuthError, type Actor } from '@/lib/auth/session';
import { getConfig } from '@/lib/config';
import { getDb } from '@/lib/db/client';
import { limaDateKey } from '@/lib/jobs/lima-time';
import { resolveOwnPublishedSite } from '@/lib/customer-site/own-site';
import { contactClicks, orderTotals, qrVisits, topPagesPerSite, viewsPerDay, viewTotals } from './site-counts';

/**
 * Visits and contact clicks of customers' sites (issue 14), counted without cookies or
 * addresses: a 1×1 image on every live page reports a view, and the WhatsApp and phone links go
 * through a counting redirect, so nothing needs JavaScript. One counter per site, Lima day,
 * kind and page; known robots are not counted, and a visitor's views of a page count once every
 * few minutes (told apart by a keyed hash of the address, kept a day, never the address).
 */

export type CountKind = (typeof siteDailyCounts.kind.enumValues)[number];

/** Crawlers, link previews, monitors and scripts announce themselves in their user agent. */
const ROBOTS =
  /bot|crawl|spider|slurp|facebookexternalhit|embedly|preview|lighthouse|pagespeed|headless|phantom|curl|wget|python|java\/|go-http|httpclient|okhttp|axios|node-fetch|monitor|uptime|pingdom/i;

export function isRobot(userAgent: string | null): boolean {
  return !userAgent || ROBOTS.test(userAgent);
}

const PATH = /^\/[a-z0-9/-]{0,120}$/;
/** The page a view reports, or null for one no site could have (it is not counted). */
export const countedPath = (raw: string | null): string | null => (raw && PATH.test(raw) ? raw : null);

/** A visitor's views of one page count once within this window: reloading, or a script, adds nothing. */
export const VIEW_WINDOW_MINUTES = 10;

/**
 * The name a visitor's views are told apart by: a keyed hash of their address, so what is
 * stored (for a day at most) is no address. Visitors whose address is unknown share one.
 */
export function visitorOf(clientAddress: string): string {
  return createHmac('sha256', getConfig().auth.secret).update(`site-visitor\n${clientAddress}`).digest('base64url').slice(0, 22);
}

/**
 * One more view or click for a live site; false when nothing was counted (a robot, no such site
 * or page, a view of this page by this visitor counted within VIEW_WINDOW_MINUTES).
 */
export async function countSiteEvent(
  labelOrDomain: string,
  kind: CountKind,
  path: string | null,
  userAgent: string | null,
  visitor: string,
  now: Date = new Date(),
): Promise<boolean> {
  return isRobot(userAgent) || path === null ? false : addSiteCount(labelOrDomain, kind, path, { times: 1, visitor }, now);
}

/**
 * The live site a host names: its label, or a verified custom domain. Read in the count's own
 * query, never through the cached lookup the pages use: the pixel's host is the visitor's to
 * choose, and each made-up name would become a cache entry of its own.
 */
const liveSiteOf = (labelOrDomain: string) =>
  labelOrDomain.includes('.')
    ? sql`s.status = 'live' and s.id = (select d.site_id from ${siteDomains} d where d.domain = ${labelOrDomain} and d.verified_at is not null)`
    : sql`s.status = 'live' and s.label = ${labelOrDomain}`;

/**
 * A view counts only on a page the site has: one of its published document's pages, its blog
 * while it has an article, or one of its published articles. Made-up paths would each become a
 * row, and a number the owner reads as visits.
 */
const pageOfSite = (path: string) => sql`(
  exists (select 1 from ${siteVersions} v, jsonb_array_elements(v.document -> 'pages') p where v.id = s.published_version_id and '/' || (p ->> 'slug') = ${path})
  or exists (select 1 from ${siteArticles} a where a.site_id = s.id and a.status = 'published' and (${path} = '/blog' or '/blog/' || a.slug = ${path})))`;

/**
 * More of a kind for a live site's page, from a visitor already known not to be a robot; false
 * for no such site or page. A view counts once per visitor and page within VIEW_WINDOW_MINUTES
 * (the mark and the count are one statement, so concurrent instances agree); clicks ('' for
 * their path) and QR visits (the page the code leads to) count `times`.
 */
export async function addSiteCount(
  labelOrDomain: string,
  kind: CountKind,
  path: string,
  { times, visitor }: { times: number; visitor: string },
  now: Date = new Date(),
): Promise<boolean> {
  if (!Number.isInteger(times) || times < 1) return false;
  const day = limaDateKey(now);
  const site = sql`select s.id from ${sites} s where ${liveSiteOf(labelOrDomain)}`;
  const counted =
    kind === 'view'
      ? await getDb().execute(sql`
    with marked as (
      insert into ${siteViewMarks} (site_id, path, visitor, counted_at)
      select id, ${path}, ${visitor}, ${now} from (${site} and ${pageOfSite(path)}) s
      on conflict (site_id, path, visitor) do update set counted_at = excluded.counted_at
      where ${siteViewMarks.countedAt} <= ${new Date(now.getTime() - VIEW_WINDOW_MINUTES * 60_000)}
      returning site_id)
    insert into ${siteDailyCounts} (site_id, day, kind, path, count)
    select site_id, ${day}::date, 'view', ${path}, 1 from marked
    on conflict (site_id, day, kind, path) do update set count = ${siteDailyCounts.count} + excluded.count
    returning 1`)
      : await getDb().execute(sql`
    insert into ${siteDailyCounts} (site_id, day, kind, path, count)
    select id, ${day}::date, ${kind}::site_count_kind, ${path}, ${times}::int from (${site}) s
    on conflict (site_id, day, kind, path) do update set count = ${siteDailyCounts.count} + excluded.count
    returning 1`);
  return counted.rows.length > 0;
}

/** The daily task: visitors' marks older than a day go (they only matter for VIEW_WINDOW_MINUTES). */
export async function deleteOldViewMarks(now: Date = new Date()): Promise<{ deleted: number }> {
  const gone = await getDb()
    .delete(siteViewMarks)
    .where(lt(siteViewMarks.countedAt, new Date(now.getTime() - 24 * 60 * 60_000)))
    .returning({ siteId: siteViewMarks.siteId });
  return { deleted: gone.length };
}

export type SiteVisits = {
  /** The last 30 Lima days, oldest first, every day present. */
  days: { day: string; views: number }[];
  totalViews: number;
  topPages: { path: string; views: number }[];
  whatsappClicks: number;
  phoneClicks: number;
  /** Visits that arrived by scanning the site's printed QR codes. */
  qrVisits: number;
  /** Orders sent on to the business's WhatsApp from the site's order form. */
  orders: number;
};

const DAYS = 30;

/** The 30 Lima days ending today, as 'YYYY-MM-DD', oldest first. */
function lastDays(now: Date): string[] {
  return Array.from({ length: DAYS }, (_, i) => limaDateKey(new Date(now.getTime() - (DAYS - 1 - i) * 86_400_000)));
}

/** The uncached read behind the dashboard's card (benchmarks time it). */
export async function readSiteVisits(siteId: string, now: Date): Promise<SiteVisits> {
  const days = lastDays(now);
  const span = { from: days[0]!, to: days.at(-1)! };
  const [perDay, topPages, clicks, fromQr, orders] = await Promise.all([
    viewsPerDay([siteId], span),
    topPagesPerSite([siteId], span, 5),
    contactClicks([siteId], span),
    qrVisits([siteId], span),
    orderTotals([siteId], span),
  ]);
  const byDay = new Map(perDay.map((r) => [r.day, r.views]));
  const series = days.map((day) => ({ day, views: byDay.get(day) ?? 0 }));
  return {
    days: series,
    totalViews: series.reduce((sum, d) => sum + d.views, 0),
    topPages: topPages.get(siteId) ?? [],
    whatsappClicks: clicks.get(siteId)?.whatsapp ?? 0,
    phoneClicks: clicks.get(siteId)?.phone ?? 0,
    qrVisits: fromQr.get(siteId) ?? 0,
    orders: orders.get(siteId) ?? 0,
  };
}

/** The dashboard's visits card, for a customer whose site has been published; null otherwise. */
export async function getOwnSiteVisits(actor: Actor, now: Date = new Date(), siteId?: string): Promise<SiteVisits | null> {
  const site = await resolveOwnPublishedSite(actor, siteId);
  return site ? readSiteVisits(site.id, now) : null;
}

/** Views of the last 30 days per site, for the admin's Sites tab. */
export async function viewsForSites(actor: Actor, siteIds: string[], now: Date = new Date()): Promise<Map<string, number>> {
  if (actor.role !== 'admin') throw new AuthError('forbidden');
  const days = lastDays(now);
  return viewTotals(siteIds, { from: days[0]!, to: days.at(-1)! });
}
