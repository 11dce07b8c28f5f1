import 'server-only';
import { and, eq } from 'drizzle-orm';
import { subscriptions } from '@/db/schema';
import { UserFacingError } from '@/lib/actions/result';
import type { Actor } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { logger } from '@/lib/logger';
import { formatDateEsPe } from './present';
import { planOf } from './plans';
import { getSubscriptionRow, type SubscriptionRow } from '@/lib/billing/queries';
import { applyProviderSubscription } from './apply-provider-subscription';
import { getBillingProvider, PROVIDER_UNAVAILABLE, requireBillingProvider } from './get-provider';
import { planPriceLabels } from './price-ladder';
import { BillingProviderError, PriceStepNotConfiguredError } from './provider';
import { PRICE_NOT_READY } from './start-checkout';

/** What the subscription page offers a Plan Básico customer: the price and when it applies. */
export type PlanUpgrade = { price: string; when: string };

/** A paid, renewing Plan Básico: the only plan there is to move up from (decision 0018). */
function isUpgradable(row: SubscriptionRow | null): row is SubscriptionRow {
  return row !== null && row.status === 'active' && !row.cancelAtPeriodEnd && planOf(row.planType) === 'basic';
}

/** The subscription page's offer to move to Plan Crecimiento, or null when it does not apply. */
export async function readPlanUpgrade(userId: string): Promise<PlanUpgrade | null> {
  const row = await getSubscriptionRow(userId);
  if (!isUpgradable(row)) return null;
  const price = planPriceLabels(row.priceStep ?? 0).growth;
  const next = row.currentPeriodEnd ? `el ${formatDateEsPe(row.currentPeriodEnd)}` : 'el próximo mes';
  const byCard = !row.paysByLink && row.providerSubscriptionId !== null;
  const when = !byCard
    ? `El cambio es inmediato. Tu próximo enlace de pago, para ${next}, será de ${price}.`
    : getBillingProvider()?.proratesPlanChanges
      ? `El cambio es inmediato. En tu próximo cobro, ${next}, pagas la diferencia por los días que quedan de este mes y, desde entonces, ${price} al mes.`
      : `El cambio es inmediato y este mes ya está pagado. Desde tu próximo cobro, ${next}, pagas ${price} al mes.`;
  return { price, when };
}

/**
 * 'Cambiar a Plan Crecimiento' (issue 23, item 17): a card subscription changes at the provider
 * and our row follows the provider's answer; a plan paid month by month through links (or
 * activated by hand) changes on our side, and the next link asks for the new amount.
 */
export async function upgradePlan(actor: Actor): Promise<{ planType: string }> {
  const row = await getSubscriptionRow(actor.userId);
  if (!isUpgradable(row)) throw new UserFacingError('Solo un Plan Básico activo, que se renueva, puede pasar al Plan Crecimiento.');
  const step = row.priceStep ?? 0;

  if (row.paysByLink || !row.providerSubscriptionId) {
    const [updated] = await getDb()
      .update(subscriptions)
      .set({ planType: 'growth' })
      .where(and(eq(subscriptions.id, row.id), eq(subscriptions.status, 'active')))
      .returning({ planType: subscriptions.planType });
    if (!updated) throw new UserFacingError('Tu suscripción cambió mientras tanto. Recarga la página.');
    logger.info({ userId: actor.userId, byLink: row.paysByLink }, 'plan changed to growth');
    return updated;
  }

  const provider = requireBillingProvider();
  try {
    const state = await provider.changePlan({ subscriptionId: row.providerSubscriptionId, plan: 'growth', step });
    const { row: applied } = await getDb().transaction((tx) => applyProviderSubscription(tx, row, state));
    logger.info({ userId: actor.userId, subscriptionId: row.providerSubscriptionId }, 'plan changed to growth');
    return { planType: applied.planType };
  } catch (error) {
    if (error instanceof PriceStepNotConfiguredError) {
      // An operator's mistake, never the customer's: nothing changed, loudly.
      logger.error({ variable: error.variable, step }, error.message);
      throw new UserFacingError(PRICE_NOT_READY);
    }
    if (!(error instanceof BillingProviderError)) throw error;
    logger.warn({ err: error, userId: actor.userId }, 'plan could not be changed at the provider');
    throw new UserFacingError(PROVIDER_UNAVAILABLE);
  }
}
