import 'server-only';
import type { SiteLang } from '@/lib/sites/document/english';
import { desc, eq } from 'drizzle-orm';
import { sites, siteVersions, trialSubmissions, user } from '@/db/schema';
import { AuthError, type Actor } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { UserFacingError } from '@/lib/actions/result';
import { formatAdminDateTime } from '@/lib/utils/admin-dates';
import { listSubmissionPhotos, type CustomerPhoto } from '@/lib/sites/document/customer-photos';
import { withoutDrafts, type SiteDocument } from '@/lib/sites/document/document';
import { readVersionDocument } from '@/lib/sites/document/stored-version';
import { CUSTOMER_SOURCE, parseEditedDocument, siteAllowance } from './versions';
import { planName } from '@/lib/sites/document/plan-pages';
import { renderSiteHtml } from '@/lib/sites/render/render-html';
import { versionChanges } from './version-changes';
import { siteOrigin, siteUrl } from '@/lib/sites/serve/site-url';

/** Versions listed beside the editor; older ones stay in the database and can be restored by number. */
const VERSIONS_LISTED = 30;

/**
 * A version in the editor's list. One edited from a version other than the one before it (an
 * owner's quick edit, its revert, a draft carried over it: decision 0039) names that version and
 * what changed since it.
 */
export type SiteVersionItem = {
  number: number;
  source: string;
  savedAt: string;
  savedBy: string | null;
  isCustomerEdit: boolean;
  basedOn: number | null;
  changes: string[] | null;
};
export type SiteForEditor = {
  siteId: string;
  businessName: string;
  url: string;
  status: string;
  latest: { number: number; document: SiteDocument };
  /** The first page of the newest version, as the preview beside the form starts. */
  preview: string;
  publishedVersion: number | null;
  versions: SiteVersionItem[];
  /** 'Fotos para tu web': what the customer sent, offered beside each image field. */
  customerPhotos: CustomerPhoto[];
  /** The published pages the owner's plan allows: a save with more is refused. */
  pageLimit: { planName: string; pages: number };
};

/** The team's editor (issue 13, item 3): the newest version to edit and the versions to restore. */
export async function getSiteForEditor(actor: Actor, siteId: string): Promise<SiteForEditor | null> {
  if (actor.role !== 'admin') throw new AuthError('forbidden');
  const [site] = await getDb()
    .select({
      id: sites.id,
      label: sites.label,
      status: sites.status,
      publishedVersionId: sites.publishedVersionId,
      submissionId: sites.submissionId,
      businessName: trialSubmissions.businessName,
    })
    .from(sites)
    .innerJoin(trialSubmissions, eq(trialSubmissions.id, sites.submissionId))
    .where(eq(sites.id, siteId))
    .limit(1);
  if (!site || site.status === 'removed') return null;
  const rows = await getDb()
    .select({
      id: siteVersions.id,
      number: siteVersions.number,
      source: siteVersions.source,
      createdAt: siteVersions.createdAt,
      document: siteVersions.document,
      basedOn: siteVersions.basedOn,
      author: user.name,
    })
    .from(siteVersions)
    .leftJoin(user, eq(user.id, siteVersions.createdBy))
    .where(eq(siteVersions.siteId, site.id))
    .orderBy(desc(siteVersions.number))
    .limit(VERSIONS_LISTED);
  const [newest] = rows;
  if (!newest) return null;
  const document = readVersionDocument(newest.document);
  return {
    siteId: site.id,
    businessName: site.businessName,
    url: siteUrl(site.label),
    status: site.status,
    latest: { number: newest.number, document },
    preview: await previewHtml(site.label, document, ''),
    publishedVersion: rows.find((r) => r.id === site.publishedVersionId)?.number ?? null,
    versions: rows.map((r) => {
      const base = r.basedOn === null ? undefined : rows.find((other) => other.number === r.basedOn);
      return {
        number: r.number,
        source: r.source,
        savedAt: formatAdminDateTime(r.createdAt),
        savedBy: r.author,
        isCustomerEdit: r.source === CUSTOMER_SOURCE,
        basedOn: r.basedOn,
        changes: base ? versionChanges(readVersionDocument(base.document), readVersionDocument(r.document)) : null,
      };
    }),
    customerPhotos: await listSubmissionPhotos(site.submissionId),
    pageLimit: await editorPageLimit(site.id),
  };
}

async function editorPageLimit(siteId: string): Promise<SiteForEditor['pageLimit']> {
  const allowance = await siteAllowance(getDb(), siteId);
  return { planName: planName(allowance.plan), pages: allowance.pages };
}

/** A page of a document through the live site's renderer, as the customer's preview shows it; links stay inside the frame. */
const previewHtml = (label: string, document: SiteDocument, slug: string, lang: SiteLang = 'es') =>
  renderSiteHtml({
    lang,
    // A draft page is shown to edit it, with the navigation the live site would have.
    document: withoutDrafts(document),
    content: { kind: 'page', page: document.pages.find((p) => p.slug === slug) ?? document.pages[0]! },
    origin: siteOrigin(label),
    mode: 'preview',
    previewBase: '#vista',
  });

/**
 * The editor's preview of unsaved edits: the page with the given slug, exactly as the live site
 * would render it. A document the schema refuses is named like a refused save, and nothing is rendered.
 */
export async function renderEditorPreview(actor: Actor, siteId: string, input: unknown, slug: string, lang: SiteLang = 'es'): Promise<string> {
  if (actor.role !== 'admin') throw new AuthError('forbidden');
  const document = parseEditedDocument(input);
  const [site] = await getDb().select({ label: sites.label }).from(sites).where(eq(sites.id, siteId)).limit(1);
  if (!site) throw new UserFacingError('site not found');
  return previewHtml(site.label, document, slug, lang);
}
