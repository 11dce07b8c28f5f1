import 'server-only';
import { getConfig } from '@/lib/config';
import { clientIpFrom, SOCKET_IP_HEADER } from '@/lib/http/client-ip';
import { logger } from '@/lib/logger';
// The key the server in front of Next reads (lib/http/edge-hooks.mjs, decision 0017).
import { VISIT_SINK } from '@/lib/http/edge-hooks.mjs';
import { siteHostPattern } from '@/lib/sites/serve/host-pattern.mjs';
import { addSiteCount, countedPath, isRobot, visitorOf } from './visits';

/**
 * A second's worth of counting-pixel hits of one host, page, browser and client, as
 * scripts/site-edge.mjs adds them up: `socketIp` and `forwardedFor` are what the connection and
 * the proxies said, read here as every other limit reads them (lib/http/client-ip.ts).
 */
export type VisitHits = { host: string; path: string; userAgent: string; count: number; socketIp?: string; forwardedFor?: string };

/**
 * Counts what the edge collected: robots dropped, each host resolved to its site (a label host,
 * or a verified custom domain), and one count per visitor, site and page, however many hits the
 * visitor sent (lib/sites/traffic/visits.ts bounds them in time). Hosts that are no live site's, and
 * pages the site does not have, count nothing and leave nothing behind. Returns how many views
 * were stored.
 */
export async function countSiteVisits(hits: VisitHits[], now: Date = new Date()): Promise<number> {
  const config = getConfig();
  const labelHost = new RegExp(`^${siteHostPattern(config.sites.domain ?? undefined)}$`);
  const perVisit = new Map<string, { site: string; path: string; visitor: string }>();
  for (const hit of hits) {
    if (isRobot(hit.userAgent) || !Number.isInteger(hit.count) || hit.count < 1) continue;
    const site = labelHost.exec(hit.host)?.groups?.label ?? (hit.host.includes('.') ? hit.host : null);
    if (!site) continue;
    const path = countedPath(hit.path);
    if (!path) continue;
    const headers = new Headers({ [SOCKET_IP_HEADER]: hit.socketIp ?? '', 'x-forwarded-for': hit.forwardedFor ?? '' });
    const visitor = visitorOf(clientIpFrom(headers, config.auth.trustedProxyCount));
    perVisit.set(`${site}\n${path}\n${visitor}`, { site, path, visitor });
  }
  let stored = 0;
  for (const { site, path, visitor } of perVisit.values()) {
    if (await addSiteCount(site, 'view', path, { times: 1, visitor }, now)) stored += 1;
  }
  return stored;
}

/** Lets scripts/start.mjs hand its counts to the app (same process: Next runs inside that server). */
export function registerVisitSink(): void {
  (globalThis as Record<symbol, unknown>)[VISIT_SINK] = (hits: VisitHits[]) =>
    countSiteVisits(hits).catch((error: unknown) => {
      logger.error({ err: error }, 'site visits not counted');
      throw error;
    });
}
