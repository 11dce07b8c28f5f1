import { PUBLIC_XML_CACHE_CONTROL } from '@/lib/blog/cache';
import { buildSitemapFile } from '@/lib/blog/sitemap';

/** GET /sitemaps/{n}.xml: one file of the sitemap index, when /sitemap.xml is split. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const match = /^(\d{1,4})\.xml$/.exec((await params).file);
  const xml = match ? await buildSitemapFile(Number(match[1])) : null;
  if (xml === null) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': PUBLIC_XML_CACHE_CONTROL },
  });
}
