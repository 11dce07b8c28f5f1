import 'server-only';
import { and, eq, or } from 'drizzle-orm';
import { checkoutSessions, paymentEvents, subscriptions } from '@/db/schema';
import { getDb, type Database } from '@/lib/db/client';
import { logger } from '@/lib/logger';
import { sendPaymentFailedEmail } from '@/lib/billing/emails';
import type { SubscriptionRow } from '@/lib/billing/queries';
import { applyLinkPayment } from './apply-link-payment';
import { announce } from './events';
import { applyProviderSubscription } from './apply-provider-subscription';
import { paidSiteOf } from './paid-site';
import { retireReplacedSubscription } from './replace-card';
import { UnknownToProviderError, type BillingEvent, type BillingProvider, type ProviderPayment, type ProviderSubscription } from './provider';

export type EventOutcome = 'applied' | 'duplicate' | 'ignored' | 'unmatched';

/**
 * The user a completed checkout names, only when we opened that checkout for that user: the
 * reference on a checkout someone else started (a payment link) is whatever they typed.
 */
async function checkoutUserId(event: BillingEvent): Promise<string | null> {
  if (!event.checkoutSessionId || !event.userId) return null;
  const [opened] = await getDb()
    .select({ id: checkoutSessions.id })
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.id, event.checkoutSessionId), eq(checkoutSessions.userId, event.userId)))
    .limit(1);
  return opened ? event.userId : null;
}

/**
 * Our row for a provider subscription: by subscription id, else by customer id (stored before
 * checkout opened), else by the user id recorded with the checkout, for a row with no customer yet.
 */
async function findRow(event: BillingEvent, state: ProviderSubscription): Promise<SubscriptionRow | null> {
  const db = getDb();
  const customerId = state.customerId || event.customerId;
  const conditions = [eq(subscriptions.providerSubscriptionId, state.subscriptionId)];
  if (customerId) conditions.push(eq(subscriptions.providerCustomerId, customerId));
  const [byProvider] = await db
    .select()
    .from(subscriptions)
    .where(or(...conditions))
    .limit(1);
  if (byProvider) return byProvider;
  const userId = state.userId ?? (event.checkoutSessionId ? await checkoutUserId(event) : event.userId);
  if (!userId) return null;
  const [byUser] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
  return byUser && !byUser.providerCustomerId ? byUser : null;
}

/** A payment through a payment link: an approved one pays a month; others change nothing (the link can be paid again). */
async function handleLinkPayment(
  event: BillingEvent,
  payment: ProviderPayment,
  row: SubscriptionRow | undefined,
  unmatched: () => Promise<EventOutcome>,
): Promise<EventOutcome> {
  if (!row) return unmatched();
  if (payment.status !== 'approved') {
    await getDb().insert(paymentEvents).values({ id: event.id, type: event.type }).onConflictDoNothing();
    return 'ignored';
  }
  const outcome = await applyLinkPayment(row, payment, event.id, event.type);
  if (outcome === 'applied') await announce('subscriptionPaid', { userId: row.userId, siteId: paidSiteOf(row, payment) });
  return outcome;
}

/**
 * Applies one verified provider event, once. The subscription is re-read from the provider, so
 * events arriving late or out of order still leave the current state. The event id is recorded
 * in the same transaction as the change: a failure records nothing and the provider retries.
 */
export async function handleBillingEvent(provider: BillingProvider, event: BillingEvent): Promise<EventOutcome> {
  const outcome = await applyEvent(provider, event);
  // The receipt step runs for a repeated notification too: it is idempotent itself, so a failure
  // after the event was recorded still ends with the receipt on the provider's retry.
  if (event.action === 'payment' && event.paymentId && (outcome === 'applied' || outcome === 'duplicate')) {
    await recordPaymentReceipt(provider, event.paymentId);
  }
  return outcome;
}

/**
 * A confirmed payment's receipt, or a refund's credit note (announced; lib/receipts acts). The payment is read
 * again from the provider; the customer comes from our subscription row, never from metadata
 * anyone could set.
 */
