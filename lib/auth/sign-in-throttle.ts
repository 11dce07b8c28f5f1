import 'server-only';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { knownSignInAddresses, signInFailures } from '@/db/schema';
import { getDb } from '@/lib/db/client';

/**
 * The growing delay per account and client address (decision 0019): a few free mistakes, then
 * each failure makes that address wait twice as long as the previous one before its next try,
 * up to a cap; the count is forgotten a day after its first failure, or at a success.
 */
export const ADDRESS_DELAY = {
  freeFailures: 5,
  firstDelaySeconds: 60,
  maxDelaySeconds: 15 * 60,
  windowSeconds: 24 * 60 * 60,
};

/** How long an address that signed in stays known to the account without signing in again. */
export const KNOWN_ADDRESS_DAYS = 180;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Seconds an address must wait after its `failures`-th failure in the window. */
export function delayAfter(failures: number): number {
  if (failures < ADDRESS_DELAY.freeFailures) return 0;
  const doublings = failures - ADDRESS_DELAY.freeFailures;
  // Past 2^10 the cap has long been reached; the bound keeps the power finite.
  return Math.min(ADDRESS_DELAY.maxDelaySeconds, ADDRESS_DELAY.firstDelaySeconds * 2 ** Math.min(doublings, 10));
}

/** Seconds before `key` may try again (0: now). */
export async function secondsUntilAllowed(key: string, now = new Date()): Promise<number> {
  const [row] = await getDb().select().from(signInFailures).where(eq(signInFailures.key, key)).limit(1);
  if (!row || row.windowStart.getTime() <= now.getTime() - ADDRESS_DELAY.windowSeconds * 1000) return 0;
  const allowedAt = row.lastFailureAt.getTime() + delayAfter(row.failures) * 1000;
  return Math.max(0, Math.ceil((allowedAt - now.getTime()) / 1000));
}

/** Counts one failure for `key`, starting a new window once the previous one is a day old. */
export async function recordFailure(key: string, now = new Date()): Promise<void> {
  const expired = sql`${signInFailures.windowStart} <= ${new Date(now.getTime() - ADDRESS_DELAY.windowSeconds * 1000)}`;
  await getDb()
    .insert(signInFailures)
    .values({ key, failures: 1, windowStart: now, lastFailureAt: now })
    .onConflictDoUpdate({
      target: signInFailures.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${signInFailures.failures} + 1 end`,
        windowStart: sql`case when ${expired} then ${now} else ${signInFailures.windowStart} end`,
        lastFailureAt: now,
      },
    });
}

export async function forgetFailures(key: string): Promise<void> {
  await getDb().delete(signInFailures).where(eq(signInFailures.key, key));
}

export async function rememberAddress(userId: string, address: string, now = new Date()): Promise<void> {
  await getDb()
    .insert(knownSignInAddresses)
    .values({ userId, address, lastSignInAt: now })
    .onConflictDoUpdate({ target: [knownSignInAddresses.userId, knownSignInAddresses.address], set: { lastSignInAt: now } });
}

export async function isKnownAddress(userId: string, address: string, now = new Date()): Promise<boolean> {
  const [row] = await getDb()
    .select({ userId: knownSignInAddresses.userId })
    .from(knownSignInAddresses)
    .where(
      and(
        eq(knownSignInAddresses.userId, userId),
        eq(knownSignInAddresses.address, address),
        gt(knownSignInAddresses.lastSignInAt, new Date(now.getTime() - KNOWN_ADDRESS_DAYS * DAY_MS)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * The daily clean-up: a failure count past its window and an address not seen for
 * KNOWN_ADDRESS_DAYS decide nothing any more, and they hold an e-mail typed and a client address
 * (Ley 29733: kept no longer than they serve).
 */
export async function pruneSignInRecords(now = new Date()): Promise<{ failures: number; addresses: number }> {
  const db = getDb();
  const failures = await db
    .delete(signInFailures)
    .where(lte(signInFailures.windowStart, new Date(now.getTime() - ADDRESS_DELAY.windowSeconds * 1000)))
    .returning({ key: signInFailures.key });
  const addresses = await db
    .delete(knownSignInAddresses)
    .where(lte(knownSignInAddresses.lastSignInAt, new Date(now.getTime() - KNOWN_ADDRESS_DAYS * DAY_MS)))
    .returning({ userId: knownSignInAddresses.userId });
  return { failures: failures.length, addresses: addresses.length };
}
