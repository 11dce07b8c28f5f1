import { eq } from 'drizzle-orm';
import { createElement, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import AboutPage from '@/app/(marketing)/about/page';
import { generateMetadata as contactMetadata } from '@/app/(marketing)/contact/page';
import HomePage, { generateMetadata as homeMetadata } from '@/app/(marketing)/page';
import TermsPage from '@/app/(marketing)/terms-and-conditions/page';
import TrialSuccessPage from '@/app/(marketing)/trial/success/page';
import { generateMetadata as rootMetadata } from '@/app/layout';
import { subscriptions } from '@/db/schema';
import { startCheckoutAction } from '@/lib/billing/actions';
import { getBillingProvider } from '@/lib/billing/get-provider';
import { countPayingCustomers } from '@/lib/billing/launch-price';
import { STEP_INCREASE_SOLES } from '@/lib/billing/price-ladder';
import { getDb } from '@/lib/db/client';
import { customersClaim } from '@/lib/social-proof/claims';
import { signIn } from '../helpers/auth';
import { seedPayingCustomers } from '../helpers/paying-customers';
import { deliverEvent, setupFakeStripe, signInTrialCustomer } from '../fakes/stripe/vitest';
// The start-up's wiring, as in the app: what billing announces reaches the sites and the receipts.
import '@/lib/server/register-all';

const fake = setupFakeStripe();

const sessionPrice = (url: string) => fake().sessions.get(url.split('/checkout/')[1] ?? '')?.fake.price;
const stepOf = async (userId: string) => (await getDb().select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0]?.priceStep;

describe('the launch price ladder', () => {
  it('fixes the price step at the first checkout and keeps it after the count moves on; a step without a provider price is refused, naming its variable', async () => {
    await seedPayingCustomers(99);
    // The 100th paying customer still pays the first step: S/ 25.
    const early = await signInTrialCustomer();
    const first = await startCheckoutAction({ plan: 'basic' });
    if (!first.ok) throw new Error(first.error);
    expect(sessionPrice(first.data.url)).toBe('price_fake_basic');
    expect(await stepOf(early.id)).toBe(0);
    for (const event of fake().completeCheckout(first.data.url.split('/checkout/')[1] ?? '').events) await deliverEvent(fake(), event);
    // The confirmed payment records the first activation: that customer now counts.
    expect(await countPayingCustomers()).toBe(100);

    // The 101st subscribes at the next step: S/ 30 (and S/ 50 for Crecimiento).
    const later = await signInTrialCustomer();
    const second = await startCheckoutAction({ plan: 'growth' });
    if (!second.ok) throw new Error(second.error);
    expect(sessionPrice(second.data.url)).toBe('price_fake_growth_step_1');
    expect(await stepOf(later.id)).toBe(1);

    // The early customer cancels and comes back later: their price is still the first step's.
    await getDb().update(subscriptions).set({ status: 'canceled' }).where(eq(subscriptions.userId, early.id));
    await signIn(early.email, early.password);
    const again = await startCheckoutAction({ plan: 'basic' });
    if (!again.ok) throw new Error(again.error);
    expect(sessionPrice(again.data.url)).toBe('price_fake_basic');

    // 200 paying customers: step 2, which this configuration has no Stripe price for.
    await seedPayingCustomers(100);
    const sessionsBefore = fake().sessions.size;
    await signInTrialCustomer();
    const refused = await startCheckoutAction({ plan: 'basic' });
    expect(refused).toMatchObject({ ok: false, error: expect.stringContaining('No podemos cobrar este plan') });
    expect(fake().sessions.size).toBe(sessionsBefore);
    await expect(
      getBillingProvider()!.createCheckout({
        customerId: 'cus_x',
        userId: 'u',
        plan: 'basic',
        step: 2,
        successUrl: 'http://localhost:3000/a',
        cancelUrl: 'http://localhost:3000/b',
      }),
    ).rejects.toThrow('STRIPE_PRICE_BASIC_STEP_2 is not set');
  });

  it('claims no customer count until more than 200 customers have paid', async () => {
    const count = await countPayingCustomers();
    expect(customersClaim(count)).toBeNull();
    await seedPayingCustomers(201 - count);
    expect(customersClaim(await countPayingCustomers())).toBe(200);
  });
});

/** Today's texts that name a price: the first step must keep them to the byte. */
const FIRST_STEP = {
  rootTitle: 'Vitrina — Tu sitio web profesional desde S/ 25 al mes',
  rootDescription: 'Creamos el sitio web profesional de tu negocio en Perú por S/ 25 al mes. Prueba gratis 5 días, sin tarjeta.',
  homeTitle: 'Vitrina — Tu página web profesional desde S/ 25 al mes',
  homeDescription:
    'Tu página web profesional desde S/ 25 al mes. La hacemos por ti en 5 días hábiles y la pruebas 5 días gratis, sin tarjeta. Para negocios del Perú.',
  shareImageAlt: 'Vitrina: tu página web profesional desde S/ 25 al mes',
  hero: 'Tu página web profesional en el Perú por solo S/ 25 al mes',
  included: 'Y tú lo tienes todo desde S/ 25 al mes.',
  comparison: 'Desde S/ 25 al mes',
  about: 'Desde S/ 25 al mes, con 5 días de prueba gratis y sin tarjeta.',
  trialSuccess: 'Si te gusta, te lo quedas por S/ 25/mes. Si no, cancelas antes de que termine la prueba y no pagas nada.',
  terms:
    'Ofrecemos tres planes: Básico (S/ 25 al mes), Crecimiento (S/ 45 al mes) y Personalizado (a cotizar). Las características de cada uno se muestran en la sección de precios de nuestra web.',
};
type PricedTexts = typeof FIRST_STEP;

/** A monthly price of the first step as a whole amount ('S/ 25', not the S/ 250 set-up fee). */
const FIRST_STEP_AMOUNT = /S\/ (25|45)(?!\d)/;
/** The same texts with only the amounts raised one step: S/ 30 and S/ 50. */
const atSecondStep = (texts: PricedTexts) =>
  Object.fromEntries(
    Object.entries(texts).map(([key, text]) => [
      key,
      text.replace(new RegExp(FIRST_STEP_AMOUNT, 'g'), (_match, amount: string) => `S/ ${Number(amount) + STEP_INCREASE_SOLES}`),
    ]),
  ) as PricedTexts;

/** A server page as the cache would store it. */
async function pageHtml(page: () => Promise<ReactNode>) {
  const { prelude } = await prerender(createElement(page));
  return new Response(prelude).text();
}

/** The public pages and tags that name a price, as Next would draw them now. */
async function publicTexts() {
  const [root, home, contact] = await Promise.all([rootMetadata(), homeMetadata(), contactMetadata()]);
  const pages = {
    home: await pageHtml(HomePage),
    about: await pageHtml(AboutPage),
    terms: await pageHtml(TermsPage),
    trialSuccess: await pageHtml(TrialSuccessPage),
  };
  return { root, home, contact, pages };
}

function expectTexts({ root, home, contact, pages }: Awaited<ReturnType<typeof publicTexts>>, texts: PricedTexts) {
  expect(root).toMatchObject({ title: { default: texts.rootTitle }, description: texts.rootDescription });
  const shareImage = { images: [{ url: '/opengraph-image', alt: texts.shareImageAlt }] };
  expect(home).toMatchObject({ title: { absolute: texts.homeTitle }, description: texts.homeDescription, openGraph: shareImage });
  expect(contact).toMatchObject({ openGraph: shareImage, twitter: { images: [{ alt: texts.shareImageAlt }] } });
  for (const text of [texts.hero, texts.included, texts.comparison, texts.homeDescription]) expect(pages.home).toContain(text);
  expect(pages.about).toContain(texts.about);
  expect(pages.terms).toContain(texts.terms);
  expect(pages.trialSuccess).toContain(texts.trialSuccess);
}

describe('the texts that name the price', () => {
  it('are today’s at the first step, and name S/ 30 and S/ 50 once 100 customers have paid', async () => {
    expect(await countPayingCustomers()).toBeLessThan(100);
    expectTexts(await publicTexts(), FIRST_STEP);

    await seedPayingCustomers(100 - (await countPayingCustomers()));
    const secondStep = await publicTexts();
    expectTexts(secondStep, atSecondStep(FIRST_STEP));
    // Nothing on those pages still says the first step's amounts.
    for (const html of Object.values(secondStep.pages)) expect(html).not.toMatch(FIRST_STEP_AMOUNT);
  });
});
