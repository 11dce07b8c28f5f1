import { describe, expect, it } from 'vitest';
import { loadConfig } from '@/lib/config/load';

describe('configuration', () => {
  it('names the malformed variable', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://nope' })).toThrow(/DATABASE_URL: must be a postgres:\/\/ URL/);
    expect(() => loadConfig({ CONTACT_EMAIL: 'not-an-email' })).toThrow(/CONTACT_EMAIL/);
    expect(() => loadConfig({ TRUSTED_PROXY_COUNT: 'many' })).toThrow(/TRUSTED_PROXY_COUNT/);
  });

  it('refuses to serve in production without BETTER_AUTH_SECRET, but lets next build run', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/BETTER_AUTH_SECRET: required in production/);
    expect(loadConfig({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' }).isBuild).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', BETTER_AUTH_SECRET: 'x'.repeat(32) }).isProduction).toBe(true);
  });

  it('falls back to the embedded database and local services when nothing is set', () => {
    const config = loadConfig({});
    expect(config.database).toEqual({ kind: 'pglite', dataDir: '.data/pg' });
    expect(config.stripe).toBeUndefined();
    expect(config.openai).toBeUndefined();
    expect(config.storage.kind).toBe('local');
    expect(config.contactEmail).toBe('hola@vitrina.pe');
    expect(config.autoPublish.scheduler).toBe('internal');
  });

  it('treats empty values as unset and turns payments on only with key and both prices', () => {
    expect(loadConfig({ DATABASE_URL: '' }).database.kind).toBe('pglite');
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' }).stripe).toBeUndefined();
    const config = loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PRICE_BASIC: 'price_b', STRIPE_PRICE_GROWTH: 'price_g' });
    expect(config.stripe?.prices).toEqual({ basic: 'price_b', growth: 'price_g' });
  });

  it('takes payments through the provider PAYMENT_PROVIDER names, and refuses to start without its keys', () => {
    const mercadoPago = { MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-123', MERCADOPAGO_WEBHOOK_SECRET: 'a'.repeat(32) };
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'mercadopago' })).toThrow(
      /MERCADOPAGO_ACCESS_TOKEN: required when PAYMENT_PROVIDER=mercadopago\n {2}MERCADOPAGO_WEBHOOK_SECRET: required/,
    );
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/STRIPE_PRICE_BASIC: required when PAYMENT_PROVIDER=stripe/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER/);
    const config = loadConfig({ PAYMENT_PROVIDER: 'mercadopago', ...mercadoPago, STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PRICE_BASIC: 'p1', STRIPE_PRICE_GROWTH: 'p2' });
    expect(config.paymentProvider).toBe('mercadopago');
    expect(config.stripe).toBeUndefined();
    expect(config.mercadopago).toMatchObject({ accessToken: 'APP_USR-123', apiBase: 'https://api.mercadopago.com' });
    // Keys alone do not choose Mercado Pago: an existing Stripe set-up keeps working unchanged.
    expect(loadConfig(mercadoPago).paymentProvider).toBeNull();
  });

  it('never enables the social-proof demo lists in production', () => {
    expect(loadConfig({ SOCIAL_PROOF_DEMO: '1' }).socialProofDemo).toBe(true);
    expect(loadConfig({ SOCIAL_PROOF_DEMO: '1', NODE_ENV: 'production', BETTER_AUTH_SECRET: 'x'.repeat(32) }).socialProofDemo).toBe(false);
  });
});
