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
      // One namespace per build, so an instance never serves a page whose scripts another build made.
      handlers: [createRedisHandler({ client, keyPrefix: `vitrina:${buildId}:`, timeoutMs: 1_000, keyExpirationStrategy: 'EXAT' })],
      ttl: { defaultStaleAge: STALE_AFTER_SECONDS },
    };
  })();
  return connecting;
});

export default CacheHandler;
