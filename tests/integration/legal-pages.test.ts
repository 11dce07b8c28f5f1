import { createElement, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it } from 'vitest';
import CookiePolicyPage from '@/app/(marketing)/cookie-policy/page';
import HomePage from '@/app/(marketing)/page';
import PrivacyPolicyPage from '@/app/(marketing)/privacy-policy/page';
import TermsPage from '@/app/(marketing)/terms-and-conditions/page';
import { LEGAL_VERSIONS, versionDate } from '@/content/legal/versions';
import { resetConfigForTests } from '@/lib/config';

/** The settings that decide which payment and receipt services the product uses. */
const SERVICE_VARIABLES = [
  'PAYMENT_PROVIDER',
  'STRIPE_SECRET_KEY',
  'STRIPE_PRICE_BASIC',
  'STRIPE_PRICE_GROWTH',
  'MERCADOPAGO_ACCESS_TOKEN',
  'MERCADOPAGO_WEBHOOK_SECRET',
  'RECEIPTS',
  'RECEIPTS_API_URL',
  'RECEIPTS_API_TOKEN',
] as const;

const STRIPE = { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_legal', STRIPE_PRICE_BASIC: 'price_basic', STRIPE_PRICE_GROWTH: 'price_growth' };
const MERCADOPAGO = { PAYMENT_PROVIDER: 'mercadopago', MERCADOPAGO_ACCESS_TOKEN: 'TEST-legal-token', MERCADOPAGO_WEBHOOK_SECRET: 'legal-webhook-secret-0123' };
const RECEIPTS_API = { RECEIPTS_API_URL: 'https://api.nubefact.example/api/v1/legal', RECEIPTS_API_TOKEN: 'legal-token' };

type Service = 'Stripe' | 'Mercado Pago' | 'Yape' | 'OSE/PSE';

/** Each configuration and the services it really runs (Yape comes with Mercado Pago's payment links). */
const CONFIGURATIONS: { name: string; env: Record<string, string>; runs: Service[] }[] = [
  { name: 'no online payments, no receipt API', env: {}, runs: [] },
  { name: 'Stripe with the receipt API', env: { ...STRIPE, ...RECEIPTS_API }, runs: ['Stripe', 'OSE/PSE'] },
  { name: 'Stripe, receipts issued another way', env: { ...STRIPE, ...RECEIPTS_API, RECEIPTS: 'off' }, runs: ['Stripe'] },
  { name: 'Mercado Pago with the receipt API', env: { ...MERCADOPAGO, ...RECEIPTS_API }, runs: ['Mercado Pago', 'Yape', 'OSE/PSE'] },
  { name: 'Mercado Pago without a receipt API', env: { ...MERCADOPAGO }, runs: ['Mercado Pago', 'Yape'] },
];

/** What each page must name when the product runs it: the cookie policy has no receipts to speak of. */
const PAGES: { name: string; page: () => Promise<ReactNode>; names: Service[] }[] = [
  { name: 'terms', page: TermsPage, names: ['Stripe', 'Mercado Pago', 'Yape', 'OSE/PSE'] },
  { name: 'privacy policy', page: async () => PrivacyPolicyPage(), names: ['Stripe', 'Mercado Pago', 'Yape', 'OSE/PSE'] },
  { name: 'cookie policy', page: async () => CookiePolicyPage(), names: ['Stripe', 'Mercado Pago', 'Yape'] },
  { name: 'landing page (FAQ)', page: HomePage, names: ['Stripe', 'Mercado Pago', 'Yape'] },
];

const ALL_SERVICES: Service[] = ['Stripe', 'Mercado Pago', 'Yape', 'OSE/PSE'];

const saved = Object.fromEntries(SERVICE_VARIABLES.map((name) => [name, process.env[name]]));

function configure(env: Record<string, string>) {
  for (const name of SERVICE_VARIABLES) delete process.env[name];
  Object.assign(process.env, env);
  resetConfigForTests();
}

afterEach(() => {
  for (const name of SERVICE_VARIABLES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  resetConfigForTests();
});

/** A page's visible text, as the cache would store it. */
async function pageText(page: () => Promise<ReactNode>) {
  const { prelude } = await prerender(createElement(page));
  const html = await new Response(prelude).text();
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

describe('the legal pages and the FAQ', () => {
  for (const { name, env, runs } of CONFIGURATIONS) {
    it(`name exactly the payment and receipt services the product runs: ${name}`, async () => {
      configure(env);
      for (const page of PAGES) {
        const text = await pageText(page.page);
        const named = ALL_SERVICES.filter((service) => text.includes(service));
        const expected = page.names.filter((service) => runs.includes(service));
        expect({ page: page.name, named }).toEqual({ page: page.name, named: expected });
      }
    });
  }

  it('promise the download and the suspension the product does, never a code hand-over or a "definitive" end', async () => {
    configure({ ...MERCADOPAGO, ...RECEIPTS_API });
    const terms = await pageText(TermsPage);
    const home = await pageText(HomePage);
    for (const text of [terms, home]) {
      expect(text).not.toMatch(/GitHub|de manera definitiva|código de tu sitio/);
      expect(text).toContain('«Descargar mi sitio»');
    }
    expect(terms).toContain(
      'tu sitio queda suspendido: deja de verse en internet, pero guardamos todo su contenido. Si vuelves a pagar tu plan, lo publicamos otra vez al instante',
    );
    // A domain of their own is not included: only the free subdomain.
    expect(home).not.toMatch(/\bdominios? incluidos?\b|\by dominio\b/i);
    expect(home).toContain('Hosting y subdominio incluidos');
    // The terms keep the spec's 14 sections in every configuration.
    expect(terms.match(/ 14\. /g)).toHaveLength(1);
    expect(terms).not.toMatch(/ 15\. /);
  });

  it('are dated by the version of each document', async () => {
    for (const [page, version] of [
      [TermsPage, LEGAL_VERSIONS.terms],
      [async () => PrivacyPolicyPage(), LEGAL_VERSIONS.privacy],
      [async () => CookiePolicyPage(), LEGAL_VERSIONS.cookies],
    ] as const) {
      const text = await pageText(page);
      expect(text).toContain(`Última actualización: ${versionDate(version)}`);
      expect(text).not.toContain('enero de 2025');
    }
  });
});
