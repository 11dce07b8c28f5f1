import 'server-only';
import { eq } from 'drizzle-orm';
import { subscriptions, user } from '@/db/schema';
import { getDb } from '@/lib/db/client';

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
