import 'server-only';
import { getPublishedSiteArticles, type PublishedSiteArticle } from '@/lib/sites/articles/published';
import { getServedSite, type LiveServedSite } from './served-site';
import { getPreviewSite, previewPath } from '@/lib/sites/publish/preview';
import { renderSiteHtml, type SiteContent } from '@/lib/sites/render/render-html';
import { resolveSitePath } from './resolve-path';
import { isOwnPageSlug, SITE_ENGLISH_PATH } from '@/lib/sites/document/site-paths';
import type { SiteLang } from '@/lib/sites/document/english';
import { liveSiteCsp, previewSiteCsp, siteHtmlResponse, siteNotFoundResponse, siteUnavailableResponse } from './site-responses';
import { siteOrigin } from './site-url';
import type { Actor } from '@/lib/auth/session';
import { readOwnSketchDocument, SKETCH_PATH } from '@/lib/sites/sketch/own-sketch';

/**
 * A path on a site's own host (its label, or its verified custom domain): the published page, the
 * thank-you page after the form, the blog and its articles, 404 for an unknown label, an
 * unpublished site or a page it does not have, 503 for a suspended site. The route caches what
 * this answers until the next publish (app/site/[label]/[[...path]]).
 */
export async function liveSiteResponse(labelOrDomain: string, path: string[] | undefined): Promise<Response> {
  const site = await getServedSite(labelOrDomain);
  if (site.state === 'missing') return siteNotFoundResponse(liveSiteCsp());
  if (site.state === 'suspended') return siteUnavailableResponse(liveSiteCsp());
  return liveSitePathResponse(site, await getPublishedSiteArticles(site.label), path);
}

/**
 * What a live site answers for one path, given its published document and articles: the route
 * above reads them through the cache, the monthly SEO check (lib/sites/seo) reads them fresh and
 * checks exactly these answers.
 */
export async function liveSitePathResponse(site: LiveServedSite, articles: PublishedSiteArticle[], path: string[] | undefined): Promise<Response> {
  const csp = liveSiteCsp();
  const target = resolveSitePath(site.document, path);
  if (!target) return siteNotFoundResponse(csp);
  let content: SiteContent;
  if (target.kind === 'page' || target.kind === 'thanks') content = target;
  else if (target.kind === 'blog' && articles.length > 0) content = { kind: 'blog', articles };
  else {
    const article = target.kind === 'article' ? articles.find((a) => a.slug === target.slug) : undefined;
    if (!article) return siteNotFoundResponse(csp);
    content = { kind: 'article', article };
  }
  const html = await renderSiteHtml({ document: site.document, content, hasBlog: articles.length > 0, origin: site.origin, mode: 'live', lang: target.lang });
  return siteHtmlResponse(html, { csp });
}

/**
 * /{slug} for a page the customer named (app/site/[label]/pagina/[slug]): that page of the live
 * site, or its 404. The templates' pages, the thank-you page and the blog have routes of their own.
 */
export async function ownPageResponse(labelOrDomain: string, slug: string, lang: SiteLang = 'es'): Promise<Response> {
  if (!isOwnPageSlug(slug)) return siteNotFoundResponse(liveSiteCsp());
  return liveSiteResponse(labelOrDomain, lang === 'en' ? [SITE_ENGLISH_PATH, slug] : [slug]);
}

/** The customer's private preview: the newest version, only through its token, never cached or indexed. */
export async function previewSiteResponse(token: string, path: string[] | undefined): Promise<Response> {
  const csp = previewSiteCsp();
  const preview = await getPreviewSite(token);
  const target = preview ? resolveSitePath(preview.document, path) : null;
  if (!preview || !target || target.kind !== 'page') return siteNotFoundResponse(csp);
  const html = await renderSiteHtml({
    document: preview.document,
    content: target,
    origin: siteOrigin(preview.label),
    mode: 'preview',
    previewBase: previewPath(token),
    lang: target.lang,
  });
  const response = siteHtmlResponse(html, { csp });
  response.headers.set('cache-control', 'private, no-store');
  response.headers.set('x-robots-tag', 'noindex, nofollow');
  return response;
}

/**
 * 'Tu primer boceto' (decision 0038): the first version of the signed-in customer's site, as the
 * preview renders it, only for them. The team's later versions are not shown here: the customer
 * sees those when the team sends the preview.
 */
export async function ownSketchResponse(actor: Actor, path: string[] | undefined): Promise<Response> {
  const csp = previewSiteCsp();
  const sketch = await readOwnSketchDocument(actor);
  const target = sketch ? resolveSitePath(sketch.document, path) : null;
  if (!sketch || !target || target.kind !== 'page') return siteNotFoundResponse(csp);
  const html = await renderSiteHtml({
    document: sketch.document,
    content: target,
    origin: siteOrigin(sketch.label),
    mode: 'preview',
    previewBase: SKETCH_PATH,
    lang: target.lang,
  });
  const response = siteHtmlResponse(html, { csp });
  response.headers.set('cache-control', 'private, no-store');
  response.headers.set('x-robots-tag', 'noindex, nofollow');
  return response;
}
