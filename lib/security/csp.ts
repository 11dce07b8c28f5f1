/**
 * Content-Security-Policy, in two strengths (docs/decisions/0001-csp-on-cached-pages.md).
 *
 * Signed-in areas render per request and get a nonce: no inline script runs without it.
 * Public pages are served from cache, where a per-request nonce cannot exist; their policy still
 * allows scripts only from this origin (plus the inline bootstrap Next writes into the cached
 * HTML), and forbids plugins, foreign frames, framing and base-uri changes.
 */
const STRICT_PREFIXES = ['/auth', '/dashboard', '/admin', '/libro-de-reclamaciones'];

export function needsStrictPolicy(pathname: string): boolean {
  return STRICT_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

type PolicyOptions = { nonce?: string; isDev: boolean; imageOrigins?: string[] };

export function buildCsp({ nonce, isDev, imageOrigins = [] }: PolicyOptions): string {
  const scriptSrc = nonce
    ? [`'self'`, `'nonce-${nonce}'`, `'strict-dynamic'`]
    : [`'self'`, `'unsafe-inline'`];
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
    `frame-src 'none'`,
    `worker-src 'self' blob:`,
    `manifest-src 'self'`,
  ];
  if (!isDev) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

export function newNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
}
