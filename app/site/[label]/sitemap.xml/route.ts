import { connection } from 'next/server';
import { siteSitemapResponse } from '@/lib/sites/serve/site-files';

type Context = { params: Promise<{ label: string }> };

/** /sitemap.xml on a site's own host: its pages, on its own address. */
export async function GET(_request: Request, context: Context) {
  // Per request from cached data: keeps `next build` from prerendering it (and opening the database).
  await connection();
  return siteSitemapResponse((await context.params).label);
}
