import 'server-only';
import { createClient } from '@redis/client';
import { getConfig } from '@/lib/config';
import { logger } from '@/lib/logger';

/**
 * Names on-demand TLS's ask was recently refused for (decision 0020). Caddy asks on every TLS
 * handshake for a name it holds no certificate for, so a scanner repeating made-up names cost one
 * ask and one database query per handshake; a refusal is now answered from here for
 * TLS_REFUSAL_SECONDS. A site published or a domain verified meanwhile forgets its name at once
 * (lib/sites/serve/cache.ts, lib/sites/domains/domains.ts): on every instance when they share Redis (REDIS_URL),
 * on the instance that made the change otherwise, the others within TLS_REFUSAL_SECONDS.
 */
export const TLS_REFUSAL_SECONDS = 30;
/** Names kept at once by an instance without Redis; beyond it the oldest go. */
const MAX_LOCAL = 10_000;
const KEY_PREFIX = 'vitrina:tls-refused:';
/** A Redis that does not answer within this falls back to the database. */
const REDIS_TIMEOUT_MS = 300;
/** How long forgetting a refusal may wait for a first connection to Redis. */
const FORGET_WAIT_MS = 3_000;

type Store = {
  has(name: string, now: number): Promise<boolean>;
  add(name: string, now: number): Promise<void>;
  forget(name: string): Promise<void>;
};

/** This instance's own refusals: a bounded map of expiry times. */
function localStore(): Store {
  const until = new Map<string, number>();
  return {
    async has(name, now) {
      const expiry = until.get(name);
      if (expiry === undefined) return false;
      if (expiry > now) return true;
      until.delete(name);
      return false;
    },
    async add(name, now) {
      if (until.size >= MAX_LOCAL) {
        for (const [key, expiry] of until) if (expiry <= now) until.delete(key);
        if (until.size >= MAX_LOCAL) until.delete(until.keys().next().value!);
      }
      until.delete(name);
      until.set(name, now + TLS_REFUSAL_SECONDS * 1_000);
    },
    async forget(name) {
      until.delete(name);
    },
  };
}

/**
 * Refusals every instance shares, as keys that expire in Redis. A Redis that is down or slow never
 * refuses a name: the answer falls back to the database, as before this cache.
 */
function redisStore(url: string): Store {
  const client = createClient({
    url,
    // Fail at once while disconnected instead of queueing behind a handshake.
    disableOfflineQueue: true,
    socket: { connectTimeout: 1_000, reconnectStrategy: (retries) => Math.min(200 * 2 ** retries, 5_000) },
  });
  let lastWarned = 0;
  client.on('error', (err) => {
    // Reconnects retry for ever; one line a minute says so without flooding the log.
    if (Date.now() - lastWarned < 60_000) return;
    lastWarned = Date.now();
    logger.warn({ err }, 'TLS refusals cache: Redis unreachable; asking the database');
  });
  const connecting = client.connect().catch(() => undefined);
  /** Whether Redis is connected, waiting for the first connection at most `waitMs`. */
  const ready = async (waitMs: number) => {
    await Promise.race([connecting, sleep(waitMs)]);
    return client.isReady;
  };
  const quick = async <T>(command: () => Promise<T>, fallback: T): Promise<T> => {
    if (!(await ready(REDIS_TIMEOUT_MS))) return fallback;
    return Promise.race([command(), sleep(REDIS_TIMEOUT_MS).then(() => fallback)]).catch(() => fallback);
  };
  return {
    has: (name) => quick(async () => (await client.exists(KEY_PREFIX + name)) === 1, false),
    add: (name) => quick(async () => void (await client.set(KEY_PREFIX + name, '1', { expiration: { type: 'EX', value: TLS_REFUSAL_SECONDS } })), undefined),
    // Off any handshake's path, so it may wait for a first connection; a failure is logged by the caller.
    forget: async (name) => {
      if (!(await ready(FORGET_WAIT_MS))) throw new Error('Redis not connected');
      await client.del(KEY_PREFIX + name);
    },
  };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * One store per process, kept on globalThis: Next bundles the route that answers the ask and the
 * actions that publish apart, each with its own copy of this module, and a publish must forget
 * what the ask remembered.
 */
const STORE = Symbol.for('vitrina.tls-refusals');
function refusals(): Store {
  const shared = globalThis as { [STORE]?: Store };
  if (!shared[STORE]) {
    const cache = getConfig().pageCache;
    shared[STORE] = cache.kind === 'redis' ? redisStore(cache.url) : localStore();
  }
  return shared[STORE];
}

/** Whether `name` was refused within the last TLS_REFUSAL_SECONDS. */
export const refusedRecently = (name: string, now = Date.now()) => refusals().has(name, now);

/** Notes that `name` was refused. */
export const rememberRefusal = (name: string, now = Date.now()) => refusals().add(name, now);

/** Lets `name` be asked afresh: it shows a site now. Never throws. */
export function forgetRefusal(name: string): void {
  refusals()
    .forget(name)
    .catch((err: unknown) => logger.warn({ err, name }, 'TLS refusal not forgotten; it expires by itself'));
}

/** forgetRefusal for a site's own host, `{label}.{SITES_DOMAIN}` (none without a sites domain). */
export function forgetLabelRefusal(label: string): void {
  const { domain } = getConfig().sites;
  if (domain) forgetRefusal(`${label}.${domain}`);
}
