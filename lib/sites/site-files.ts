import 'server-only';
import { escapeHtml } from '@/lib/email/render';
import { getServedSite } from './queries';

const XML_CACHE = 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400';

/** Every page of a live site, on its own address; a site that is not live has no sitemap. */
export async function siteSitemapResponse(label: string): Promise<Response> {
  const site = await getServedSite(label);
  if (site.state !== 'live') return new Response('Not found', { status: 404 });
  const { origin } = site;
  const urls = site.document.pages
    .map((page) => `<url><loc>${escapeHtml(`${origin}/${page.slug}`)}</loc><lastmod>${site.publishedAt}</lastmod></url>`)
    .join('');
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>\n`;
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': XML_CACHE } });
}

/** A live site welcomes crawlers and names its sitemap; anything else keeps them out. */
export async function siteRobotsResponse(label: string): Promise<Response> {
  const site = await getServedSite(label);
  const body = site.state === 'live' ? `User-Agent: *\nDisallow: /enviar\n\nSitemap: ${site.origin}/sitemap.xml\n` : 'User-Agent: *\nDisallow: /\n';
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': XML_CACHE } });
}
