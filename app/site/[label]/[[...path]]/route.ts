import { liveSiteResponse } from '@/lib/sites/serve/serve-site';

/**
 * Every page of a customer's live site, reached through its own host (lib/sites/serve/host-rewrites.ts),
 * as a complete HTML page with no script (lib/sites/render/render-html.ts). Rendered on the first visit
 * and served from Next's cache (shared through Redis when configured) until a publish, suspension
 * or reactivation expires it (lib/sites/serve/cache.ts); the hour is a backstop for instances that do
 * not share a cache.
 */
export const revalidate = 3600;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

type Context = { params: Promise<{ label: string; path?: string[] }> };

export async function GET(_request: Request, context: Context) {
  const { label, path } = await context.params;
  return liveSiteResponse(label, path);
}
