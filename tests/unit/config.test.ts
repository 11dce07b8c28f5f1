import { describe, expect, it } from 'vitest';
import { assertBuildValues } from '@/lib/config/build-values';
import { loadConfig } from '@/lib/config/load';

describe('configuration', () => {
  it('names the malformed variable', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://nope' })).toThrow(/DATABASE_URL: must be a postgres:\/\/ URL/);
    expect(() => loadConfig({ CONTACT_EMAIL: 'not-an-email' })).toThrow(/CONTACT_EMAIL/);
    expect(() => loadConfig({ TRUSTED_PROXY_COUNT: 'many' })).toThrow(/TRUSTED_PROXY_COUNT/);
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/);
    expect(() => loadConfig({ REDIS_URL: 'rediss://cache.internal:6380/0' })).not.toThrow();
  });

  it('refuses to serve in production without BETTER_AUTH_SECRET, but lets next build run', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', MAIL_TRANSPORT: 'disk' })).toThrow(/BETTER_AUTH_SECRET: required in production/);
    expect(loadConfig({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' }).isBuild).toBe(true);
    expect(
      loadConfig({ NODE_ENV: 'production', BETTER_AUTH_SECRET: 'x'.repeat(32), MAIL_TRANSPORT: 'disk', APP_URL: 'http://127.0.0.1:3000' }).isProduction,
    ).toBe(true);
  });

  it("refuses to serve production at a public address that customers' sites and e-mails could not use", () => {
    const production = { NODE_ENV: 'production', BETTER_AUTH_SECRET: 'x'.repeat(32), MAIL_TRANSPORT: 'disk' };
    // Without APP_URL every link in an e-mail would point at http://localhost:3000.
    expect(() => loadConfig(production)).toThrow(/APP_URL: required in production/);
    // A public app without a sites domain would give customers {label}.localhost addresses.
    expect(() => loadConfig({ ...production, APP_URL: 'https://vitrina.pe' })).toThrow(/SITES_DOMAIN: required in production with a public APP_URL/);
    expect(() => loadConfig({ ...production, BETTER_AUTH_URL: 'https://vitrina.pe' })).toThrow(/SITES_DOMAIN: required/);
    const config = loadConfig({ ...production, APP_URL: 'https://vitrina.pe', SITES_DOMAIN: 'vitrina.site' });
    expect(config.sites.domain).toBe('vitrina.site');
    // The build writes the host rewrites, so it needs the sites domain too.
    expect(() => loadConfig({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build', APP_URL: 'https://vitrina.pe' })).toThrow(/SITES_DOMAIN: required/);
    // A production server only this machine reaches (a local run, the end-to-end suite) may do without.
    for (const local of ['http://localhost:3000', 'http://127.0.0.1:3100', 'http://app.localhost', 'http://[::1]:3000']) {
      expect(loadConfig({ ...production, APP_URL: local }).sites.domain, local).toBeNull();
    }
    // Development serves sites on {label}.localhost without being asked.
    expect(loadConfig({ APP_URL: 'https://vitrina.pe' }).sites.domain).toBeNull();
  });

  it("refuses a sites domain that shares the app's registrable domain, by the public suffix list", () => {
    const production = { NODE_ENV: 'production', BETTER_AUTH_SECRET: 'x'.repeat(32), MAIL_TRANSPORT: 'disk' };
    const sites = (APP_URL: string, SITES_DOMAIN: string) => () => loadConfig({ ...production, APP_URL, SITES_DOMAIN });
    // Siblings under one registrable domain, the app's own name, and names under or above it.
    for (const [app, domain] of [
      ['https://app.vitrina.pe', 'sitios.vitrina.pe'],
      ['https://app.vitrina.com.pe', 'sitios.vitrina.com.pe'],
      ['https://www.vitrina.pe', 'vitrina.pe'],
      ['https://vitrina.pe', 'vitrina.pe'],
      ['https://vitrina.pe', 'sitios.vitrina.pe'],
    ] as const) {
      expect(sites(app, domain), `${app} ${domain}`).toThrow(/SITES_DOMAIN: must be a domain of its own/);
    }
    // A public suffix is no one's domain: every customer's site would be a registrable domain of its own.
    expect(sites('https://vitrina.pe', 'com.pe')).toThrow(/SITES_DOMAIN: com.pe is a public suffix/);
    // Different registrable domains, also under a shared suffix like com.pe or a private one like github.io.
    for (const [app, domain] of [
      ['https://vitrina.pe', 'vitrina.site'],
      ['https://vitrina.com.pe', 'vitrinasitios.com.pe'],
      ['https://vitrina.github.io', 'sitios-vitrina.github.io'],
      ['http://127.0.0.1:3100', 'vitrina.site'],
    ] as const) {
      expect(sites(app, domain)().sites.domain, `${app} ${domain}`).toBe(domain);
    }
  });

  it('refuses to serve production mail without SMTP unless disk mail is chosen explicitly', () => {
    const production = { NODE_ENV: 'production', BETTER_AUTH_SECRET: 'x'.repeat(32), APP_URL: 'http://127.0.0.1:3000' };
    expect(() => loadConfig(production)).toThrow(/SMTP_URL: required in production \(or set MAIL_TRANSPORT=disk/);
    expect(loadConfig({ ...production, MAIL_TRANSPORT: 'disk' }).mail.transport).toEqual({ kind: 'disk' });
    expect(loadConfig({ ...production, SMTP_URL: 'smtp://mail.example.pe:587' }).mail.transport).toEqual({ kind: 'smtp', url: 'smtp://mail.example.pe:587' });
    expect(() => loadConfig({ MAIL_TRANSPORT: 'smtp' })).toThrow(/SMTP_URL: required with MAIL_TRANSPORT=smtp/);
    expect(() => loadConfig({ ...production, MAIL_TRANSPORT: 'pigeon' })).toThrow(/MAIL_TRANSPORT/);
    // Development keeps writing mail to the folder without being asked.
    expect(loadConfig({}).mail.transport).toEqual({ kind: 'disk' });
  });

  it('refuses to serve payments in production without a receipt API, unless RECEIPTS=off', () => {
    const production = {
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: 'x'.repeat(32),
      MAIL_TRANSPORT: 'disk',
      APP_URL: 'https://vitrina.pe',
      SITES_DOMAIN: 'vitrina.site',
    } as const;
    const stripe = { STRIPE_SECRET_KEY: 'sk_live_1', STRIPE_PRICE_BASIC: 'price_b', STRIPE_PRICE_GROWTH: 'price_g' };
    expect(() => loadConfig({ ...production, ...stripe })).toThrow(/RECEIPTS_API_URL, RECEIPTS_API_TOKEN: required in production/);
    expect(loadConfig({ ...production, ...stripe, RECEIPTS: 'off' }).receipts).toBeUndefined();
    const receipts = { RECEIPTS_API_URL: 'https://api.nubefact.com/api/v1/abc', RECEIPTS_API_TOKEN: 'token' };
    expect(loadConfig({ ...production, ...stripe, ...receipts }).receipts).toMatchObject({ apiUrl: receipts.RECEIPTS_API_URL, token: 'token' });
    // Without a payment provider there is nothing to issue receipts for.
    expect(loadConfig(production).receipts).toBeUndefined();
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
    expect(config.stripe?.prices).toEqual({ basic: ['price_b'], growth: ['price_g'] });
  });

  it('reads one Stripe price per plan and launch step, and refuses to start with a step half configured', () => {
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PRICE_BASIC: 'price_b', STRIPE_PRICE_GROWTH: 'price_g' };
    const config = loadConfig({ ...stripe, STRIPE_PRICE_BASIC_STEP_1: 'price_b1', STRIPE_PRICE_GROWTH_STEP_1: 'price_g1' });
    expect(config.stripe?.prices).toEqual({ basic: ['price_b', 'price_b1'], growth: ['price_g', 'price_g1'] });
    expect(() => loadConfig({ ...stripe, STRIPE_PRICE_BASIC_STEP_2: 'price_b2', STRIPE_PRICE_GROWTH_STEP_2: 'price_g2' })).toThrow(
      /STRIPE_PRICE_BASIC_STEP_1: required, since a later launch-price step is configured\n {2}STRIPE_PRICE_GROWTH_STEP_1: required/,
    );
    expect(() => loadConfig({ ...stripe, STRIPE_PRICE_BASIC_STEP_1: 'price_b1' })).toThrow(/STRIPE_PRICE_GROWTH_STEP_1: required/);
  });

  it('takes payments through the provider PAYMENT_PROVIDER names, and refuses to start without its keys', () => {
    const mercadoPago = { MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-123', MERCADOPAGO_WEBHOOK_SECRET: 'a'.repeat(32) };
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'mercadopago' })).toThrow(
      /MERCADOPAGO_ACCESS_TOKEN: required when PAYMENT_PROVIDER=mercadopago\n {2}MERCADOPAGO_WEBHOOK_SECRET: required/,
    );
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      /STRIPE_PRICE_BASIC: required when PAYMENT_PROVIDER=stripe/,
    );
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER/);
    const config = loadConfig({
      PAYMENT_PROVIDER: 'mercadopago',
      ...mercadoPago,
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_PRICE_BASIC: 'p1',
      STRIPE_PRICE_GROWTH: 'p2',
    });
    expect(config.paymentProvider).toBe('mercadopago');
    expect(config.stripe).toBeUndefined();
    expect(config.mercadopago).toMatchObject({ accessToken: 'APP_USR-123', apiBase: 'https://api.mercadopago.com' });
    // Keys alone do not choose Mercado Pago: an existing Stripe set-up keeps working unchanged.
    expect(loadConfig(mercadoPago).paymentProvider).toBeNull();
  });

  it('never enables the social-proof demo lists in production', () => {
    expect(loadConfig({ SOCIAL_PROOF_DEMO: '1' }).socialProofDemo).toBe(true);
    expect(
      loadConfig({
        SOCIAL_PROOF_DEMO: '1',
        NODE_ENV: 'production',
        BETTER_AUTH_SECRET: 'x'.repeat(32),
        MAIL_TRANSPORT: 'disk',
        APP_URL: 'http://127.0.0.1:3000',
      }).socialProofDemo,
    ).toBe(false);
  });
});

describe('values a production build writes into its pages', () => {
  const complete = {
    APP_URL: 'https://vitrina.pe',
    SITES_DOMAIN: 'vitrina.site',
    CONTACT_EMAIL: 'hola@vitrina.pe',
    COMPANY_LEGAL_NAME: 'Vitrina Digital S.A.C.',
    COMPANY_RUC: '20123456789',
    COMPANY_ADDRESS: 'Av. Arequipa 100, Lima',
  };

  it('refuses to build without them, naming each missing one', () => {
    expect(() => assertBuildValues({})).toThrow(/Set APP_URL, CONTACT_EMAIL, COMPANY_LEGAL_NAME, COMPANY_RUC, COMPANY_ADDRESS for `next build`/);
    expect(() => assertBuildValues({ ...complete, APP_URL: '', COMPANY_RUC: undefined })).toThrow(/Set APP_URL, COMPANY_RUC for/);
  });

  it('names a malformed one, and builds with all of them', () => {
    expect(() => assertBuildValues({ ...complete, COMPANY_RUC: '2012345678' })).toThrow(/COMPANY_RUC: must be 11 digits/);
    expect(() => assertBuildValues(complete)).not.toThrow();
  });
});
