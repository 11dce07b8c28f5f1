import 'server-only';
import { rssFeed } from '@/lib/html/rss';
import { sitemapUrl, sitemapUrlset } from '@/lib/html/sitemap';
import { getPublishedSiteArticles, type PublishedSiteArticle } from '@/lib/sites/articles/published';
import { getServedSite, type LiveServedSite, type ServedSite } from './served-site';
import { SITE_BLOG_PATH } from '@/lib/sites/document/site-paths';
import { hasEnglish, langPath, siteLangValues } from '@/lib/sites/document/english';

const XML_CACHE = 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400';

/** Every page of a live site, on its own address; a site that is not live has no sitemap. */
export async function siteSitemapResponse(label: string): Promise<Response> {
  const site = await getServedSite(label);
  if (site.state !== 'live') return new Response('Not found', { status: 404 });
  return liveSiteSitemap(site, await getPublishedSiteArticles(site.label));
}

/**
 * The sitemap of a live site from its document and articles (the route above; the monthly SEO
 * check). A bilingual site lists each page in both languages, each naming the other (and Spanish
 * as the default) as its alternates; the blog is Spanish only.
 */
export function liveSiteSitemap(site: LiveServedSite, articles: PublishedSiteArticle[]): Response {
  const { origin } = site;
  const entry = (path: string, lastmod: string) => sitemapUrl(`${origin}/${path}`, lastmod);
  const pageEntries = (slug: string) => {
    if (!hasEnglish(site.document)) return [entry(slug, site.publishedAt)];
    const alternates = [
      ...siteLangValues.map((lang) => ({ hreflang: lang, href: `${origin}${langPath(lang, slug)}` })),
      { hreflang: 'x-default', href: `${origin}${langPath('es', slug)}` },
    ];
    return siteLangValues.map((lang) => sitemapUrl(`${origin}${langPath(lang, slug)}`, site.publishedAt, alternates));
  };
  const xml = sitemapUrlset([
    ...site.document.pages.flatMap((page) => pageEntries(page.slug)),
    ...(articles.length > 0 ? [entry(SITE_BLOG_PATH, articles[0]!.publishedAt)] : []),
    ...articles.map((article) => entry(`${SITE_BLOG_PATH}/${article.slug}`, article.publishedAt)),
  ]);
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': XML_CACHE } });
}

/** A live site welcomes crawlers and names its sitemap; anything else keeps them out. */
export async function siteRobotsResponse(label: string): Promise<Response> {
  return siteRobots(await getServedSite(label));
}

/** robots.txt for a site in any state (the route above; the monthly SEO check). */
export function siteRobots(site: ServedSite): Response {
  const body = site.state === 'live' ? `User-Agent: *\nDisallow: /enviar\n\nSitemap: ${site.origin}/sitemap.xml\n` : 'User-Agent: *\nDisallow: /\n';
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': XML_CACHE } });
}

/** /feed.xml: the site's published articles as RSS 2.0, for readers and for search engines. */
export async function siteFeedResponse(label: string): Promise<Response> {
  const site = await getServedSite(label);
  const articles = site.state === 'live' ? await getPublishedSiteArticles(site.label) : [];
  if (site.state !== 'live' || articles.length === 0) return new Response('Not found', { status: 404 });
  const { origin, document } = site;
  const blog = `${origin}/${SITE_BLOG_PATH}`;
  const xml = rssFeed(
    {
      title: `Blog de ${document.business.name}`,
      link: blog,
      description: `Artículos de ${document.business.name}`,
      language: 'es-PE',
      selfLink: `${origin}/feed.xml`,
    },
    articles.map((article) => ({
      title: article.title,
      link: `${blog}/${article.slug}`,
      published: new Date(article.publishedAt),
      description: article.excerpt,
    })),
  );
  return new Response(xml, { headers: { 'content-type': 'application/rss+xml; charset=utf-8', 'cache-control': XML_CACHE } });
}
