import 'server-only';
import { getConfig } from '@/lib/config';
import { UserFacingError } from '@/lib/actions/result';
import type { BillingProvider } from './provider';
import { createMercadoPagoProvider } from './mercadopago';
import { createStripeProvider } from './stripe';

let cached: { settings: unknown; provider: BillingProvider } | undefined;

/** The payment provider PAYMENT_PROVIDER names, or null when payments are off (no keys in the environment). */
export function getBillingProvider(): BillingProvider | null {
  const { mercadopago, stripe } = getConfig();
  const settings = mercadopago ?? stripe;
  const build = mercadopago ? () => createMercadoPagoProvider(mercadopago) : stripe ? () => createStripeProvider(stripe) : null;
  if (!settings || !build) return null;
  // Rebuilt only when the configuration object changes (tests swap it between files).
  if (cached?.settings !== settings) cached = { settings, provider: build() };
  return cached.provider;
}

/** The configured provider's name, stored with each receipt (a payment id is unique only per provider). */
export function billingProviderName(): string {
  return getConfig().paymentProvider ?? 'stripe';
}

export const PAYMENTS_NOT_CONFIGURED = 'Los pagos en línea no están configurados todavía. Escríbenos y activamos tu plan.';

/** The provider, or a customer-readable refusal when payments are off. */
export function requireBillingProvider(): BillingProvider {
  const provider = getBillingProvider();
  if (!provider) throw new UserFacingError(PAYMENTS_NOT_CONFIGURED);
  return provider;
}

export const PROVIDER_UNAVAILABLE = 'El servicio de pagos no respondió. Inténtalo de nuevo en unos minutos.';
