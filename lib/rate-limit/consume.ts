import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { requestCounters } from '@/db/schema';
import { getDb } from '@/lib/db/client';

export type RateLimitRule = { max: number; windowSeconds: number };

/**
 * Counts one request for `key` in a fixed window stored in the database (shared by every
 * instance), in a single atomic upsert. Answers whether the request is within the limit.
 */
export async function consumeRateLimit(key: string, rule: RateLimitRule): Promise<{ allowed: boolean; count: number; retryAfterSeconds: number }> {
  const windowMs = rule.windowSeconds * 1000;
  const now = new Date();
  const [row] = await getDb()
    .insert(requestCounters)
    .values({ key, count: 1, windowStart: now })
    .onConflictDoUpdate({
      target: requestCounters.key,
      set: {
        count: sql`case when ${requestCounters.windowStart} <= ${new Date(now.getTime() - windowMs)} then 1 else ${requestCounters.count} + 1 end`,
        windowStart: sql`case when ${requestCounters.windowStart} <= ${new Date(now.getTime() - windowMs)} then ${now} else ${requestCounters.windowStart} end`,
      },
    })
    .returning({ count: requestCounters.count, windowStart: requestCounters.windowStart });
  const count = row?.count ?? 1;
  const windowStart = row?.windowStart ?? now;
  const retryAfterSeconds = Math.max(0, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000));
  return { allowed: count <= rule.max, count, retryAfterSeconds };
}

/** How many requests `key` has counted in its current window, without counting one more. */
export async function countInWindow(key: string, rule: RateLimitRule): Promise<number> {
  const [row] = await getDb().select().from(requestCounters).where(eq(requestCounters.key, key)).limit(1);
  if (!row || row.windowStart.getTime() <= Date.now() - rule.windowSeconds * 1000) return 0;
  return row.count;
}

/** Starts `key` over (e.g. after a successful sign-in). */
export async function resetRateLimit(key: string): Promise<void> {
  await getDb().delete(requestCounters).where(eq(requestCounters.key, key));
}
