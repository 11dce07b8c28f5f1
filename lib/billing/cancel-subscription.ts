import 'server-only';
import { and, eq } from 'drizzle-orm';
import { subscriptions } from '@/db/schema';
import { UserFacingError } from '@/lib/actions/result';
import type { Actor } from '@/lib/auth/session';
import { applyProviderSubscription } from '@/lib/billing/apply-provider-subscription';
import { PROVIDER_UNAVAILABLE, requireBillingProvider } from '@/lib/billing/get-provider';
import { BillingProviderError } from '@/lib/billing/provider';
import { getDb } from '@/lib/db/client';
import { logger } from '@/lib/logger';
import { sendCancellationEmail } from './emails';
import { formatDateEsPe, planName, type SubscriptionStatus } from './present';
import { getSubscriptionRow, type SubscriptionRow } from './queries';

type Cancelled = { status: SubscriptionStatus; cancelAtPeriodEnd: boolean };

const nameOf = (row: SubscriptionRow) => planName(row.planType);

/** The provider side of a paid cancellation; a provider failure becomes a readable message. */
async function cancelAtProvider(row: SubscriptionRow & { providerSubscriptionId: string }, atPeriodEnd: boolean) {
  const provider = requireBillingProvider();
  try {
    return atPeriodEnd ? await provider.cancelAtPeriodEnd(row.providerSubscriptionId) : await provider.cancelNow(row.providerSubscriptionId);
  } catch (error) {
    if (!(error instanceof BillingProviderError)) throw error;
    logger.warn({ err: error, userId: row.userId }, 'subscription could not be cancelled at the provider');
    throw new UserFacingError(PROVIDER_UNAVAILABLE);
  }
}

/**
 * Self-serve cancellation, in one step as Peruvian consumer law expects. During the trial it ends
 * now and nothing is ever charged; a paid plan stops renewing and stays active until the period
 * it was paid for ends; a plan whose last charge failed ends now (nothing more will be charged).
 */
export async function cancelSubscription(actor: Actor, reason: string | undefined): Promise<Cancelled> {
  const db = getDb();
  const row = await getSubscriptionRow(actor.userId);
  if (!row) throw new UserFacingError('No encontramos una suscripción para cancelar.');
  const cancelReason = reason ?? null;

  if (row.status === 'trial') {
    const [updated] = await db
      .update(subscriptions)
      .set({ status: 'canceled', cancelReason, cancelAtPeriodEnd: false })
      .where(and(eq(subscriptions.id, row.id), eq(subscriptions.status, 'trial')))
      .returning();
    if (!updated) throw new UserFacingError('Tu suscripción cambió mientras tanto. Recarga la página.');
    await sendCancellationEmail(actor.userId, { mode: 'trial', planName: null, paidUntil: null, firstActivatedAt: null });
    return { status: updated.status, cancelAtPeriodEnd: false };
  }

  if (row.status !== 'active' && row.status !== 'past_due') {
    throw new UserFacingError('Tu suscripción ya no está activa.');
  }
  if (row.cancelAtPeriodEnd) {
    const until = row.currentPeriodEnd ? ` el ${formatDateEsPe(row.currentPeriodEnd)}` : '';
    throw new UserFacingError(`Tu suscripción ya está cancelada y termina${until}.`);
  }

  const { providerSubscriptionId } = row;
  if (!providerSubscriptionId) {
    // A plan set up by hand (no provider subscription): nothing to stop at the provider.
    const [updated] = await db.update(subscriptions).set({ cancelAtPeriodEnd: true, cancelReason }).where(eq(subscriptions.id, row.id)).returning();
    await sendCancellationEmail(actor.userId, {
      mode: 'period_end',
      planName: nameOf(row),
      paidUntil: row.currentPeriodEnd,
      firstActivatedAt: row.firstActivatedAt,
    });
    return { status: updated?.status ?? row.status, cancelAtPeriodEnd: true };
  }

  const atPeriodEnd = row.status === 'active';
  const state = await cancelAtProvider({ ...row, providerSubscriptionId }, atPeriodEnd);
  const { row: applied } = await db.transaction(async (tx) => {
    const result = await applyProviderSubscription(tx, row, state);
    await tx.update(subscriptions).set({ cancelReason }).where(eq(subscriptions.id, row.id));
    return result;
  });
  await sendCancellationEmail(actor.userId, {
    mode: atPeriodEnd ? 'period_end' : 'now',
    planName: nameOf(row),
    paidUntil: atPeriodEnd ? applied.currentPeriodEnd : null,
    firstActivatedAt: applied.firstActivatedAt,
  });
  return { status: applied.status, cancelAtPeriodEnd: applied.cancelAtPeriodEnd };
}
