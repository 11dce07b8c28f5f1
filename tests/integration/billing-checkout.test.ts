import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscriptions } from '@/db/schema';
import { resetConfigForTests } from '@/lib/config';
import { getDb } from '@/lib/db/client';
import { cancelSubscriptionAction, checkSubscriptionAction, openBillingPortalAction, startCheckoutAction } from '@/lib/billing/actions';
import { getActor } from '@/lib/auth/session';
import { listCustomerPayments } from '@/lib/receipts/list-customer-payments';
import { planLabel } from '@/lib/billing/present';
import { signOut } from '../helpers/auth';
import { TEST_APP_URL, deliverEvent, signInTrialCustomer, setupFakeStripe } from '../fakes/stripe/vitest';
// The start-up's wiring, as in the app: what billing announces reaches the sites and the receipts.
import '@/lib/server/register-all';

const fake = setupFakeStripe();

const rowOf = async (userId: string) => {
  const [row] = await getDb().select().from(subscriptions).where(eq(subscriptions.userId, userId));
  if (!row) throw new Error('no subscription row');
  return row;
};

const sessionIdOf = (url: string) => url.split('/checkout/')[1] ?? '';

describe('checkout → webhook → active subscription', () => {
  it('opens a subscription checkout for the chosen plan and activates it when the provider confirms', async () => {
    const customer = await signInTrialCustomer();

    const result = await startCheckoutAction({ plan: 'growth' });
    if (!result.ok) throw new Error(result.error);
    expect(result.data.url.startsWith(`${fake().url}/checkout/`)).toBe(true);

    const session = fake().sessions.get(sessionIdOf(result.data.url));
    expect(session).toMatchObject({
      mode: 'subscription',
      client_reference_id: customer.id,
      success_url: `${TEST_APP_URL}/dashboard?success=true`,
      cancel_url: `${TEST_APP_URL}/dashboard?canceled=true`,
      fake: { price: 'price_fake_growth' },
    });
    // The provider customer is on our row before the customer ever pays.
    const beforePayment = await rowOf(customer.id);
    expect(beforePayment.providerCustomerId).toBe(session?.customer);
    expect(beforePayment.status).toBe('trial');

    const { subscription, events } = fake().completeCheckout(session?.id ?? '');
    for (const event of events) expect((await deliverEvent(fake(), event)).status).toBe(200);

    const row = await rowOf(customer.id);
    expect(row.status).toBe('active');
    // Our plan key, not Stripe's product id (decision 0029).
    expect(row.planType).toBe('growth');
    expect(planLabel(row.planType, 'customer')).toBe('Growth Plan');
    expect(row.providerSubscriptionId).toBe(subscription.id);
    expect(row.currentPeriodEnd?.getTime()).toBe((subscription.items.data[0]?.current_period_end ?? 0) * 1000);
    expect(row.cancelAtPeriodEnd).toBe(false);

    // Already subscribed: no second checkout.
    const again = await startCheckoutAction({ plan: 'basic' });
    expect(again).toMatchObject({ ok: false, error: expect.stringContaining('Ya tienes un plan activo') });
  });

  it('takes only a plan key from the client: the price comes from server configuration', async () => {
    await signInTrialCustomer();
    const invalid = await startCheckoutAction({ plan: 'price_fake_growth' });
    expect(invalid).toMatchObject({ ok: false, code: 'invalid' });

    const withExtra = await startCheckoutAction({ plan: 'basic', priceId: 'price_someone_else', customer: 'cus_other' });
    if (!withExtra.ok) throw new Error(withExtra.error);
    const session = fake().sessions.get(sessionIdOf(withExtra.data.url));
    expect(session?.fake.price).toBe('price_fake_basic');
    expect(session?.customer).not.toBe('cus_other');
  });

  it('reuses the provider customer on a second checkout', async () => {
    await signInTrialCustomer();
    const customersBefore = fake().customers.size;
    const first = await startCheckoutAction({ plan: 'basic' });
    const second = await startCheckoutAction({ plan: 'growth' });
    if (!first.ok || !second.ok) throw new Error('checkout failed');
    expect(fake().customers.size).toBe(customersBefore + 1);
    expect(fake().sessions.get(sessionIdOf(first.data.url))?.customer).toBe(fake().sessions.get(sessionIdOf(second.data.url))?.customer);
  });

  it('syncs on check-subscription even before the webhook arrives', async () => {
    const customer = await signInTrialCustomer();
    const result = await startCheckoutAction({ plan: 'basic' });
    if (!result.ok) throw new Error(result.error);
    fake().completeCheckout(sessionIdOf(result.data.url));

    const check = await checkSubscriptionAction({});
    expect(check).toEqual({ ok: true, data: { status: 'active', changed: true } });
    expect((await rowOf(customer.id)).planType).toBe('basic');

    const again = await checkSubscriptionAction({});
    expect(again).toEqual({ ok: true, data: { status: 'active', changed: false } });
  });
});

