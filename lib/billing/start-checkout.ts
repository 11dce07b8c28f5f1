import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { checkoutSessions, subscriptions } from '@/db/schema';
import { UserFacingError } from '@/lib/actions/result';
import type { Actor } from '@/lib/auth/session';
import { getConfig } from '@/lib/config';
import { getDb } from '@/lib/db/client';
import { logger } from '@/lib/logger';
import { consumeRateLimit } from '@/lib/rate-limit/consume';
import { getBillingDetails } from '@/lib/billing/billing-details';
import { BILLING_DETAILS_MISSING } from '@/lib/billing/billing-details-schema';
import { absoluteUrl } from '@/lib/config/app-url';
import { resolveOwnSite } from '@/lib/customer-site/own-site';
import { getSubscriptionRow } from '@/lib/billing/queries';
import { readCheckoutClosedReason } from './checkout-gate';
import { PROVIDER_UNAVAILABLE, requireBillingProvider } from './get-provider';
import { currentPriceStep } from './launch-price';
import { BillingProviderError, PriceStepNotConfiguredError, type BillingProvider } from './provider';
import type { PaidPlanKey } from '@/content/plans';
import type { PaymentMethod } from './schemas';

const CHECKOUT_LIMIT = { max: 10, windowSeconds: 10 * 60 };
const LINKS_NOT_OFFERED = 'El pago mes a mes con Yape no está disponible todavía. Paga con tarjeta o escríbenos.';

/** A payment link stays payable this long: past it, the next e-mail carries a fresh one. */
export const LINK_VALID_DAYS = 5;
export const linkExpiry = (now: Date = new Date()) => new Date(now.getTime() + LINK_VALID_DAYS * 24 * 60 * 60 * 1000);

export const PRICE_NOT_READY = 'No podemos cobrar este plan en este momento. Ya avisamos al equipo; inténtalo más tarde o escríbenos.';

/** Stores the step of the first checkout; a later one (or a concurrent click) keeps the first. */
async function keepPriceStep(rowId: string, step: number): Promise<void> {
  await getDb()
    .update(subscriptions)
    .set({ priceStep: step })
    .where(and(eq(subscriptions.id, rowId), isNull(subscriptions.priceStep)));
}

/** The site this checkout pays for, on our row: what a confirmation publishes when the provider keeps no record of it. */
async function namePaidSite(rowId: string, siteId: string | null): Promise<void> {
  if (siteId) await getDb().update(subscriptions).set({ siteId }).where(eq(subscriptions.id, rowId));
}

const SITE_NOT_FOUND = 'No encontramos ese sitio en tu cuenta. Recarga la página e inténtalo de nuevo.';

/** The provider's customer for this user: the stored one, or a new one stored before it is used. */
async function ensureCustomer(provider: BillingProvider, actor: Actor, rowId: string, stored: string | null): Promise<string> {
  if (stored) return stored;
  const customerId = await provider.createCustomer({ userId: actor.userId, email: actor.email, name: actor.name });
  // Conditional, so two clicks at once keep the first id (the provider's idempotency key makes
  // them the same customer anyway).
  await getDb()
    .update(subscriptions)
    .set({ providerCustomerId: customerId })
    .where(and(eq(subscriptions.id, rowId), isNull(subscriptions.providerCustomerId)));
  const row = await getSubscriptionRow(actor.userId);
  return row?.providerCustomerId ?? customerId;
}

/**
 * create-checkout (spec section 7): a hosted checkout for one of the two plans, for the caller's
 * own account and site (`siteId`, or their one site; none for an account without a project). The
 * subscription itself changes only when the provider confirms (webhook or sync), and that
 * confirmation publishes the site named here.
 */
export async function startCheckout(actor: Actor, plan: PaidPlanKey, method: PaymentMethod = 'card', siteId?: string): Promise<{ url: string }> {
  const site = await resolveOwnSite(actor, siteId);
  if (siteId && !site) throw new UserFacingError(SITE_NOT_FOUND, 'invalid');
  const row = await getSubscriptionRow(actor.userId);
  if (!row) throw new UserFacingError('No encontramos tu cuenta de prueba. Escríbenos y lo resolvemos.');
  if (row.status === 'active' || row.status === 'past_due') {
    throw new UserFacingError('Ya tienes un plan activo. Puedes cambiarlo desde «Gestionar suscripción».');
  }
  // Nothing is charged for a site the customer has not seen and accepted: the preview and
  // 'Aprobar y activar' come first, for a card and for a payment link alike.
  const closed = await readCheckoutClosedReason(actor.userId);
  if (closed) throw new UserFacingError(closed, 'invalid');
  const provider = requireBillingProvider();
  if (method === 'link' && !provider.createPaymentLink) throw new UserFacingError(LINKS_NOT_OFFERED);
  // Every payment gets a receipt: its data is asked for before the customer can pay.
  if (getConfig().receipts && !(await getBillingDetails(actor.userId))) throw new UserFacingError(BILLING_DETAILS_MISSING, 'invalid');
  const { allowed } = await consumeRateLimit(`billing-checkout:${actor.userId}`, CHECKOUT_LIMIT);
  if (!allowed) throw new UserFacingError('Demasiados intentos de pago seguidos. Espera unos minutos.', 'rate_limited');

  // The launch price is fixed at the first checkout and kept for every later one.
  const step = row.priceStep ?? (await currentPriceStep());
  try {
    const customerId = await ensureCustomer(provider, actor, row.id, row.providerCustomerId);
    if (method === 'link' && provider.createPaymentLink) {
      const link = await provider.createPaymentLink({
        customerId,
        siteId: site?.id ?? null,
        plan,
        step,
        returnUrl: absoluteUrl('/dashboard?success=true'),
        expiresAt: linkExpiry(),
      });
      await keepPriceStep(row.id, step);
      await namePaidSite(row.id, site?.id ?? null);
      return link;
    }
    const checkout = await provider.createCheckout({
      customerId,
      userId: actor.userId,
      siteId: site?.id ?? null,
      plan,
      step,
      successUrl: absoluteUrl('/dashboard?success=true'),
      cancelUrl: absoluteUrl('/dashboard?canceled=true'),
    });
    // Recorded before the customer can pay, so the completion event finds it.
    await getDb().insert(checkoutSessions).values({ id: checkout.sessionId, userId: actor.userId }).onConflictDoNothing();
    await keepPriceStep(row.id, step);
    await namePaidSite(row.id, site?.id ?? null);
    return { url: checkout.url };
  } catch (error) {
    if (error instanceof PriceStepNotConfiguredError) {
      // An operator's mistake, never the customer's: refused before any charge, loudly.
      logger.error({ variable: error.variable, step, plan }, error.message);
      throw new UserFacingError(PRICE_NOT_READY);
    }
    if (!(error instanceof BillingProviderError)) throw error;
    logger.warn({ err: error, userId: actor.userId, plan }, 'checkout could not be created');
    throw new UserFacingError(PROVIDER_UNAVAILABLE);
  }
}
