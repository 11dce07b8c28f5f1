import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { sites, siteVersions, trialSubmissions, user } from '@/db/schema';
import { AuthError, type Actor } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { siteDocumentSchema, type SiteDocument } from './document';
import { siteUrl } from './site-url';

/** Versions listed beside the editor; older ones stay in the database and can be restored by number. */
const VERSIONS_LISTED = 30;

export type SiteVersionItem = { number: number; source: string; savedAt: string; savedBy: string | null };
export type SiteForEditor = {
  siteId: string;
  businessName: string;
  url: string;
  status: string;
  latest: { number: number; document: SiteDocument };
  publishedVersion: number | null;
  versions: SiteVersionItem[];
};

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Lima' });

/** The team's editor (issue 13, item 3): the newest version to edit and the versions to restore. */
export async function getSiteForEditor(actor: Actor, siteId: string): Promise<SiteForEditor | null> {
  if (actor.role !== 'admin') throw new AuthError('forbidden');
  const [site] = await getDb()
    .select({ id: sites.id, label: sites.label, status: sites.status, publishedVersionId: sites.publishedVersionId, businessName: trialSubmissions.businessName })
    .from(sites)
    .innerJoin(trialSubmissions, eq(trialSubmissions.id, sites.submissionId))
    .where(eq(sites.id, siteId))
    .limit(1);
  if (!site || site.status === 'removed') return null;
  const rows = await getDb()
    .select({ id: siteVersions.id, number: siteVersions.number, source: siteVersions.source, createdAt: siteVersions.createdAt, document: siteVersions.document, author: user.name })
    .from(siteVersions)
    .leftJoin(user, eq(user.id, siteVersions.createdBy))
    .where(eq(siteVersions.siteId, site.id))
    .orderBy(desc(siteVersions.number))
    .limit(VERSIONS_LISTED);
  const [newest] = rows;
  if (!newest) return null;
  return {
    siteId: site.id,
    businessName: site.businessName,
    url: siteUrl(site.label),
    status: site.status,
    latest: { number: newest.number, document: siteDocumentSchema.parse(newest.document) },
    publishedVersion: rows.find((r) => r.id === site.publishedVersionId)?.number ?? null,
    versions: rows.map((r) => ({ number: r.number, source: r.source, savedAt: when.format(r.createdAt), savedBy: r.author })),
  };
}
