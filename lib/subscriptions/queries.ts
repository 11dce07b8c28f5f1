import 'server-only';
import { eq } from 'drizzle-orm';
import { subscriptions, user } from '@/db/schema';
import { getDb, type Database } from '@/lib/db/client';
import type { SubscriptionStatus } from './present';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The caller's own subscription row (one per user), or null. */
export async function getSubscriptionRow(userId: string, db: Database = getDb()): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
  return row ?? null;
}

/** What a dashboard shows about a subscription: a plain object, safe to hand to client components. */
export type SubscriptionView = {
  status: SubscriptionStatus;
  planType: string;
  trialEndDate: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  hasProviderCustomer: boolean;
};

export async function getSubscriptionView(userId: string): Promise<SubscriptionView | null> {
  const row = await getSubscriptionRow(userId);
  if (!row) return null;
  return {
    status: row.status,
    planType: row.planType,
    trialEndDate: row.trialEndDate,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    hasProviderCustomer: Boolean(row.providerCustomerId),
  };
}

/** Who to write to about a subscription. */
export async function getSubscriber(userId: string, db: Database = getDb()): Promise<{ email: string; name: string } | null> {
  const [row] = await db.select({ email: user.email, name: user.name }).from(user).where(eq(user.id, userId)).limit(1);
  return row ?? null;
}
