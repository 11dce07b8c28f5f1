import 'server-only';
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';
import { siteDomains, sites, siteVersions, trialSubmissions } from '@/db/schema';
import { AuthError, type Actor } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { SITE_CACHE_BACKSTOP_SECONDS, siteCacheTag } from '@/lib/sites/serve/cache';
import { siteDocumentSchema, type SiteDocument } from '@/lib/sites/document/document';
import { resolveSiteLabel } from '@/lib/sites/domains/domains';
import { customDomainOrigin, siteOrigin, siteUrl } from '@/lib/sites/serve/site-url';

export type ServedSite =
  /** `origin`: where the site is canonical: its verified custom domain, or its subdomain. */
  | { state: 'live'; label: string; origin: string; document: SiteDocument; publishedAt: string }
  | { state: 'suspended' }
  | { state: 'missing' };

/** The uncached lookup behind getServedSite (benchmarks time it; pages use getServedSite). */
export async function readServedSite(label: string): Promise<ServedSite> {
  const [row] = await getDb()
    .select({ status: sites.status, document: siteVersions.document, publishedAt: sites.publishedAt, domain: siteDomains.domain })
    .from(sites)
    .leftJoin(siteVersions, eq(siteVersions.id, sites.publishedVersionId))
    .leftJoin(siteDomains, and(eq(siteDomains.siteId, sites.id), isNotNull(siteDomains.verifiedAt)))
    .where(eq(sites.label, label))
    .limit(1);
  if (!row) return { state: 'missing' };
  if (row.status === 'suspended') return { state: 'suspended' };
  if (row.status !== 'live' || !row.document) return { state: 'missing' };
  return {
    state: 'live',
    label,
    origin: row.domain ? customDomainOrigin(row.domain) : siteOrigin(label),
    document: siteDocumentSchema.parse(row.document),
    publishedAt: (row.publishedAt ?? new Date()).toISOString(),
  };
}

/**
 * What a site's host serves (by label, or by its verified custom domain): its published document, cached until the next publish, suspension
 * or reactivation expires the site's tag (lib/sites/serve/cache.ts). Drafts are never served.
 */
export async function getServedSite(labelOrDomain: string): Promise<ServedSite> {
  const label = await resolveSiteLabel(labelOrDomain);
  if (!label) return { state: 'missing' };
  // The pages' backstop (decision 0010): this entry must not outlive the pages when an expiry
  // cannot reach the cache (lib/sites/serve/cache.ts, expireIfServing).
  return unstable_cache(() => readServedSite(label), ['served-site', label], { tags: [siteCacheTag(label)], revalidate: SITE_CACHE_BACKSTOP_SECONDS })();
}

export type SiteSummary = {
  siteId: string;
  submissionId: string;
  businessName: string;
  label: string;
  url: string;
  status: 'draft' | 'in_review' | 'live' | 'suspended' | 'removed';
  latestVersion: number;
  publishedVersion: number | null;
  publishedAt: Date | null;
};

const summaryColumns = {
  siteId: sites.id,
  submissionId: sites.submissionId,
  businessName: trialSubmissions.businessName,
  label: sites.label,
  status: sites.status,
  publishedAt: sites.publishedAt,
  latestVersion: sql<number>`(select max(${siteVersions.number}) from ${siteVersions} where ${siteVersions.siteId} = ${sites.id})`,
  publishedVersion: sql<number | null>`(select ${siteVersions.number} from ${siteVersions} where ${siteVersions.id} = ${sites.publishedVersionId})`,
};

const toSummary = (row: Omit<SiteSummary, 'url'>): SiteSummary => ({
  ...row,
  latestVersion: Number(row.latestVersion ?? 0),
  publishedVersion: row.publishedVersion === null ? null : Number(row.publishedVersion),
  url: siteUrl(row.label),
});

/** Every site, newest activity first, for the admin panel's Sites tab. */
export async function listSitesForAdmin(actor: Actor, limit = 200): Promise<SiteSummary[]> {
  if (actor.role !== 'admin') throw new AuthError('forbidden');
  const rows = await getDb().select(summaryColumns).from(sites).innerJoin(trialSubmissions, eq(trialSubmissions.id, sites.submissionId)).orderBy(desc(sites.updatedAt)).limit(limit);
  return rows.map(toSummary);
}

/** The sites of the submissions on one admin page, by submission id. */
export async function sitesForSubmissions(actor: Actor, submissionIds: string[]): Promise<Map<string, SiteSummary>> {
  if (actor.role !== 'admin') throw new AuthError('forbidden');
  if (submissionIds.length === 0) return new Map();
  const rows = await getDb().select(summaryColumns).from(sites).innerJoin(trialSubmissions, eq(trialSubmissions.id, sites.submissionId)).where(inArray(sites.submissionId, submissionIds));
  return new Map(rows.map((row) => [row.submissionId, toSummary(row)]));
}
