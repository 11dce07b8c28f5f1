/**
 * Content-Security-Policy, in two strengths (docs/decisions/0001-csp-on-cached-pages.md).
 *
 * Signed-in areas render per request and get a nonce from proxy.ts: no inline script runs
 * without it. Public pages are served from cache, where a per-request nonce cannot exist; their
 * policy, sent by next.config.ts, still allows scripts only from this origin (plus the inline
 * bootstrap Next writes into the cached HTML), and forbids plugins, foreign frames, framing and
 * base-uri changes.
 */

/**
 * First path segments that get the nonce policy. proxy.ts's matcher names the same areas (it
 * must be a literal); tests/unit/csp.test.ts checks that the two agree.
 */
export const STRICT_AREAS = ['auth', 'dashboard', 'admin', 'libro-de-reclamaciones'] as const;

/**
 * next.config.ts `headers()` source of the public policy: every path outside the strict areas,
 * the API (its own policies below), Next's static assets and the customer's site preview (its
 * route sends its own, script-free policy: lib/sites/serve/site-responses.ts). next.config.ts also
 * leaves out customers' site hosts, whose routes send theirs.
 */
export const PUBLIC_POLICY_SOURCE = `/((?!(?:${[...STRICT_AREAS, 'api', '_next', 'vista-previa'].join('|')})(?:/|$)).*)`;

/** Every route handler except the uploads: JSON, redirects and plain text. */
export const API_POLICY_SOURCE = '/api/((?!uploads(?:/|$)).*)';
export const UPLOADS_POLICY_SOURCE = '/api/uploads/:path*';

/**
 * Route handlers answer data, never a document: nothing may load, run or frame it. Set by
 * next.config.ts, so errors, redirects and Better Auth's own answers carry it too.
 */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * Uploaded images opened directly: the browser shows them in an image document of its own,
 * which may load that one image and style itself; nothing can run (sandbox) or frame it.
 */
export const UPLOADS_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";

/**
 * The app's own paths on customers' site hosts that answer a document: /fuentes (the sites' font
 * files) leaves a name that is not one to the app's 404 page. A site's host runs no script
 * (lib/sites/serve/site-responses.ts), and neither does that page there: it keeps its styles and fonts.
 */
export const SITE_HOST_APP_POLICY_SOURCE = '/fuentes/:path*';
export const SITE_HOST_APP_CSP =
  "default-src 'none'; style-src 'self' 'unsafe-inline'; font-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

type PolicyOptions = { nonce?: string; isDev: boolean; imageOrigins?: string[] };

export function buildCsp({ nonce, isDev, imageOrigins = [] }: PolicyOptions): string {
  const scriptSrc = nonce ? [`'self'`, `'nonce-${nonce}'`, `'strict-dynamic'`] : [`'self'`, `'unsafe-inline'`];
  if (isDev) scriptSrc.push(`'unsafe-eval'`);
  const directives = [
    `default-src 'self'`,
    `script-src ${scriptSrc.join(' ')}`,
    // Radix and sonner position elements with style attributes, which nonces cannot cover.
    `style-src 'self' 'unsafe-inline'`,
    `img-src ${["'self'", 'data:', 'blob:', ...imageOrigins].join(' ')}`,
    `font-src 'self' data:`,
    `connect-src 'self'${isDev ? ' ws:' : ''}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
    // Only the app's own pages: the customer's site preview, embedded by the dashboard.
    `frame-src 'self'`,
    `worker-src 'self' blob:`,
    `manifest-src 'self'`,
  ];
  if (!isDev) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/**
 * The public pages' policy. It is fixed when next.config.ts is read (at build), before any
 * runtime configuration exists, so images may come from any HTTPS origin (article covers live in
 * S3 when storage is configured so); those pages render nothing of a signed-in person's.
 */
export function publicCsp(isDev: boolean): string {
  return buildCsp({ isDev, imageOrigins: ['https:'] });
}

export function newNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
}
