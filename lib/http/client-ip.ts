/**
 * The client's address, as the connection or the configured proxies report it
 * (docs/decisions/0002-client-address.md).
 *
 * With no proxy in front (`trustedProxyCount` 0, the default), the only trustworthy address is
 * the TCP peer's, which `npm start` (scripts/start.mjs) writes into SOCKET_IP_HEADER on every
 * request, overwriting whatever the client sent under that name. Without that header (the app
 * was started some other way) every caller shares one 'unknown' bucket: limits hold for all
 * rather than letting anyone pick their own address.
 *
 * Behind N proxies, each appends the address it saw to X-Forwarded-For, so the client is N
 * entries from the right; anything further left was written by the client and is ignored.
 */
export function clientIpFrom(headers: Headers, trustedProxyCount: number): string {
  if (trustedProxyCount === 0) return normalize(headers.get(SOCKET_IP_HEADER) ?? '') || 'unknown';
  const hops = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => normalize(part))
    .filter(Boolean);
  if (hops.length === 0) return 'unknown';
  return hops[Math.max(0, hops.length - trustedProxyCount)] ?? 'unknown';
}

/** `::ffff:203.0.113.5` (an IPv4 peer on a dual-stack socket) is the same client as `203.0.113.5`. */
function normalize(address: string): string {
  const trimmed = address.trim();
  return trimmed.startsWith('::ffff:') && trimmed.includes('.') ? trimmed.slice('::ffff:'.length) : trimmed;
}

/** Set by scripts/start.mjs from the socket (the same literal is there; a unit test compares). */
export const SOCKET_IP_HEADER = 'x-vitrina-socket-ip';

/** Header lib/auth/handler.ts sets (overwriting any value the client sent) for Better Auth's limits. */
export const CLIENT_IP_HEADER = 'x-vitrina-client-ip';
