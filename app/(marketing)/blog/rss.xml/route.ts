import { buildBlogRss } from '@/lib/blog/rss';
import { PUBLIC_XML_CACHE_CONTROL } from '@/lib/blog/cache';

/**
 * GET /blog/rss.xml. Rendered per request (GET handlers are dynamic unless configured otherwise,
 * so `next build` never runs this) from data cached until the blog changes, so a request does
 * not touch the database.
 */
export async function GET() {
  return new Response(await buildBlogRss(), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': PUBLIC_XML_CACHE_CONTROL },
  });
}
