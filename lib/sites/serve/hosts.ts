import 'server-only';
import { and, eq, isNotNull } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';
import { siteDomains, sites } from '@/db/schema';
import { getConfig } from '@/lib/config';
import { getDb } from '@/lib/db/client';
import { SITE_CACHE_BACKSTOP_SECONDS } from './cache';

/**
 * Which site a host shows, on the serving hot path: every page request of a custom domain, the
 * edge's gate and Caddy's TLS ask come through here. Managing domains is lib/sites/domains/.
 */

/** The cache tag of what is known about one custom domain (lib/sites/domains/domains.ts expires it). */
export const domainTag = (domain: string) => `site-domain:${domain}`;

/**
 * The site label behind a host's route parameter: a label as it is, or the site of a verified
 * custom domain (labels never contain a dot, domains always do).
 */
export async function resolveSiteLabel(labelOrDomain: string): Promise<string | null> {
  return labelOrDomain.includes('.') ? siteLabelForDomain(labelOrDomain) : labelOrDomain;
}

/** The label of the site a verified domain belongs to, cached until the domain changes. */
function siteLabelForDomain(domain: string): Promise<string | null> {
  return unstable_cache(
    async () => {
      const [row] = await getDb()
        .select({ label: sites.label })
        .from(siteDomains)
        .innerJoin(sites, eq(sites.id, siteDomains.siteId))
        .where(and(eq(siteDomains.domain, domain), isNotNull(siteDomains.verifiedAt)))
        .limit(1);
      return row?.label ?? null;
    },
    ['site-domain', domain],
    // The backstop for a domain the in-process daily re-check disconnects before this instance
    // served its first request (lib/sites/serve/cache.ts, expireIfServing).
    { tags: [domainTag(domain)], revalidate: SITE_CACHE_BACKSTOP_SECONDS },
  )();
}

/**
 * Caddy's on-demand TLS asks before it gets a certificate for a host: only hosts Vitrina serves
 * a live site on get one — a verified custom domain, or `{label}.{SITES_DOMAIN}` of a live site.
 * Anything else would let strangers make us request certificates for any name.
 */
export async function isServedHost(host: string): Promise<boolean> {
  const { domain: sitesDomain } = getConfig().sites;
  return isServedSite(sitesDomain && host.endsWith(`.${sitesDomain}`) ? { label: host.slice(0, -sitesDomain.length - 1) } : { domain: host });
}

/** Whether a site's host shows a site (live, or suspended with its 503): by its label, or by its verified domain. */
export async function isServedSite(host: { label: string } | { domain: string }): Promise<boolean> {
  const db = getDb();
  const [row] =
    'label' in host
      ? await db.select({ status: sites.status }).from(sites).where(eq(sites.label, host.label)).limit(1)
      : await db
          .select({ status: sites.status })
          .from(siteDomains)
          .innerJoin(sites, eq(sites.id, siteDomains.siteId))
          .where(and(eq(siteDomains.domain, host.domain), isNotNull(siteDomains.verifiedAt)))
          .limit(1);
  return row?.status === 'live' || row?.status === 'suspended';
}
