import 'server-only';
import { eq } from 'drizzle-orm';
import { subscriptions, user } from '@/db/schema';
import { getDb } from '@/lib/db/client';
import { hasLiveOwnSite } from '@/lib/customer-site/own-site';
import { cancellationConsequences, cancelModeOf } from './cancellation-terms';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The caller's own subscription row (one per user), or null. */
export async function getSubscriptionRow(userId: string): Promise<SubscriptionRow | null> {
  const [row] = await getDb().select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
  return row ?? null;
}

/** Who to write to about a subscription. */
export async function getSubscriber(userId: string): Promise<{ email: string; name: string } | null> {
  const [row] = await getDb().select({ email: user.email, name: user.name }).from(user).where(eq(user.id, userId)).limit(1);
  return row ?? null;
}

/** The cancel dialog's sentences for the customer's subscription as it is now; null when there is nothing to cancel. */
export async function readCancelConsequences(userId: string, now: Date = new Date()): Promise<string[] | null> {
  const row = await getSubscriptionRow(userId);
  const mode = row && cancelModeOf(row.status, row.cancelAtPeriodEnd);
  if (!row || !mode) return null;
  return cancellationConsequences(
    mode,
    { paidUntil: row.currentPeriodEnd, firstActivatedAt: row.firstActivatedAt, hasLiveSite: await hasLiveOwnSite({ userId }) },
    now,
  );
}
