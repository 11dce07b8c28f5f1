import 'server-only';
import { getConfig } from '@/lib/config';
import { logger } from '@/lib/logger';
// The same key the server in front of Next reads (scripts/site-edge.mjs, decision 0017).
import { VISIT_SINK } from '@/scripts/site-edge.mjs';
import { siteHostPattern } from './host-pattern.mjs';
import { addSiteCount, countedPath, isRobot } from './visits';

/** A second's worth of counting-pixel hits of one host, page and browser, as scripts/site-edge.mjs adds them up. */
export type VisitHits = { host: string; path: string; userAgent: string; count: number };

/**
 * Counts what the edge collected: robots dropped, each host resolved to its site (a label host,
 * or a verified custom domain), and one upsert per site and page. Hosts that are no live site's,
 * and pages the site does not have, count nothing and leave nothing behind. Returns how many views were stored.
 */
export async function countSiteVisits(hits: VisitHits[], now: Date = new Date()): Promise<number> {
  const labelHost = new RegExp(`^${siteHostPattern(getConfig().sites.domain ?? undefined)}$`);
  const perPage = new Map<string, { site: string; path: string; count: number }>();
  for (const hit of hits) {
    if (isRobot(hit.userAgent) || !Number.isInteger(hit.count) || hit.count < 1) continue;
    const site = labelHost.exec(hit.host)?.groups?.label ?? (hit.host.includes('.') ? hit.host : null);
    if (!site) continue;
    const path = countedPath(hit.path);
    if (!path) continue;
    const key = `${site}\n${path}`;
    const group = perPage.get(key);
    if (group) group.count += hit.count;
    else perPage.set(key, { site, path, count: hit.count });
  }
  let stored = 0;
  for (const { site, path, count } of perPage.values()) {
    if (await addSiteCount(site, 'view', path, count, now)) stored += count;
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
