import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentEvents, subscriptions } from '@/db/schema';
import { startCheckoutAction } from '@/lib/billing/actions';
import { getDb } from '@/lib/db/client';
import { buildEvent, buildSubscription } from '../fakes/stripe/objects';
import { deliverEvent, mailsTo, postWebhook, signInTrialCustomer, setupFakeStripe } from '../fakes/stripe/vitest';
// The start-up's wiring, as in the app: what billing announces reaches the sites and the receipts.
import '@/lib/server/register-all';

const fake = setupFakeStripe();

const rowOf = async (userId: string) => {
  const [row] = await getDb().select().from(subscriptions).where(eq(subscriptions.userId, userId));
  if (!row) throw new Error('no subscription row');
  return row;
};
const recorded = async (eventId: string) => (await getDb().select().from(paymentEvents).where(eq(paymentEvents.id, eventId))).length;

/** A trial customer who has paid at the provider; the events are returned undelivered. */
async function paidAtProvider() {
  const customer = await signInTrialCustomer();
  const opened = await startCheckoutAction({ plan: 'basic' });
  if (!opened.ok) throw new Error(opened.error);
  const { subscription, events } = fake().completeCheckout(opened.data.url.split('/checkout/')[1] ?? '');
  const [completed, created, paid] = events;
  if (!completed || !created || !paid) throw new Error('the fake sent fewer events');
  return { customer, subscription, completed, created, paid };
}

describe('signature and body checks', () => {
  it('refuses a forged, stale or missing signature with 400 and changes nothing', async () => {
    const { customer, completed } = await paidAtProvider();
    const payload = JSON.stringify(completed);
    const forged = await postWebhook(payload, { 'stripe-signature': fake().sign(payload, { secret: 'whsec_someone_else' }) });
    const stale = await postWebhook(payload, { 'stripe-signature': fake().sign(payload, { timestamp: Math.floor(Date.now() / 1000) - 600 }) });
    const tampered = await postWebhook(payload.replace('"paid"', '"unpaid"'), { 'stripe-signature': fake().sign(payload) });
    const missing = await postWebhook(payload, {});
    expect([forged.status, stale.status, tampered.status, missing.status]).toEqual([400, 400, 400, 400]);
    expect(await forged.json()).toEqual({ error: 'invalid signature' });
    expect(await recorded(completed.id)).toBe(0);
    expect((await rowOf(customer.id)).status).toBe('trial');
  });

  it('refuses a 10 MB body with 413 before reading it all, whether or not its length is declared', async () => {
    const huge = 'x'.repeat(10 * 1024 * 1024);
    const declared = await postWebhook(huge, { 'content-length': String(huge.length), 'stripe-signature': 't=1,v1=0' });
    expect(declared.status).toBe(413);

    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 10 * 1024 * 1024) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const undeclared = await postWebhook(stream, { 'stripe-signature': 't=1,v1=0' });
    expect(undeclared.status).toBe(413);
    expect(sent).toBeLessThan(2 * 1024 * 1024);
  });

  it('answers 400 to a correctly signed body that is not JSON, or not an event', async () => {
    const notJson = '{"id": "evt_broken", "type": ';
    const malformed = await postWebhook(notJson, { 'stripe-signature': fake().sign(notJson) });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: 'malformed event' });

    const notAnEvent = JSON.stringify({ hello: 'world' });
    expect((await postWebhook(notAnEvent, { 'stripe-signature': fake().sign(notAnEvent) })).status).toBe(400);

    const wrongShape = JSON.stringify(buildEvent('customer.subscription.updated', { id: 42 }));
    expect((await postWebhook(wrongShape, { 'stripe-signature': fake().sign(wrongShape) })).status).toBe(400);
  });

  it('acknowledges event types it does not act on', async () => {
    const response = await deliverEvent(fake(), buildEvent('customer.created', { id: 'cus_x', object: 'customer' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, outcome: 'ignored' });
  });
});

