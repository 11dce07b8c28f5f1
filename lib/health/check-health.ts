import 'server-only';
import { createClient } from '@redis/client';
import { sql } from 'drizzle-orm';
import { getConfig } from '@/lib/config';
import { getDb } from '@/lib/db/client';
import { smtpTransport } from '@/lib/email/smtp-transport';
import { logger } from '@/lib/logger';

const TIMEOUT_MS = 2_000;

/** True when `check` settles in time without throwing; the failure is logged under `name`. */
async function passes(name: string, check: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${name} health check timed out`)), TIMEOUT_MS);
    });
    await Promise.race([check(), timeout]);
    return true;
  } catch (err) {
    logger.warn({ err }, `health check: ${name} unreachable`);
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** True when the database answers a trivial query in time. */
export function isDatabaseReachable(): Promise<boolean> {
  return passes('database', () => getDb().execute(sql`select 1`));
}

/**
 * The mail transport's state: an SMTP server must accept a connection and our credentials
 * (nodemailer's verify); the disk transport was chosen explicitly and has nothing to reach.
 */
export async function mailTransportState(): Promise<'up' | 'down' | 'disk'> {
  const { transport } = getConfig().mail;
  if (transport.kind === 'disk') return 'disk';
  return (await passes('mail', () => smtpTransport(transport.url).verify())) ? 'up' : 'down';
}

/**
 * Where this instance keeps its page cache, and whether Redis answers when it is shared. An
 * instance without REDIS_URL (or with another one) serves its own copies, stale after a publish
 * on its peers: comparing `pageCache` across instances shows it.
 */
export async function pageCacheState(): Promise<{ pageCache: 'redis'; redis: 'up' | 'down' } | { pageCache: 'local' }> {
  const cache = getConfig().pageCache;
  if (cache.kind === 'local') return { pageCache: 'local' };
  // A client of its own, opened for the check: Next's lives in cache-handler.mjs, outside the bundle.
  const client = createClient({ url: cache.url, socket: { connectTimeout: TIMEOUT_MS, reconnectStrategy: false } });
  client.on('error', () => undefined);
  const up = await passes('redis', async () => {
    await client.connect();
    await client.ping();
  });
  if (client.isOpen) client.destroy();
  return { pageCache: 'redis', redis: up ? 'up' : 'down' };
}
