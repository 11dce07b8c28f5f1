import 'server-only';
import { and, eq, isNotNull } from 'drizzle-orm';
import { sites, subscriptions, trialSubmissions, user } from '@/db/schema';
import { getDb } from '@/lib/db/client';
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

/** Whether the customer's site is online at our address: what a lapse's grace period applies to. */
export async function hasLiveSite(userId: string): Promise<boolean> {
  const [site] = await getDb()
    .select({ id: sites.id })
    .from(sites)
    .innerJoin(trialSubmissions, eq(trialSubmissions.id, sites.submissionId))
    .where(and(eq(trialSubmissions.userId, userId), eq(sites.status, 'live'), isNotNull(sites.publishedVersionId)))
    .limit(1);
  return Boolean(site);
}

/** The cancel dialog's sentences for the customer's subscription as it is now; null when there is nothing to cancel. */
export async function readCancelConsequences(userId: string, now: Date = new Date()): Promise<string[] | null> {
  const row = await getSubscriptionRow(userId);
  const mode = row && cancelModeOf(row.status, row.cancelAtPeriodEnd);
  if (!row || !mode) return null;
  return cancellationConsequences(mode, { paidUntil: row.currentPeriodEnd, firstActivatedAt: row.firstActivatedAt, hasLiveSite: await hasLiveSite(userId) }, now);
}
