import { connection } from 'next/server';
import { buildBlogRss } from '@/lib/blog/rss';
import { PUBLIC_XML_CACHE_CONTROL } from '@/lib/blog/cache';

/**
 * GET /blog/rss.xml. Rendered per request (never at build time, which must not open the
 * database) from data cached until the blog changes, so a request does not touch the database.
 */
export async function GET() {
  await connection();
  return new Response(await buildBlogRss(), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': PUBLIC_XML_CACHE_CONTROL },
  });
}
