import { connection } from 'next/server';
import { siteRobotsResponse } from '@/lib/sites/serve/site-files';

type Context = { params: Promise<{ label: string }> };

/** /robots.txt on a site's own host. */
export async function GET(_request: Request, context: Context) {
  // Per request from cached data: keeps `next build` from prerendering it (and opening the database).
  await connection();
  return siteRobotsResponse((await context.params).label);
}
