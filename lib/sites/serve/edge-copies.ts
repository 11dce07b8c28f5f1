import 'server-only';
import { createClient } from '@redis/client';
import { and, eq, isNotNull } from 'drizzle-orm';
import { siteDomains, sites } from '@/db/schema';
import { getConfig } from '@/lib/config';
import { getDb } from '@/lib/db/client';
import { logger } from '@/lib/logger';
// The key the server in front of Next registers its function under (lib/http/edge-hooks.mjs, decision 0017).
import { EDGE_FORGET } from '@/lib/http/edge-hooks.mjs';

/**
 * The edge in front of Next keeps a site page's answer for a second (scripts/site-edge.mjs). Once a
 * publish has expired the site's cache, its copies are dropped at once on every instance, so an
 * owner's quick edit is served on the next request rather than up to a second (two while a copy is
 * being refreshed) later: here on this instance, through Redis on the others (decision 0039).
 */
const CHANNEL = 'vitrina:edge-forget';
/** Site keys in one message: a label and its verified domain, a daily job's batch at most. */
const MAX_KEYS = 1_000;
/** How long a publish waits for a first connection to Redis before the others are left to their second. */
const CONNECT_WAIT_MS = 1_000;

type Forget = (siteKeys: string[]) => void;

/** The edge's function in this process: none under `next dev` or in a test, where nothing keeps copies. */
const edgeHere = () => {
  const forget = (globalThis as Record<symbol, unknown>)[EDGE_FORGET];
  return typeof forget === 'function' ? (forget as Forget) : null;
};
const forgetHere: Forget = (siteKeys) => edgeHere()?.(siteKeys);

/** The label and the verified domains of the sites: the names the edge keeps their copies under. */
async function siteKeysOf(labels: string[]): Promise<string[]> {
  const domains = await Promise.all(
    labels.map((label) =>
      getDb()
        .select({ domain: siteDomains.domain })
        .from(siteDomains)
        .innerJoin(sites, eq(sites.id, siteDomains.siteId))
        .where(and(eq(sites.label, label), isNotNull(siteDomains.verifiedAt))),
    ),
  );
  return [...labels, ...domains.flat().map((row) => row.domain)];
}

type Publisher = { publish(message: string): Promise<void> };

/** One connection per process for publishing, kept on globalThis: Next bundles the callers apart. */
const PUBLISHER = Symbol.for('vitrina.edge-forget.publisher');
function publisher(url: string): Publisher {
  const shared = globalThis as { [PUBLISHER]?: Publisher };
  if (shared[PUBLISHER]) return shared[PUBLISHER];
  const client = createClient({ url, disableOfflineQueue: true, socket: { connectTimeout: 1_000 } });
  client.on('error', () => undefined); // a failed publish is logged by the caller
  const connecting = client.connect().catch(() => undefined);
  shared[PUBLISHER] = {
    async publish(message) {
      await Promise.race([connecting, new Promise((resolve) => setTimeout(resolve, CONNECT_WAIT_MS).unref())]);
      if (!client.isReady) throw new Error('Redis not connected');
      await client.publish(CHANNEL, message);
    },
  };
  return shared[PUBLISHER];
}

/**
 * Drops the edge's copies of these sites' pages on every instance. Call it once their cache has
 * been expired, never before: a copy made in between would be the old page again. Never throws:
 * an instance that misses the message serves its copy out, a second at most.
 */
export async function forgetEdgeCopies(labels: string[]): Promise<void> {
  const cache = getConfig().pageCache;
  if (labels.length === 0 || (cache.kind !== 'redis' && !edgeHere())) return;
  try {
    const siteKeys = await siteKeysOf(labels);
    forgetHere(siteKeys);
    if (cache.kind === 'redis') await publisher(cache.url).publish(JSON.stringify(siteKeys));
  } catch (err) {
    logger.warn({ err, labels }, 'site copies not dropped everywhere; they expire within a second');
  }
}

/** The site keys a message names, or null for anything else on the channel. */
export function siteKeysIn(message: string): string[] | null {
  try {
    const keys: unknown = JSON.parse(message);
    return Array.isArray(keys) && keys.length <= MAX_KEYS && keys.every((key) => typeof key === 'string' && key.length <= 253) ? keys : null;
  } catch {
    return null;
  }
}

/**
 * At start-up, with a shared Redis: drops the copies other instances' publishes name. A dropped
 * connection is retried by the client; meanwhile copies expire within their second as before.
 */
export function listenForEdgeForgets(): void {
  const cache = getConfig().pageCache;
  if (cache.kind !== 'redis') return;
  const subscriber = createClient({ url: cache.url, socket: { reconnectStrategy: (retries) => Math.min(200 * 2 ** retries, 5_000) } });
  let lastWarned = 0;
  subscriber.on('error', (err) => {
    if (Date.now() - lastWarned < 60_000) return;
    lastWarned = Date.now();
    logger.warn({ err }, "site copies: Redis unreachable; other instances' publishes show within a second");
  });
  subscriber
    .connect()
    .then(() =>
      subscriber.subscribe(CHANNEL, (message) => {
        const siteKeys = siteKeysIn(message);
        if (siteKeys) forgetHere(siteKeys);
      }),
    )
    .catch((err: unknown) => logger.warn({ err }, 'site copies: not listening for other instances'));
}
