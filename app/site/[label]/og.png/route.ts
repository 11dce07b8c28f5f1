import { siteShareImage } from '@/lib/sites/render/views/site-share-image';
import { getServedSite } from '@/lib/sites/serve/served-site';
import { siteOrigin } from '@/lib/sites/serve/site-url';

/**
 * /og.png on a site's host: its Open Graph picture, drawn once and cached like its pages until
 * the next publish (lib/sites/serve/cache.ts expires everything under the site's route).
 */
export const revalidate = 3600;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

export async function GET(_request: Request, context: { params: Promise<{ label: string }> }) {
  const { label } = await context.params;
  const site = await getServedSite(label);
  if (site.state !== 'live') return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return siteShareImage(site.document, new URL(siteOrigin(label)).host);
}
