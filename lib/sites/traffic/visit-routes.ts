import 'server-only';
import { getConfig } from '@/lib/config';
import { clientIpFrom } from '@/lib/http/client-ip';
import { getServedSite } from '@/lib/sites/serve/served-site';
import { countSiteEvent, countedPath, visitorOf } from './visits';
import { phoneHref, whatsappHref } from '@/lib/sites/document/contact-links';

/** The smallest transparent GIF: what the page's counting image receives. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** GET /v.gif?p=/page on a site's host: counts one view (robots excepted) and answers the pixel. */
export async function answerVisitBeacon(labelOrDomain: string, request: Request): Promise<Response> {
  const visitor = visitorOf(clientIpFrom(request.headers, getConfig().auth.trustedProxyCount));
  await countSiteEvent(labelOrDomain, 'view', countedPath(new URL(request.url).searchParams.get('p')), request.headers.get('user-agent'), visitor);
  return new Response(PIXEL, { headers: { 'content-type': 'image/gif', 'cache-control': 'no-store, max-age=0' } });
}

const DESTINATIONS = { whatsapp: { kind: 'whatsapp', href: whatsappHref }, telefono: { kind: 'phone', href: phoneHref } } as const;

/**
 * GET /ir/whatsapp and /ir/telefono on a site's host: the site's own contact links pass here, so
 * the owner sees how many visitors reached out; answered with a redirect to the real link.
 */
export async function answerContactRedirect(labelOrDomain: string, destination: string, request: Request): Promise<Response> {
  const target = DESTINATIONS[destination as keyof typeof DESTINATIONS];
  const site = target ? await getServedSite(labelOrDomain) : null;
  const href = site?.state === 'live' ? target!.href(site.document.business) : null;
  if (!href) return new Response('Not found', { status: 404 });
  await countSiteEvent(
    labelOrDomain,
    target!.kind,
    '',
    request.headers.get('user-agent'),
    visitorOf(clientIpFrom(request.headers, getConfig().auth.trustedProxyCount)),
  );
  return new Response(null, { status: 302, headers: { location: href, 'cache-control': 'no-store' } });
}

/**
 * GET /qr and /qr/{page} on a site's host: where the printed QR codes lead (lib/sites/qr). The
 * scan is counted as a visit from the QR and answered with a redirect to the page itself, which
 * stays one cached address (decision 0017); a page the site does not have is a 404.
 */
export async function answerQrScan(labelOrDomain: string, slug: string, request: Request): Promise<Response> {
  const site = await getServedSite(labelOrDomain);
  if (site.state !== 'live' || !site.document.pages.some((page) => page.slug === slug)) return new Response('Not found', { status: 404 });
  const path = `/${slug}`;
  await countSiteEvent(
    labelOrDomain,
    'qr',
    path,
    request.headers.get('user-agent'),
    visitorOf(clientIpFrom(request.headers, getConfig().auth.trustedProxyCount)),
  );
  return new Response(null, { status: 302, headers: { location: path, 'cache-control': 'no-store' } });
}
