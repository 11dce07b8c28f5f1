import 'server-only';
import type { SiteStatus } from '@/db/enums';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { sites, siteVersions, trialSubmissions } from '@/db/schema';
import { AuthError, type Actor } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { siteUrl } from '@/lib/sites/serve/site-url';

/** The team's lists of sites (the panel's Sites tab and the submissions page); what visitors see is serve/served-site.ts. */

export type SiteSummary = {
  siteId: string;
  submissionId: string;
  businessName: string;
  label: string;
  url: string;
  status: SiteStatus;
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
  const rows = await getDb()
    .select(summaryColumns)
    .from(sites)
    .innerJoin(trialSubmissions, eq(trialSubmissions.id, sites.submissionId))
    .orderBy(desc(sites.updatedAt))
    .limit(limit);
  return rows.map(toSummary);
}

/** The sites of the submissions on one admin page, by submission id. */
export async function sitesForSubmissions(actor: Actor, submissionIds: string[]): Promise<Map<string, SiteSummary>> {
  if (actor.role !== 'admin') throw new AuthError('forbidden');
  if (submissionIds.length === 0) return new Map();
  const rows = await getDb()
    .select(summaryColumns)
    .from(sites)
    .innerJoin(trialSubmissions, eq(trialSubmissions.id, sites.submissionId))
    .where(inArray(sites.submissionId, submissionIds));
  return new Map(rows.map((row) => [row.submissionId, toSummary(row)]));
}
