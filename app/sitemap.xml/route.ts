import { PUBLIC_XML_CACHE_CONTROL } from '@/lib/blog/cache';
import { buildSitemap } from '@/lib/blog/sitemap';

/**
 * GET /sitemap.xml. Assembled per request (GET handlers are dynamic unless configured otherwise,
 * so `next build` never runs this nor opens the database) from article lists cached until the
 * blog changes, so a request does not touch the database either.
 */
export async function GET() {
  return new Response(await buildSitemap(), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': PUBLIC_XML_CACHE_CONTROL },
  });
}
