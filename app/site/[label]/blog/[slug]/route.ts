import { liveSiteResponse } from '@/lib/sites/serve/serve-site';
import { SITE_BLOG_PATH } from '@/lib/sites/document/site-paths';

/**
 * One article of a site's blog. Unlike the site's pages, rendered on every visit: an article's
 * address is open-ended (any slug), and Next would keep a cache entry, and a note in memory, for
 * every slug anyone typed, a 404 included. The articles themselves are read from the data cache
 * of the site's published articles, expired at each publish (lib/sites/serve/cache.ts).
 */
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ label: string; slug: string }> };

export async function GET(_request: Request, context: Context) {
  const { label, slug } = await context.params;
  return liveSiteResponse(label, [SITE_BLOG_PATH, slug]);
}