describe('the provider failing', () => {
  it('answers 500: the customer reads a Spanish error, nothing is written, and a retry succeeds', async () => {
    const customer = await signInTrialCustomer();
    fake().fail('500');
    const failed = await startCheckoutAction({ plan: 'basic' });
    expect(failed).toMatchObject({ ok: false, error: 'El servicio de pagos no respondió. Inténtalo de nuevo en unos minutos.' });
    expect(await rowOf(customer.id)).toMatchObject({ providerCustomerId: null, status: 'trial' });

    fake().recover();
    const retried = await startCheckoutAction({ plan: 'basic' });
    expect(retried.ok).toBe(true);
  });

  it('never answers: the call times out, and the customer created before keeps being used', async () => {
    const customer = await signInTrialCustomer();
    fake().fail('hang', { pathPrefix: '/v1/checkout/sessions' });
    const started = Date.now();
    const failed = await startCheckoutAction({ plan: 'growth' });
    expect(failed).toMatchObject({ ok: false, error: expect.stringContaining('no respondió') });
    // 800 ms timeout and one retry: a bounded wait, not a hang (generous for a loaded machine).
    expect(Date.now() - started).toBeLessThan(10_000);
    const stored = (await rowOf(customer.id)).providerCustomerId;
    expect(stored).toMatch(/^cus_/);

    fake().recover();
    const retried = await startCheckoutAction({ plan: 'growth' });
    if (!retried.ok) throw new Error(retried.error);
    expect(fake().sessions.get(sessionIdOf(retried.data.url))?.customer).toBe(stored);
    expect([...fake().customers.values()].filter((c) => c.metadata.userId === customer.id)).toHaveLength(1);
  });

  it('stays silent-safe on check-subscription: an error result, the row untouched', async () => {
    const customer = await signInTrialCustomer();
    const opened = await startCheckoutAction({ plan: 'basic' });
    if (!opened.ok) throw new Error(opened.error);
    fake().completeCheckout(sessionIdOf(opened.data.url));
    fake().fail('500');
    const check = await checkSubscriptionAction({});
    expect(check.ok).toBe(false);
    expect((await rowOf(customer.id)).status).toBe('trial');
  });
});

describe('who may open checkout and the portal', () => {
  it('refuses anonymous callers before reaching the provider', async () => {
    signOut();
    const requestsBefore = fake().requests.length;
    for (const result of [
      await startCheckoutAction({ plan: 'basic' }),
      await openBillingPortalAction({}),
      await checkSubscriptionAction({}),
      await cancelSubscriptionAction({}),
    ]) {
      expect(result).toMatchObject({ ok: false, code: 'unauthenticated' });
    }
    expect(fake().requests.length).toBe(requestsBefore);
  });

  it("opens only the caller's own portal; a customer without a paid plan gets a clear refusal", async () => {
    const owner = await signInTrialCustomer();
    const opened = await startCheckoutAction({ plan: 'basic' });
    if (!opened.ok) throw new Error(opened.error);
    const ownerCustomer = (await rowOf(owner.id)).providerCustomerId;

    const portal = await openBillingPortalAction({});
    if (!portal.ok) throw new Error(portal.error);
    expect(portal.data.url.startsWith(`${fake().url}/portal/`)).toBe(true);
    const portalRequest = fake().requests.findLast((r) => r.path === '/v1/billing_portal/sessions');
    expect(portalRequest?.body).toMatchObject({ customer: ownerCustomer, return_url: `${TEST_APP_URL}/dashboard` });

    // Another customer: whatever they send, they reach only their own (absent) record.
    await signInTrialCustomer();
    const requestsBefore = fake().requests.length;
    const other = await openBillingPortalAction({ customerId: ownerCustomer, userId: owner.id });
    expect(other).toMatchObject({ ok: false, error: 'Todavía no tienes un plan de pago que gestionar.' });
    expect(fake().requests.length).toBe(requestsBefore);

    const otherCheckout = await startCheckoutAction({ plan: 'growth', userId: owner.id });
    if (!otherCheckout.ok) throw new Error(otherCheckout.error);
    expect(fake().sessions.get(sessionIdOf(otherCheckout.data.url))?.customer).not.toBe(ownerCustomer);
  });
});

describe('without payments configured', () => {
  it('answers a clear Spanish reason and crashes nothing', async () => {
    const saved = process.env.STRIPE_SECRET_KEY;
    delete process.env.STRIPE_SECRET_KEY;
    resetConfigForTests();
    try {
      await signInTrialCustomer();
      const checkout = await startCheckoutAction({ plan: 'basic' });
      expect(checkout).toMatchObject({ ok: false, error: expect.stringContaining('no están configurados') });
      // Nothing to sync for a customer who never paid: the dashboard's check stays quiet.
      expect(await checkSubscriptionAction({})).toEqual({ ok: true, data: { status: 'trial', changed: false } });
    } finally {
      process.env.STRIPE_SECRET_KEY = saved;
      resetConfigForTests();
    }
  });

  it("lists the customer's own charges, newest first, for the subscription page", async () => {
    await signInTrialCustomer();
    const opened = await startCheckoutAction({ plan: 'growth' });
    if (!opened.ok) throw new Error(opened.error);
    const { subscription, events } = fake().completeCheckout(sessionIdOf(opened.data.url));
    for (const event of events) await deliverEvent(fake(), event);
    await deliverEvent(fake(), fake().renew(subscription.id));
    const actor = await getActor();
    if (!actor) throw new Error('not signed in');
    const listed = async () => (await listCustomerPayments(actor))?.map(({ amount, statusLabel }) => [amount.replace(/\s/g, ' '), statusLabel]);
    // The first month and its renewal.
    expect(await listed()).toEqual([
      ['S/ 45.00', 'Pagado'],
      ['S/ 45.00', 'Pagado'],
    ]);

    // Someone else's charges never show: a second customer who has not paid sees none.
    await signInTrialCustomer();
    const other = await startCheckoutAction({ plan: 'basic' });
    if (!other.ok) throw new Error(other.error);
    expect(await listCustomerPayments((await getActor()) ?? actor)).toEqual([]);

    // The provider not answering is said as such, not shown as an empty history.
    fake().fail('500');
    expect(await listCustomerPayments(actor)).toBeNull();
    fake().recover();
  });
});
