import { ownPageResponse } from '@/lib/sites/serve/serve-site';

/**
 * A page the customer named (issue 26), reached through its own host as /{slug}
 * (lib/sites/serve/host-rewrites.ts). Its address is open-ended, so like an article it is
 * rendered on every visit and leaves no cache entry, nor a note in memory, for a path that is not
 * a page: the site's published document comes from the data cache expired at each publish.
 */
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ label: string; slug: string }> };

export async function GET(_request: Request, context: Context) {
  const { label, slug } = await context.params;
  return ownPageResponse(label, slug);
}
