import { connection } from 'next/server';
import { PUBLIC_XML_CACHE_CONTROL } from '@/lib/blog/cache';
import { buildSitemap } from '@/lib/blog/sitemap';

/**
 * GET /sitemap.xml. Assembled per request (a static route would be prerendered by `next build`,
 * which must not open the database) from article lists cached until the blog changes.
 */
export async function GET() {
  await connection();
  return new Response(await buildSitemap(), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': PUBLIC_XML_CACHE_CONTROL },
  });
}