describe('applying events', () => {
  it('applies an event delivered twice only once', async () => {
    const { customer, subscription, completed } = await paidAtProvider();
    expect(await (await deliverEvent(fake(), completed)).json()).toMatchObject({ outcome: 'applied' });
    expect((await rowOf(customer.id)).status).toBe('active');

    const failedPayment = fake().failPayment(subscription.id);
    expect(await (await deliverEvent(fake(), failedPayment)).json()).toMatchObject({ outcome: 'applied' });
    expect(await (await deliverEvent(fake(), failedPayment)).json()).toMatchObject({ outcome: 'duplicate' });

    expect((await rowOf(customer.id)).status).toBe('past_due');
    expect(await recorded(failedPayment.id)).toBe(1);
    // The customer hears about the failed payment once, not once per delivery.
    const notices = (await mailsTo(customer.email)).filter((mail) => mail.subject === 'No pudimos procesar tu pago');
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toContain('Actualiza tu método de pago');
  });

  it('ends in the provider’s current state whatever order the events arrive in', async () => {
    const { customer, subscription, completed, created, paid } = await paidAtProvider();
    const renewedEnd = Math.floor(Date.now() / 1000) + 60 * 24 * 60 * 60;
    const renewed = fake().updateSubscription(subscription.id, { periodEnd: renewedEnd });
    const deleted = fake().updateSubscription(subscription.id, { status: 'canceled' });

    for (const event of [deleted, renewed, paid, created, completed]) {
      expect((await deliverEvent(fake(), event)).status).toBe(200);
    }
    const row = await rowOf(customer.id);
    expect(row.status).toBe('canceled');
    expect(row.currentPeriodEnd?.getTime()).toBe(renewedEnd * 1000);
  });

  it('keeps a new subscription when a late event about an ended one arrives', async () => {
    const { customer, subscription: first, completed } = await paidAtProvider();
    await deliverEvent(fake(), completed);
    const firstEnded = fake().updateSubscription(first.id, { status: 'canceled' });
    await deliverEvent(fake(), firstEnded);
    expect((await rowOf(customer.id)).status).toBe('canceled');

    const reopened = await startCheckoutAction({ plan: 'growth' });
    if (!reopened.ok) throw new Error(reopened.error);
    const second = fake().completeCheckout(reopened.data.url.split('/checkout/')[1] ?? '');
    for (const event of second.events) await deliverEvent(fake(), event);
    // Stripe retries the old subscription's event late: it must not undo the new plan.
    await deliverEvent(fake(), buildEvent('customer.subscription.updated', fake().subscriptions.get(first.id) ?? {}));

    const row = await rowOf(customer.id);
    expect(row).toMatchObject({ status: 'active', planType: 'growth', providerSubscriptionId: second.subscription.id });
  });

  it('answers 5xx when the provider cannot be read, records nothing, and applies the retry', async () => {
    const { customer, completed } = await paidAtProvider();
    fake().fail('500');
    const failed = await deliverEvent(fake(), completed);
    expect(failed.status).toBe(500);
    expect(await recorded(completed.id)).toBe(0);
    expect((await rowOf(customer.id)).status).toBe('trial');

    fake().recover();
    const retried = await deliverEvent(fake(), completed);
    expect(retried.status).toBe(200);
    expect((await rowOf(customer.id)).status).toBe('active');
  });
});

describe('events that are not about our checkouts (issue 12, item 17)', () => {
  it('records and acknowledges an event about a subscription the provider does not know, so it is not retried for days', async () => {
    const event = buildEvent('customer.subscription.updated', { id: 'sub_gone', object: 'subscription', customer: 'cus_gone', metadata: {} });
    const response = await deliverEvent(fake(), event);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, outcome: 'unmatched' });
    expect(await recorded(event.id)).toBe(1);
  });

  it('does not attach a subscription from a checkout someone else started to the user it names', async () => {
    const victim = await signInTrialCustomer();
    // A checkout the product never opened (a payment link, say) naming the victim as reference.
    const foreign = buildSubscription({ customer: 'cus_stranger', price: 'price_fake_growth', metadata: {}, periodDays: 30 });
    fake().subscriptions.set(foreign.id, foreign);
    const completed = buildEvent('checkout.session.completed', {
      id: 'cs_not_ours',
      object: 'checkout.session',
      mode: 'subscription',
      subscription: foreign.id,
      customer: 'cus_stranger',
      client_reference_id: victim.id,
    });
    const response = await deliverEvent(fake(), completed);
    expect(await response.json()).toEqual({ received: true, outcome: 'unmatched' });
    expect(await rowOf(victim.id)).toMatchObject({ status: 'trial', providerCustomerId: null, providerSubscriptionId: null });
  });

  it('still attaches the subscription of a checkout it opened when the row lost its customer id', async () => {
    const { customer, subscription, completed } = await paidAtProvider();
    await getDb().update(subscriptions).set({ providerCustomerId: null }).where(eq(subscriptions.userId, customer.id));
    // Only the checkout session ties this subscription to the customer now.
    subscription.metadata = {};
    expect(await (await deliverEvent(fake(), completed)).json()).toMatchObject({ outcome: 'applied' });
    expect(await rowOf(customer.id)).toMatchObject({ status: 'active', providerSubscriptionId: subscription.id });
  });
});
