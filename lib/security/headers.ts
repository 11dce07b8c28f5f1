/**
 * Pages other sites' pages may never frame; the customer's site preview is the one exception (the
 * dashboard and the editor embed it, and its own policy lets only the app's pages do so).
 */
export const NOT_FRAMEABLE_SOURCE = '/((?!vista-previa(?:/|$)).*)';
export const FRAME_DENY_HEADERS = [{ key: 'X-Frame-Options', value: 'DENY' }];

/** Headers every response carries (next.config.ts applies them to all routes). */
export function baseSecurityHeaders(isProduction: boolean): { key: string; value: string }[] {
  const headers = [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
  if (isProduction) {
    headers.push({ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' });
  }
  return headers;
}
