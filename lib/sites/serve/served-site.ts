import 'server-only';
import { and, eq, isNotNull } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';
import { siteDomains, sites, siteVersions } from '@/db/schema';
import { getDb } from '@/lib/db/client';
import type { SiteDocument } from '@/lib/sites/document/document';
import { readLiveDocument } from '@/lib/sites/document/stored-version';
import { SITE_CACHE_BACKSTOP_SECONDS, siteCacheTag } from './cache';
import { resolveSiteLabel } from './hosts';
import { customDomainOrigin, siteOrigin } from './site-url';

/** `origin`: where the site is canonical: its verified custom domain, or its subdomain. */
export type LiveServedSite = { state: 'live'; label: string; origin: string; document: SiteDocument; publishedAt: string };
export type ServedSite = LiveServedSite | { state: 'suspended' } | { state: 'missing' };

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
    document: readLiveDocument(row.document),
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
