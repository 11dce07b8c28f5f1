import 'server-only';
import { getConfig } from '@/lib/config';
import { storageImageOrigins } from '@/lib/storage/origins';

/**
 * What a site's host (and the customer's preview) answers, with the policy that goes with it.
 * A site page runs no script at all, so its policy allows none: styles only inline (the page's
 * own stylesheet), fonts from its own host, images from the web, the app's uploads and data:
 * (the letter favicon), and its forms posting only to itself (and the order form's redirect to WhatsApp). next.config.ts sends no policy of
 * its own to site hosts or the preview, so these are the ones the browser gets.
 */
function sitePolicy(frameAncestors: string, formAction: string): string {
  const config = getConfig();
  const images = ["'self'", 'https:', 'data:', new URL(config.appUrl).origin, ...storageImageOrigins(config)];
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `img-src ${[...new Set(images)].join(' ')}`,
    "font-src 'self'",
    // Nothing on the page can fetch (no script runs), but crawlers' audit tools read the site's
    // robots.txt from inside the page's frame, under this policy.
    "connect-src 'self'",
    `form-action ${formAction}`,
    "base-uri 'none'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

/**
 * WhatsApp's chat addresses: the order form's answer redirects there (issue 27), and a browser
 * applies form-action to each redirect of a form's post. wa.me sends on to api.whatsapp.com.
 */
const WHATSAPP_ORIGINS = 'https://wa.me https://api.whatsapp.com';

/** A live site page: never framed (the app's pages are the only ones that embed sites, through the preview). */
export const liveSiteCsp = () => sitePolicy("'none'", `'self' ${WHATSAPP_ORIGINS}`);
/** The preview lives on the app's host and is embedded by the dashboard and the editor there. */
export const previewSiteCsp = () => sitePolicy("'self'", "'none'");

const HTML_HEADERS = { 'content-type': 'text/html; charset=utf-8' };

export function siteHtmlResponse(html: string, { status = 200, csp }: { status?: number; csp: string }): Response {
  const body = Buffer.from(html);
  // With its length known, a cached page goes out in one piece instead of chunked.
  return new Response(body, { status, headers: { ...HTML_HEADERS, 'content-length': String(body.length), 'content-security-policy': csp } });
}

/** A neutral page with nothing of any customer's: for a missing page and a suspended site. */
function neutralPage(title: string, heading: string, text: string): string {
  return `<!doctype html><html lang="es-PE"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title><style>body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;color:#222;background:#f6f6f6}main{max-width:32rem;padding:2rem;text-align:center}h1{font-size:1.6rem}</style></head><body><main><h1>${heading}</h1><p>${text}</p></main></body></html>`;
}

const NOT_FOUND_HTML = neutralPage('Página no encontrada', 'No encontramos esta página', 'Revisa que la dirección esté bien escrita.');
const UNAVAILABLE_HTML = neutralPage('Sitio no disponible', 'Este sitio no está disponible por ahora', 'Vuelve a visitarlo más tarde.');

/** An unknown label, an unpublished site or a page the site does not have: a real 404. */
export const siteNotFoundResponse = (csp: string) => siteHtmlResponse(NOT_FOUND_HTML, { status: 404, csp });

/** A suspended site: 503, Spanish, and nothing that belonged to the customer (no name, logo or contact data). */
export function siteUnavailableResponse(csp: string): Response {
  const response = siteHtmlResponse(UNAVAILABLE_HTML, { status: 503, csp });
  response.headers.set('retry-after', '86400');
  return response;
}
