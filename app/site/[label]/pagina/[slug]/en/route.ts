import { ownPageResponse } from '@/lib/sites/serve/serve-site';

/** A page the customer named, in English (/en/{slug}, lib/sites/serve/host-rewrites.ts): rendered per visit like its Spanish twin. */
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ label: string; slug: string }> };

export async function GET(_request: Request, context: Context) {
  const { label, slug } = await context.params;
  return ownPageResponse(label, slug, 'en');
}
