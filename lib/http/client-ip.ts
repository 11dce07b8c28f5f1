/**
 * The client's address, as the configured proxies report it.
 *
 * Each trusted proxy in front of the app appends the address it saw to X-Forwarded-For, so the
 * client is `trustedProxyCount` entries from the right; anything further left was written by
 * the client and is ignored. A forged header therefore neither dodges a limit nor pins it on
 * somebody else. See docs/decisions/0002-client-address.md.
 */
export function clientIpFromForwardedFor(header: string | null, trustedProxyCount: number): string {
  const hops = (header ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (hops.length === 0) return 'unknown';
  const index = Math.max(0, hops.length - Math.max(1, trustedProxyCount));
  return hops[index] ?? 'unknown';
}

/** Header lib/auth/handler.ts sets (overwriting any value the client sent) for Better Auth's limits. */
export const CLIENT_IP_HEADER = 'x-vitrina-client-ip';
