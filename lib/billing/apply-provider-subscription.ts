import 'server-only';
import { eq } from 'drizzle-orm';
import { subscriptions } from '@/db/schema';
import type { Database } from '@/lib/db/client';
import { keepFirstActivation } from '@/lib/billing/first-activation';
import type { SubscriptionRow } from '@/lib/billing/queries';
import { isCustomersPrice } from './check-amount';
import type { ProviderSubscription } from './provider';

const LIVE: ReadonlySet<string> = new Set(['active', 'past_due']);

/**
 * Whether the provider's subscription should replace what the row holds. A customer who
 * cancelled and subscribed again, or replaced their card, has an old and a new subscription; a
 * late notification about the old one (ended, or still paid up but no longer renewing) must not
 * overwrite the new one.
 */
export function isCurrentSubscription(row: SubscriptionRow, state: ProviderSubscription): boolean {
  if (!row.providerSubscriptionId || row.providerSubscriptionId === state.subscriptionId) return true;
  return state.status !== null && LIVE.has(state.status) && !state.cancelAtPeriodEnd;
}

/**
 * Writes the provider's view of a subscription onto our row and answers the row as stored,
 * whether anything a customer would notice changed, and the subscription it replaced, if any
 * (to be cancelled at the provider: retireReplacedSubscription). A live subscription whose amount
 * is not the customer's price for its plan is refused: nothing is written and `refused` says so.
 */
export async function applyProviderSubscription(
  db: Database,
  row: SubscriptionRow,
  state: ProviderSubscription,
): Promise<{ row: SubscriptionRow; changed: boolean; replaced: string | null; refused: boolean }> {
  if (!isCurrentSubscription(row, state)) return { row, changed: false, replaced: null, refused: false };
  const grants = state.status !== null && LIVE.has(state.status);
  if (
    grants &&
    state.amountCents !== undefined &&
    !isCustomersPrice(row, { plan: state.planType, amountCents: state.amountCents, reference: state.subscriptionId })
  ) {
    return { row, changed: false, replaced: null, refused: true };
  }
  const isStarted = state.status !== null;
  const isNewSubscription = row.providerSubscriptionId !== null && row.providerSubscriptionId !== state.subscriptionId;
  const [updated] = await db
    .update(subscriptions)
    .set({
      providerCustomerId: state.customerId || row.providerCustomerId,
      providerSubscriptionId: state.subscriptionId,
      // A new subscription after a cancellation: the old reason no longer describes this one.
      ...(isNewSubscription && { cancelReason: null }),
      ...(isStarted && {
        status: state.status ?? row.status,
        planType: state.planType,
        currentPeriodEnd: state.currentPeriodEnd,
        cancelAtPeriodEnd: state.cancelAtPeriodEnd,
      }),
      ...(state.status === 'active' && { firstActivatedAt: keepFirstActivation() }),
    })
    .where(eq(subscriptions.id, row.id))
    .returning();
  if (!updated) return { row, changed: false, replaced: null, refused: false };
  const changed =
    updated.status !== row.status ||
    updated.planType !== row.planType ||
    updated.cancelAtPeriodEnd !== row.cancelAtPeriodEnd ||
    updated.currentPeriodEnd?.getTime() !== row.currentPeriodEnd?.getTime();
  return { row: updated, changed, replaced: isNewSubscription && isStarted ? row.providerSubscriptionId : null, refused: false };
}
