import 'server-only';
import { UserFacingError } from '@/lib/actions/result';
import type { Actor } from '@/lib/auth/session';
import { logger } from '@/lib/logger';
import { consumeRateLimit } from '@/lib/rate-limit/consume';
import { absoluteUrl } from '@/lib/config/app-url';
import { getSubscriptionRow } from '@/lib/billing/queries';
import { PROVIDER_UNAVAILABLE, requireBillingProvider } from './get-provider';
import { BillingProviderError, type BillingProvider } from './provider';

const REPLACE_LIMIT = { max: 5, windowSeconds: 15 * 60 };

/**
 * 'Cambiar tarjeta' on the subscription page (Mercado Pago, which has no portal): opens the
 * provider's page to authorise the same plan with another card. A month already paid is not
 * charged again (the new card's first charge is the renewal date); an overdue month is charged
 * at once. The old subscription keeps running until the provider confirms the new one.
 */
export async function startCardReplacement(actor: Actor): Promise<{ url: string }> {
  const row = await getSubscriptionRow(actor.userId);
  const provider = requireBillingProvider();
  if (!provider.replaceCard) throw new UserFacingError('Cambia tu tarjeta desde «Gestionar suscripción».');
  if (!row?.providerSubscriptionId || (row.status !== 'active' && row.status !== 'past_due') || row.paysByLink) {
    throw new UserFacingError('No tienes una suscripción con tarjeta activa.');
  }
  if (row.cancelAtPeriodEnd) throw new UserFacingError('Tu plan ya no se renovará: no hace falta cambiar la tarjeta.');
  const { allowed } = await consumeRateLimit(`billing-card:${actor.userId}`, REPLACE_LIMIT);
  if (!allowed) throw new UserFacingError('Demasiados intentos seguidos. Espera unos minutos.', 'rate_limited');
  try {
    return await provider.replaceCard({
      subscriptionId: row.providerSubscriptionId,
      firstChargeAt: row.status === 'active' ? row.currentPeriodEnd : null,
      returnUrl: absoluteUrl('/dashboard/suscripcion?tarjeta=1'),
    });
  } catch (error) {
    if (!(error instanceof BillingProviderError)) throw error;
    logger.warn({ err: error, userId: actor.userId }, 'card replacement could not be opened');
    throw new UserFacingError(PROVIDER_UNAVAILABLE);
  }
}

/**
 * Once a new subscription of the same customer took over (a card replaced, or a plan bought
 * again), the one it replaced must stop charging: cancelled at the provider if it still renews.
 * Failures are logged and retried by the next notification about either subscription.
 */
export async function retireReplacedSubscription(provider: BillingProvider, replacedId: string | null): Promise<void> {
  if (!replacedId) return;
  try {
    const old = await provider.getSubscription(replacedId);
    if ((old.status === 'active' || old.status === 'past_due') && !old.cancelAtPeriodEnd) await provider.cancelNow(replacedId);
  } catch (error) {
    logger.error({ err: error, subscriptionId: replacedId }, 'replaced subscription could not be cancelled');
  }
}
