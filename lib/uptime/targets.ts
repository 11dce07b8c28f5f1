import 'server-only';
import { and, eq, isNotNull } from 'drizzle-orm';
import { siteDomains, sites, trialSubmissions } from '@/db/schema';
import { getConfig } from '@/lib/config';
import { getDb } from '@/lib/db/client';
import { customDomainOrigin, siteOrigin } from '@/lib/sites/serve/site-url';

/**
 * What the uptime checker looks at: the app's own public entry points, and every live site on
 * its label host and, once verified, on the customer's own domain. `siteId` null is the app.
 */
export type UptimeTarget = {
  siteId: string | null;
  /** Who the team reads about: the business, or 'Vitrina' for the app. */
  name: string;
  /** The app's pages; a site's label host, then its domain (checked against the label's addresses). */
  urls: { url: string; kind: 'app' | 'label' | 'domain' }[];
};

export function appTarget(): UptimeTarget {
  const { appUrl } = getConfig();
  return {
    siteId: null,
    name: 'Vitrina',
    urls: [
      { url: `${appUrl}/`, kind: 'app' },
      { url: `${appUrl}/api/health/ready`, kind: 'app' },
    ],
  };
}

export async function listUptimeTargets(): Promise<UptimeTarget[]> {
  const rows = await getDb()
    .select({ siteId: sites.id, label: sites.label, name: trialSubmissions.businessName, domain: siteDomains.domain })
    .from(sites)
    .innerJoin(trialSubmissions, eq(trialSubmissions.id, sites.submissionId))
    .leftJoin(siteDomains, and(eq(siteDomains.siteId, sites.id), isNotNull(siteDomains.verifiedAt)))
    .where(and(eq(sites.status, 'live'), isNotNull(sites.publishedVersionId)))
    .orderBy(sites.label);
  return [
    appTarget(),
    ...rows.map((row) => ({
      siteId: row.siteId,
      name: row.name.replace(/\s+/g, ' ').trim(),
      urls: [
        { url: `${siteOrigin(row.label)}/`, kind: 'label' as const },
        ...(row.domain ? [{ url: `${customDomainOrigin(row.domain)}/`, kind: 'domain' as const }] : []),
      ],
    })),
  ];
}
