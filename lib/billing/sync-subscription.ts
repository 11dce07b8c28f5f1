import 'server-only';
import { and, eq, lte } from 'drizzle-orm';
import { subscriptions } from '@/db/schema';
import { UserFacingError } from '@/lib/actions/result';
import type { Actor } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { logger } from '@/lib/logger';
import { consumeRateLimit } from '@/lib/rate-limit/consume';
import type { SubscriptionStatus } from '@/lib/billing/present';
import { getSubscriptionRow } from '@/lib/billing/queries';
import { applyProviderSubscription, isCurrentSubscription } from './apply-provider-subscription';
import { announce } from './events';
import { paidSiteOf } from './paid-site';
import { retireReplacedSubscription } from './replace-card';
import { PROVIDER_UNAVAILABLE, requireBillingProvider } from './get-provider';
import { BillingProviderError } from './provider';

/** The dashboard calls this on every load; a generous cap still keeps one account from hammering the provider. */
const SYNC_LIMIT = { max: 30, windowSeconds: 60 };

/**
 * check-subscription (spec section 7): re-reads the caller's own subscription from the provider
 * and stores it. A trial past its end reads as expired here too, without waiting for the daily job.
 */
export async function syncSubscription(actor: Actor, now: Date = new Date()): Promise<{ status: SubscriptionStatus | null; changed: boolean }> {
  const db = getDb();
  let row = await getSubscriptionRow(actor.userId);
  if (!row) return { status: null, changed: false };

  let changed = false;
  if (row.status === 'trial' && row.trialEndDate && row.trialEndDate <= now) {
    const [expired] = await db
      .update(subscriptions)
      .set({ status: 'expired' })
      .where(and(eq(subscriptions.id, row.id), eq(subscriptions.status, 'trial'), lte(subscriptions.trialEndDate, now)))
      .returning();
    if (expired) [row, changed] = [expired, true];
  }
  if (!row.providerCustomerId) return { status: row.status, changed };

  const { allowed } = await consumeRateLimit(`billing-sync:${actor.userId}`, SYNC_LIMIT);
  if (!allowed) return { status: row.status, changed };

  const provider = requireBillingProvider();
  try {
    // The customer's newest subscription, which may be one just bought or a card just replaced
    // whose notification has not arrived yet; a live one of ours is read by id when nothing newer
    // has taken over.
    const isLive = row.status === 'active' || row.status === 'past_due';
    const latest = await provider.findLatestSubscription(row.providerCustomerId);
    const state =
      isLive && row.providerSubscriptionId && (!latest || !isCurrentSubscription(row, latest))
        ? await provider.getSubscription(row.providerSubscriptionId)
        : latest;
    if (!state) return { status: row.status, changed };
    const applied = await applyProviderSubscription(db, row, state);
    await retireReplacedSubscription(provider, applied.replaced);
    // The return from checkout can confirm the payment before the provider's notification does.
    if (applied.row.status === 'active') await announce('subscriptionPaid', { userId: actor.userId, siteId: paidSiteOf(applied.row, state) });
    return { status: applied.row.status, changed: changed || applied.changed };
  } catch (error) {
    if (!(error instanceof BillingProviderError)) throw error;
    logger.warn({ err: error, userId: actor.userId }, 'subscription sync failed');
    throw new UserFacingError(PROVIDER_UNAVAILABLE);
  }
}
