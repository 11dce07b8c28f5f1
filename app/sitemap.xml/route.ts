import { connection } from 'next/server';
import { PUBLIC_XML_CACHE_CONTROL } from '@/lib/blog/cache';
import { buildSitemap } from '@/lib/blog/sitemap';

/**
 * GET /sitemap.xml. Assembled per request from article lists cached until the blog changes, so a
 * request does not touch the database. `connection()` keeps `next build` from prerendering it,
 * which would open the database (`dynamic = 'force-dynamic'` would also bypass the data cache).
 */
export async function GET() {
  await connection();
  return new Response(await buildSitemap(), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': PUBLIC_XML_CACHE_CONTROL },
  });
}
