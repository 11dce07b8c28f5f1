import 'server-only';
import { eq, or } from 'drizzle-orm';
import { paymentEvents, subscriptions } from '@/db/schema';
import { getDb } from '@/lib/db/client';
import { logger } from '@/lib/logger';
import { sendPaymentFailedEmail } from '@/lib/subscriptions/emails';
import type { SubscriptionRow } from '@/lib/subscriptions/queries';
import { applyProviderSubscription } from './apply-provider-subscription';
import type { BillingEvent, BillingProvider, ProviderSubscription } from './provider';

export type EventOutcome = 'applied' | 'duplicate' | 'ignored' | 'unmatched';

/**
 * Our row for a provider subscription: by subscription id, else by customer id (stored before
 * checkout opened), else by the user id recorded with the checkout, for a row with no customer yet.
 */
async function findRow(event: BillingEvent, state: ProviderSubscription): Promise<SubscriptionRow | null> {
  const db = getDb();
  const customerId = state.customerId || event.customerId;
  const conditions = [eq(subscriptions.providerSubscriptionId, state.subscriptionId)];
  if (customerId) conditions.push(eq(subscriptions.providerCustomerId, customerId));
  const [byProvider] = await db.select().from(subscriptions).where(or(...conditions)).limit(1);
  if (byProvider) return byProvider;
  const userId = state.userId ?? event.userId;
  if (!userId) return null;
  const [byUser] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
  return byUser && !byUser.providerCustomerId ? byUser : null;
}

/**
 * Applies one verified provider event, once. The subscription is re-read from the provider, so
 * events arriving late or out of order still leave the current state. The event id is recorded
 * in the same transaction as the change: a failure records nothing and the provider retries.
 */
export async function handleBillingEvent(provider: BillingProvider, event: BillingEvent): Promise<EventOutcome> {
  if (event.action === 'ignore' || !event.subscriptionId) return 'ignored';
  const db = getDb();
  const [seen] = await db.select({ id: paymentEvents.id }).from(paymentEvents).where(eq(paymentEvents.id, event.id)).limit(1);
  if (seen) return 'duplicate';

  const state = await provider.getSubscription(event.subscriptionId);
  const row = await findRow(event, state);
  if (!row) {
    // Not one of ours (another product on the same account, or a deleted user): retrying won't help.
    logger.warn({ eventId: event.id, type: event.type, subscriptionId: state.subscriptionId }, 'billing event matches no subscription');
    await db.insert(paymentEvents).values({ id: event.id, type: event.type }).onConflictDoNothing();
    return 'unmatched';
  }

  const outcome = await db.transaction(async (tx) => {
    const [recorded] = await tx
      .insert(paymentEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!recorded) return 'duplicate' as const;
    await applyProviderSubscription(tx, row, state);
    return 'applied' as const;
  });

  if (outcome === 'applied' && event.action === 'payment_failed') await sendPaymentFailedEmail(row.userId);
  return outcome;
}
