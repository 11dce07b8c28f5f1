import { connection } from 'next/server';
import { buildBlogRss } from '@/lib/blog/rss';
import { PUBLIC_XML_CACHE_CONTROL } from '@/lib/blog/cache';

/**
 * GET /blog/rss.xml, rendered per request from data cached until the blog changes.
 * `connection()` keeps `next build` from prerendering it (see app/sitemap.xml/route.ts).
 */
export async function GET() {
  await connection();
  return new Response(await buildBlogRss(), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': PUBLIC_XML_CACHE_CONTROL },
  });
}
