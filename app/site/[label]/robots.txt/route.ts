import { siteRobotsResponse } from '@/lib/sites/site-files';

type Context = { params: Promise<{ label: string }> };

/** /robots.txt on a site's own host. */
export async function GET(_request: Request, context: Context) {
  return siteRobotsResponse((await context.params).label);
}
