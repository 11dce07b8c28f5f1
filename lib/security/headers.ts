/**
 * Pages other sites' pages may never frame; the customer's site preview is the one exception (the
 * dashboard and the editor embed it, and its own policy lets only the app's pages do so).
 */
export const NOT_FRAMEABLE_SOURCE = '/((?!vista-previa(?:/|$)).*)';
export const FRAME_DENY_HEADERS = [{ key: 'X-Frame-Options', value: 'DENY' }];

type HeaderRule = {
  source: string;
  has?: { type: 'host'; value: string }[];
  missing?: { type: 'host'; value: string }[];
  headers: { key: string; value: string }[];
};

/** Our own names (the app's domain, the sites domain): HTTPS on them and every subdomain, for good. */
export const OWN_HOSTS_HSTS = 'max-age=63072000; includeSubDomains; preload';
/**
 * A customer's own domain: that one name only. includeSubDomains would force HTTPS on hosts of
 * theirs we never serve, and preload would ask browsers to hard-code a domain we do not control.
 */
export const CUSTOM_DOMAIN_HSTS = 'max-age=31536000';

/**
 * Strict-Transport-Security in production, by host: customers' own domains (`customDomainHost`,
 * lib/sites/serve/host-pattern.mjs) get the plain policy, every other host ours.
 */
export function strictTransportRules(customDomainHost: string | null): HeaderRule[] {
  const header = (value: string) => [{ key: 'Strict-Transport-Security', value }];
  if (!customDomainHost) return [{ source: '/:path*', headers: header(OWN_HOSTS_HSTS) }];
  const customDomain = [{ type: 'host' as const, value: customDomainHost }];
  return [
    { source: '/:path*', missing: customDomain, headers: header(OWN_HOSTS_HSTS) },
    { source: '/:path*', has: customDomain, headers: header(CUSTOM_DOMAIN_HSTS) },
  ];
}

/** Headers every response carries (next.config.ts applies them to all routes). */
export const BASE_SECURITY_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
];
