// Next's page and data cache in Redis, for several instances behind one address
// (docs/decisions/0009-shared-cache-redis.md). next.config.ts points Next here only when REDIS_URL is
// set; without it Next keeps its own file cache. Next loads this file by path, outside the app's
// bundle, so it reads REDIS_URL itself (lib/config checks the same variable at start-up).
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createClient } from '@redis/client';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';

/** A page without its own revalidate time is re-rendered in the background after this long, and dropped from Redis half as long again later (old builds' entries included). */
const STALE_AFTER_SECONDS = 30 * 24 * 60 * 60;

let connecting = null;

/**
 * A cached answer with the tags Next named for it. The handler keeps a page's tags (APP_PAGE) from
 * its x-next-cache-tags header, but a route handler's (APP_ROUTE: every page of a customer's site,
 * its sitemap and robots) with none, so another instance never saw that a publish had expired
 * it: it served the old page from Redis until the instance that published rendered the new one
 * (measured with scripts/bench/quick-edit.ts; up to the hour's backstop when that instance gets no
 * visitor). With its tags, a tag expired on one instance expires the answer on every instance.
 * @template {{ tags?: readonly string[]; value?: { kind?: string; headers?: Record<string, unknown> } | null }} Entry
 * @param {Entry} entry
 * @returns {Entry}
 */
export function withRouteTags(entry) {
  if (entry?.value?.kind !== 'APP_ROUTE' || (entry.tags?.length ?? 0) > 0) return entry;
  const header = entry.value.headers?.['x-next-cache-tags'];
  const tags = typeof header === 'string' ? header.split(',').filter(Boolean) : [];
  return tags.length > 0 ? { ...entry, tags } : entry;
}

/**
 * The handler each instance reads and writes Redis through: one namespace per build, so an
 * instance never serves a page whose scripts another build made; route answers keep their tags.
 * @param {import('@redis/client').RedisClientType} client
 * @param {string} buildId
 */
export function sharedHandler(client, buildId) {
  const redis = createRedisHandler({ client, keyPrefix: `vitrina:${buildId}:`, timeoutMs: 1_000, keyExpirationStrategy: 'EXAT' });
  return { ...redis, set: (key, entry, ctx) => redis.set(key, withRouteTags(entry), ctx) };
}

CacheHandler.onCreation(({ buildId }) => {
  // The build has no Redis to talk to and writes its own output; each instance creates this once.
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD || !buildId) return { handlers: [] };
  connecting ??= (async () => {
    const client = createClient({
      url: process.env.REDIS_URL,
      pingInterval: 10_000,
      // A command while disconnected fails at once: Next then renders the page instead of
      // waiting, and the site stays up (slower) until Redis is back.
      disableOfflineQueue: true,
    });
    let down = false;
    client.on('error', (error) => {
      // node-redis reports every failed reconnection; one line per outage is enough.
      if (!down) console.warn(JSON.stringify({ level: 'warn', msg: 'shared cache (redis) unreachable, rendering without it', err: String(error) }));
      down = true;
    });
    client.on('ready', () => {
      down = false;
    });
    // Not awaited: with Redis down at start-up the instance still serves, and reconnects by itself.
    client.connect().catch(() => {});
    return {
      handlers: [sharedHandler(client, buildId)],
      ttl: { defaultStaleAge: STALE_AFTER_SECONDS },
    };
  })();
  return connecting;
});

export default CacheHandler;
