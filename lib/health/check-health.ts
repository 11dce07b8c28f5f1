import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { logger } from '@/lib/logger';

const TIMEOUT_MS = 2_000;

/** True when the database answers a trivial query in time. */
export async function isDatabaseReachable(): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('database health check timed out')), TIMEOUT_MS);
    });
    await Promise.race([getDb().execute(sql`select 1`), timeout]);
    return true;
  } catch (err) {
    logger.warn({ err }, 'health check: database unreachable');
    return false;
  } finally {
    clearTimeout(timer);
  }
}