async function recordPaymentReceipt(provider: BillingProvider, paymentId: string): Promise<void> {
  const payment = await provider.getPayment(paymentId);
  if (payment.status !== 'approved' && payment.status !== 'refunded') return;
  const match = payment.subscriptionId
    ? eq(subscriptions.providerSubscriptionId, payment.subscriptionId)
    : payment.customerId
      ? eq(subscriptions.providerCustomerId, payment.customerId)
      : null;
  if (!match) return;
  const [row] = await getDb().select({ userId: subscriptions.userId }).from(subscriptions).where(match).limit(1);
  if (!row) return;
  await announce('paymentConfirmed', { payment: { ...payment, status: payment.status, userId: row.userId } });
}

async function applyEvent(provider: BillingProvider, event: BillingEvent): Promise<EventOutcome> {
  if (event.action === 'ignore') return 'ignored';
  if (event.action === 'payment' ? !event.paymentId : !event.subscriptionId) return 'ignored';
  const db = getDb();
  const [seen] = await db.select({ id: paymentEvents.id }).from(paymentEvents).where(eq(paymentEvents.id, event.id)).limit(1);
  if (seen) return 'duplicate';

  const unmatched = async (): Promise<EventOutcome> => {
    // Not one of ours (another product on the same account, a deleted user, a subscription the
    // provider no longer has): recorded and acknowledged, since retrying won't help.
    logger.warn(
      { eventId: event.id, type: event.type, subscriptionId: event.subscriptionId, paymentId: event.paymentId },
      'billing event matches no subscription',
    );
    await db.insert(paymentEvents).values({ id: event.id, type: event.type }).onConflictDoNothing();
    return 'unmatched';
  };
  let state: ProviderSubscription;
  let payment: ProviderPayment | null = null;
  try {
    // A payment names its subscription only once read; the subscription's own state decides.
    if (event.paymentId) payment = await provider.getPayment(event.paymentId);
    let subscriptionId = payment ? payment.subscriptionId : event.subscriptionId;
    if (payment && !subscriptionId) {
      const [payer] = payment.customerId ? await db.select().from(subscriptions).where(eq(subscriptions.providerCustomerId, payment.customerId)).limit(1) : [];
      // A card subscriber's charge that does not name its subscription is still a card charge:
      // their subscription is re-read, and no month is added as if a link had been paid.
      if (!payer?.providerSubscriptionId || payer.paysByLink) return await handleLinkPayment(event, payment, payer, unmatched);
      subscriptionId = payer.providerSubscriptionId;
    }
    if (!subscriptionId) return unmatched();
    state = await provider.getSubscription(subscriptionId);
  } catch (error) {
    if (error instanceof UnknownToProviderError) return unmatched();
    throw error;
  }
  const row = await findRow(event, state);
  if (!row) return unmatched();

  // A rejected charge already followed by a paid one (late notification) is no news to the customer.
  const failed = event.action === 'payment_failed' || (payment?.status === 'rejected' && state.status === 'past_due');
  const applied = await db.transaction(async (tx) => {
    const [recorded] = await tx.insert(paymentEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning({ id: paymentEvents.id });
    if (!recorded) return { outcome: 'duplicate' as const, replaced: null, refused: false, tellFailure: false };
    const { replaced, refused } = await applyProviderSubscription(tx, row, state);
    return { outcome: 'applied' as const, replaced, refused, tellFailure: failed && !refused && (await isFirstNoticeOf(tx, payment)) };
  });
  const { outcome } = applied;
  // After the commit: the subscription the new one replaced stops charging.
  await retireReplacedSubscription(provider, applied.replaced);

  if (applied.tellFailure) await sendPaymentFailedEmail(row.userId);
  // A confirmed payment puts the site the customer approved live (after the commit, so the first
  // visitor cannot cache the site as missing).
  if (outcome === 'applied' && !applied.refused && state.status === 'active')
    await announce('subscriptionPaid', { userId: row.userId, siteId: paidSiteOf(row, state) });
  return outcome;
}

/**
 * Whether this notification is the first about the payment in its current status, recorded with
 * the change it reports. Mercado Pago sends several notifications, each with its own id, about one
 * charge (created, updated, retried), and Stripe one event per failed attempt on one invoice: the
 * customer hears about a failed payment once. An event without a payment is its own notice.
 */
async function isFirstNoticeOf(tx: Database, payment: ProviderPayment | null): Promise<boolean> {
  if (!payment) return true;
  const [first] = await tx
    .insert(paymentEvents)
    .values({ id: `payment-${payment.paymentId}-${payment.status}`, type: `payment.${payment.status}.noticed` })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return Boolean(first);
}
