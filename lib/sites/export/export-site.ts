import 'server-only';
import { eq } from 'drizzle-orm';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { sites, siteVersions, subscriptions } from '@/db/schema';
import { UserFacingError } from '@/lib/actions/result';
import type { Actor } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { getStorage } from '@/lib/storage/storage';
import { imageVariants } from '@/lib/storage/variant-names';
import type { SiteDocument } from '@/lib/sites/document/document';
import { readLiveDocument } from '@/lib/sites/document/stored-version';
import { canDownloadSite } from '@/lib/customer-site/lifecycle-rules';
import { resolveOwnSite } from '@/lib/customer-site/own-site';
import { readSiteFont } from '@/lib/sites/render/font-files';
import { getPublishedSiteArticles } from '@/lib/sites/articles/published';
import { renderSiteHtml, type SiteContent } from '@/lib/sites/render/render-html';
import { exportFileName } from '@/lib/sites/serve/resolve-path';
import { SITE_BLOG_PATH } from '@/lib/sites/document/site-paths';
import { hasEnglish, langPath, type SiteLang } from '@/lib/sites/document/english';
import { pairingFamilies, SITE_FONT_PATH } from '@/lib/sites/render/site-fonts';
import { siteOrigin } from '@/lib/sites/serve/site-url';

export const EXPORT_NOT_YET = 'Podrás descargar tu sitio cuando cumplas un año con tu plan.';
const NOTHING_TO_EXPORT = 'Tu sitio todavía no tiene una versión publicada para descargar.';

type Exportable = { label: string; document: SiteDocument };

/** The published site the actor may export: the customer's own after a year, any site for the team. */
async function findExportable(actor: Actor, siteId: string | null, now: Date): Promise<Exportable> {
  // A customer reaches only their own site; a site id is honoured for the team alone.
  const which = actor.role === 'admin' && siteId ? siteId : (await resolveOwnSite(actor))?.id;
  const [row] = which
    ? await getDb()
        .select({ label: sites.label, status: sites.status, document: siteVersions.document, firstActivatedAt: subscriptions.firstActivatedAt })
        .from(sites)
        .leftJoin(subscriptions, eq(subscriptions.userId, sites.userId))
        .leftJoin(siteVersions, eq(siteVersions.id, sites.publishedVersionId))
        .where(eq(sites.id, which))
        .limit(1)
    : [];
  if (!row?.document || row.status === 'removed') throw new UserFacingError(NOTHING_TO_EXPORT);
  // The team hands a site over whenever it decides to; the customer's right starts after a year.
  if (actor.role !== 'admin' && !canDownloadSite(row.firstActivatedAt, now)) throw new UserFacingError(EXPORT_NOT_YET);
  return { label: row.label, document: readLiveDocument(row.document) };
}

/**
 * Copies every image of ours the document uses into the zip (read from our storage, never
 * fetched over the network) and points the document at the copies. Addresses that are not ours
 * stay as they are: the exported page links to them like any web page would.
 */
async function bundleImages(document: SiteDocument, files: Zippable): Promise<SiteDocument> {
  const storage = getStorage();
  const copies = new Map<string, string | null>();
  const walk = async (value: unknown): Promise<unknown> => {
    if (typeof value === 'string') {
      const key = storage.keyFromUrl(value);
      if (!key) return value;
      if (!copies.has(key)) {
        const body = await storage.read(key);
        const name = `images/${key.replace('/', '-')}`;
        // Stored, not deflated: a photo is compressed already, and deflating 40 of them again
        // took most of a 20-page site's export (30 s) for a zip barely smaller.
        if (body) files[name] = [body, { level: 0 }];
        copies.set(key, body ? name : null);
        // Its smaller copies too, named as the pages' srcset derives them from the copy's name.
        for (const copy of body ? imageVariants(key) : []) {
          const variant = copy.address === key ? null : await storage.read(copy.address);
          if (variant) files[`images/${copy.address.replace('/', '-')}`] = [variant, { level: 0 }];
        }
      }
      return copies.get(key) ?? value;
    }
    if (Array.isArray(value)) return Promise.all(value.map(walk));
    if (value && typeof value === 'object') {
      const entries = await Promise.all(Object.entries(value).map(async ([k, v]) => [k, await walk(v)] as const));
      return Object.fromEntries(entries);
    }
    return value;
  };
  return (await walk(document)) as SiteDocument;
}

/**
 * 'Descargar mi sitio' (issue 14): the published site as a zip of HTML pages with relative
 * links and inline styles, plus its images and fonts, that opens from disk and runs on any static host.
 */
export async function exportSite(actor: Actor, options: { siteId?: string; now?: Date } = {}): Promise<{ fileName: string; zip: Uint8Array }> {
  const { label, document: published } = await findExportable(actor, options.siteId ?? null, options.now ?? new Date());
  const files: Zippable = {};
  const document = await bundleImages(published, files);
  const origin = siteOrigin(label);
  // The Growth plan's articles come along: the blog's list and one file per article.
  const articles = await getPublishedSiteArticles(label);
  const hasBlog = articles.length > 0;
  const render = async (path: string, content: SiteContent, lang: SiteLang = 'es') => {
    files[exportFileName(path)] = strToU8(await renderSiteHtml({ document, content, hasBlog, origin, mode: 'export', lang }));
  };
  for (const page of document.pages) await render(page.slug, { kind: 'page', page });
  // A bilingual site's English pages come along beside the Spanish ones (en.html, en-carta.html...).
  if (hasEnglish(document)) for (const page of document.pages) await render(langPath('en', page.slug).slice(1), { kind: 'page', page }, 'en');
  if (hasBlog) await render(SITE_BLOG_PATH, { kind: 'blog', articles });
  for (const article of articles) await render(`${SITE_BLOG_PATH}/${article.slug}`, { kind: 'article', article });
  // The pages load their fonts from fuentes/ beside them (there is no thank-you page: an export has no form).
  for (const font of pairingFamilies(document.theme.fonts).files) {
    const bytes = await readSiteFont(font.file);
    if (bytes) files[`${SITE_FONT_PATH.slice(1)}/${font.file}`] = new Uint8Array(bytes);
  }
  return { fileName: `${label}.zip`, zip: zipSync(files, { level: 6 }) };
}
