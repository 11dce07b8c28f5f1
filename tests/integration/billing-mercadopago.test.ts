import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { paymentEvents, subscriptions } from '@/db/schema';
import {
  cancelSubscriptionAction,
  checkSubscriptionAction,
  openBillingPortalAction,
  startCardReplacementAction,
  startCheckoutAction,
} from '@/lib/billing/actions';
import { getActor } from '@/lib/auth/session';
import { countPayingCustomers } from '@/lib/billing/launch-price';
import { listCustomerPayments } from '@/lib/receipts/list-customer-payments';
import { getDb } from '@/lib/db/client';
import { logger } from '@/lib/logger';
import { seedPayingCustomers } from '../helpers/paying-customers';
import { TEST_APP_URL, mailsTo, signInTrialCustomer } from '../fakes/stripe/vitest';
import { WEBHOOK_URL, deliverNotification, postNotification, setupFakeMercadoPago } from '../fakes/mercadopago/vitest';
// The start-up's wiring, as in the app: what billing announces reaches the sites and the receipts.
import '@/lib/server/register-all';

const fake = setupFakeMercadoPago();

const rowOf = async (userId: string) => {
  const [row] = await getDb().select().from(subscriptions).where(eq(subscriptions.userId, userId));
  if (!row) throw new Error('no subscription row');
  return row;
};

const recorded = async (notificationId: number) =>
  (
    await getDb()
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.id, `mp-${notificationId}`))
  ).length;

const preapprovalIdOf = (url: string) => new URL(url).searchParams.get('preapproval_id') ?? '';

/** A trial customer who opened the checkout for `plan`; answers the preapproval waiting on Mercado Pago's page. */
async function openedCheckout(plan: 'basic' | 'growth' = 'basic') {
  const customer = await signInTrialCustomer();
  const opened = await startCheckoutAction({ plan });
  if (!opened.ok) throw new Error(opened.error);
  return { customer, url: opened.data.url, preapprovalId: preapprovalIdOf(opened.data.url) };
}

/** A customer whose first month Mercado Pago has charged and whose notifications were delivered. */
async function paidCustomer(plan: 'basic' | 'growth' = 'basic') {
  const opened = await openedCheckout(plan);
  const { notifications } = fake().approve(opened.preapprovalId);
  for (const notification of notifications) expect((await deliverNotification(fake(), notification)).status).toBe(200);
  return opened;
}

describe('Mercado Pago checkout', () => {
  it('opens a monthly subscription in soles on Mercado Pago’s page and activates the plan once approved', async () => {
    const { customer, url, preapprovalId } = await openedCheckout('growth');
    expect(url.startsWith(`${fake().url}/subscriptions/checkout?preapproval_id=`)).toBe(true);
    expect(fake().preapprovals.get(preapprovalId)).toMatchObject({
      status: 'pending',
      reason: 'Vitrina Plan Crecimiento',
      external_reference: `vitrina-${customer.id}`,
      back_url: `${TEST_APP_URL}/dashboard?success=true`,
      auto_recurring: { frequency: 1, frequency_type: 'months', transaction_amount: 45, currency_id: 'PEN' },
    });
    // Nothing is paid yet: the customer is still on the trial.
    expect(await rowOf(customer.id)).toMatchObject({ status: 'trial', providerCustomerId: `vitrina-${customer.id}` });

    const { notifications } = fake().approve(preapprovalId);
    for (const notification of notifications) {
      const response = await deliverNotification(fake(), notification);
      expect(await response.json()).toEqual({ received: true, outcome: 'applied' });
    }
    const row = await rowOf(customer.id);
    expect(row).toMatchObject({ status: 'active', planType: 'growth', providerSubscriptionId: preapprovalId, cancelAtPeriodEnd: false });
    expect(row.currentPeriodEnd?.toISOString()).toBe(fake().preapprovals.get(preapprovalId)?.next_payment_date);

    const again = await startCheckoutAction({ plan: 'basic' });
    expect(again).toMatchObject({ ok: false, error: expect.stringContaining('Ya tienes un plan activo') });
  });

  it('shows the plan as active on check-subscription even before the notification arrives', async () => {
    const { customer, preapprovalId } = await openedCheckout();
    fake().approve(preapprovalId);
    const checked = await checkSubscriptionAction({});
    expect(checked).toMatchObject({ ok: true, data: { status: 'active', changed: true } });
    expect((await rowOf(customer.id)).planType).toBe('basic');
  });

  it('still recognises a subscription opened under the former name ("Vitrina Crecimiento", without "Plan")', async () => {
    const { customer, preapprovalId } = await openedCheckout('growth');
    const preapproval = fake().preapprovals.get(preapprovalId);
    if (!preapproval) throw new Error('no preapproval');
    preapproval.reason = 'Vitrina Crecimiento';
    fake().approve(preapprovalId);
    expect(await checkSubscriptionAction({})).toMatchObject({ ok: true, data: { status: 'active' } });
    expect((await rowOf(customer.id)).planType).toBe('growth');
  });

  it('answers a Spanish error when Mercado Pago is down, and writes nothing', async () => {
    const customer = await signInTrialCustomer();
    fake().fail();
    const result = await startCheckoutAction({ plan: 'basic' });
    expect(result).toMatchObject({ ok: false, error: expect.stringContaining('El servicio de pagos no respondió') });
    expect((await rowOf(customer.id)).providerSubscriptionId).toBeNull();
  });

  it('has no hosted portal: managing the subscription opens our own page', async () => {
    await paidCustomer();
    const result = await openBillingPortalAction({});
    expect(result).toEqual({ ok: true, data: { url: `${TEST_APP_URL}/dashboard/suscripcion` } });
  });
});

describe('monthly charges', () => {
  it('puts a rejected charge in the grace period with the payment-failed e-mail, and a later approved charge back to active', async () => {
    const { customer, preapprovalId } = await paidCustomer();
    const firstEnd = (await rowOf(customer.id)).currentPeriodEnd;

    const rejected = fake().reject(preapprovalId);
    for (const notification of rejected.notifications) expect((await deliverNotification(fake(), notification)).status).toBe(200);
    expect((await rowOf(customer.id)).status).toBe('past_due');
    const mails = await mailsTo(customer.email);
    expect(mails.map((mail) => mail.subject)).toContain('No pudimos procesar tu pago');

    const renewed = fake().renew(preapprovalId);
    for (const notification of renewed.notifications) expect((await deliverNotification(fake(), notification)).status).toBe(200);
    const row = await rowOf(customer.id);
    expect(row.status).toBe('active');
    expect(row.currentPeriodEnd?.getTime()).toBeGreaterThan(firstEnd?.getTime() ?? Number.POSITIVE_INFINITY);
  });

  it('sends one payment-failed e-mail per rejected charge, however many notifications and retries Mercado Pago sends about it', async () => {
    const { customer, preapprovalId } = await paidCustomer();
    const failedMails = async () => (await mailsTo(customer.email)).filter((mail) => mail.subject === 'No pudimos procesar tu pago');

    const { notifications } = fake().reject(preapprovalId);
    expect(notifications.length).toBeGreaterThan(1);
    // Each notification delivered, then each retried, as when our answers were slow.
    for (const notification of [...notifications, ...notifications, ...notifications]) {
      expect((await deliverNotification(fake(), notification)).status).toBe(200);
    }
    expect((await rowOf(customer.id)).status).toBe('past_due');
    expect(await failedMails()).toHaveLength(1);

    // A later charge rejected again is news: one more e-mail.
    for (const notification of fake().reject(preapprovalId).notifications) await deliverNotification(fake(), notification);
    expect(await failedMails()).toHaveLength(2);
  });

  it('lists the customer’s own charges, newest first, for the subscription page', async () => {
    const { preapprovalId } = await paidCustomer('growth');
    fake().reject(preapprovalId);
    const actor = await getActor();
    if (!actor) throw new Error('not signed in');
    const payments = await listCustomerPayments(actor);
    expect(payments?.map(({ amount, statusLabel }) => [amount.replace(/\s/g, ' '), statusLabel])).toEqual([
      ['S/ 45.00', 'Rechazado'],
      ['S/ 45.00', 'Pagado'],
    ]);
    // Someone else's charges never show: a second customer sees none.
    await paidCustomer();
    const other = await getActor();
    expect(await listCustomerPayments(other ?? actor)).toHaveLength(1);
    fake().fail();
    expect(await listCustomerPayments(actor)).toBeNull();
  });

  it('treats a card charge that does not name its subscription as a card charge, not a paid link month', async () => {
    const { customer, preapprovalId } = await paidCustomer();
    const renewed = fake().renew(preapprovalId);
    renewed.payment.metadata = {};
    for (const notification of renewed.notifications) expect((await deliverNotification(fake(), notification)).status).toBe(200);
    const row = await rowOf(customer.id);
    expect(row).toMatchObject({ status: 'active', paysByLink: false, providerSubscriptionId: preapprovalId });
    expect(row.currentPeriodEnd?.toISOString()).toBe(fake().preapprovals.get(preapprovalId)?.next_payment_date);
  });

  it('maps a subscription Mercado Pago paused to expired', async () => {
    const { customer, preapprovalId } = await paidCustomer();
    await deliverNotification(fake(), fake().setStatus(preapprovalId, 'paused'));
    expect((await rowOf(customer.id)).status).toBe('expired');
  });
});

describe('cancellation', () => {
  it('cancels at Mercado Pago and keeps the month already paid for, then ends', async () => {
    const { customer, preapprovalId } = await paidCustomer();
    const result = await cancelSubscriptionAction({ reason: 'Cierro el negocio' });
    expect(result).toEqual({ ok: true, data: { status: 'active', cancelAtPeriodEnd: true } });
    expect(fake().preapprovals.get(preapprovalId)?.status).toBe('cancelled');
    expect(await rowOf(customer.id)).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });

    // The cancellation's own notification leaves the paid month in place...
    const cancelled = await deliverNotification(fake(), fake().setStatus(preapprovalId, 'cancelled'));
    expect(cancelled.status).toBe(200);
    expect(await rowOf(customer.id)).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    // ...and once that month is over, the subscription reads as cancelled.
    await deliverNotification(fake(), fake().setStatus(preapprovalId, 'cancelled', { nextPaymentDate: new Date(Date.now() - 1000) }));
    expect((await rowOf(customer.id)).status).toBe('canceled');
  });
});

describe('notifications', () => {
  it('refuses forged, stale, unsigned or re-targeted notifications with 400 and changes nothing', async () => {
    const { customer, preapprovalId } = await openedCheckout();
    const [notification] = fake().approve(preapprovalId).notifications;
    if (!notification) throw new Error('no notification');
    const valid = fake().request(notification, WEBHOOK_URL);

    const forged = fake().request(notification, WEBHOOK_URL, { secret: 'someone-elses-secret-0000' });
    const stale = fake().request(notification, WEBHOOK_URL, { ts: Math.floor(Date.now() / 1000) - 3600 });
    const { 'x-signature': _dropped, ...unsignedHeaders } = valid.headers;
    const otherObject = valid.body.replace(preapprovalId, 'another-preapproval');

    const answers = await Promise.all([
      postNotification(forged),
      postNotification(stale),
      postNotification({ ...valid, headers: unsignedHeaders }),
      postNotification({ ...valid, body: otherObject }),
      postNotification({ ...valid, body: 'not json' }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 400]);
    expect(await recorded(notification.id)).toBe(0);
    expect((await rowOf(customer.id)).status).toBe('trial');
  });

  it('applies a notification delivered twice only once', async () => {
    const { preapprovalId } = await openedCheckout();
    const [notification] = fake().approve(preapprovalId).notifications;
    if (!notification) throw new Error('no notification');
    const first = await deliverNotification(fake(), notification);
    const replayed = await deliverNotification(fake(), notification);
    expect(await first.json()).toMatchObject({ outcome: 'applied' });
    expect(await replayed.json()).toMatchObject({ outcome: 'duplicate' });
    expect(await recorded(notification.id)).toBe(1);
  });

  it('ends in Mercado Pago’s current state whatever order the notifications arrive in', async () => {
    const { customer, preapprovalId } = await paidCustomer();
    const rejected = fake().reject(preapprovalId);
    const renewed = fake().renew(preapprovalId);
    // The renewal's notification arrives first, the older rejection after it.
    for (const notification of renewed.notifications) await deliverNotification(fake(), notification);
    for (const notification of rejected.notifications) await deliverNotification(fake(), notification);
    expect((await rowOf(customer.id)).status).toBe('active');
  });

  it('acknowledges a notification about a payment Mercado Pago does not know, once', async () => {
    const response = await deliverNotification(fake(), { id: 77, type: 'payment', action: 'payment.created', dataId: '999' });
    expect(await response.json()).toEqual({ received: true, outcome: 'unmatched' });
    expect(await recorded(77)).toBe(1);
  });
});

describe('changing the card (Mercado Pago has no portal)', () => {
  it('authorises the same plan with a new card, charges nothing for the month already paid, and retires the old card', async () => {
    const { customer, preapprovalId: oldId } = await paidCustomer('growth');
    const before = await rowOf(customer.id);
    const chargesBefore = fake().payments.size;

    const opened = await startCardReplacementAction({});
    if (!opened.ok) throw new Error(opened.error);
    const newId = preapprovalIdOf(opened.data.url);
    expect(newId).not.toBe(oldId);
    // Same plan, same amount, same payer; first charge at the renewal already due.
    expect(fake().preapprovals.get(newId)).toMatchObject({
      status: 'pending',
      reason: 'Vitrina Plan Crecimiento',
      external_reference: `vitrina-${customer.id}`,
      back_url: `${TEST_APP_URL}/dashboard/suscripcion?tarjeta=1`,
      auto_recurring: { transaction_amount: 45, currency_id: 'PEN', start_date: before.currentPeriodEnd?.toISOString() },
    });
    // Until the new card is authorised, the old subscription is the customer's.
    expect((await rowOf(customer.id)).providerSubscriptionId).toBe(oldId);

    const { notifications } = fake().approve(newId);
    for (const notification of notifications) expect((await deliverNotification(fake(), notification)).status).toBe(200);
    const after = await rowOf(customer.id);
    expect(after).toMatchObject({ status: 'active', planType: 'growth', providerSubscriptionId: newId, cancelAtPeriodEnd: false });
    expect(after.currentPeriodEnd?.toISOString()).toBe(before.currentPeriodEnd?.toISOString());
    expect(fake().payments.size).toBe(chargesBefore);
    expect(fake().preapprovals.get(oldId)?.status).toBe('cancelled');

    // A late notification about the old subscription does not take the customer back to it.
    expect((await deliverNotification(fake(), fake().setStatus(oldId, 'cancelled'))).status).toBe(200);
    expect(await rowOf(customer.id)).toMatchObject({ providerSubscriptionId: newId, status: 'active', cancelAtPeriodEnd: false });
  });

  it('charges an overdue month to the new card at once, and the plan is active again', async () => {
    const { customer, preapprovalId: oldId } = await paidCustomer();
    for (const notification of fake().reject(oldId).notifications) await deliverNotification(fake(), notification);
    expect((await rowOf(customer.id)).status).toBe('past_due');

    const opened = await startCardReplacementAction({});
    if (!opened.ok) throw new Error(opened.error);
    const newId = preapprovalIdOf(opened.data.url);
    expect(fake().preapprovals.get(newId)?.auto_recurring.start_date).toBeUndefined();
    const { payment, notifications } = fake().approve(newId);
    expect(payment?.status).toBe('approved');
    for (const n of notifications) await deliverNotification(fake(), n);
    expect(await rowOf(customer.id)).toMatchObject({ status: 'active', providerSubscriptionId: newId });
    expect(fake().preapprovals.get(oldId)?.status).toBe('cancelled');
  });

  it("finds the new card on the customer's return, before the notification arrives", async () => {
    const { customer } = await paidCustomer();
    const opened = await startCardReplacementAction({});
    if (!opened.ok) throw new Error(opened.error);
    const newId = preapprovalIdOf(opened.data.url);
    fake().approve(newId);
    expect(await checkSubscriptionAction({})).toMatchObject({ ok: true, data: { status: 'active' } });
    expect((await rowOf(customer.id)).providerSubscriptionId).toBe(newId);
  });

  it('is offered only to a card subscription that renews, with a Spanish reason otherwise', async () => {
    await signInTrialCustomer();
    expect(await startCardReplacementAction({})).toMatchObject({ ok: false, error: 'No tienes una suscripción con tarjeta activa.' });
    await paidCustomer();
    expect((await cancelSubscriptionAction({ reason: 'Ya no lo necesito' })).ok).toBe(true);
    expect(await startCardReplacementAction({})).toMatchObject({ ok: false, error: expect.stringContaining('no se renovará') });
  });
});

describe('the launch price on Mercado Pago', () => {
  it('refuses a subscription whose name says a plan but whose amount is not the customer’s price for it, and logs it as an error', async () => {
    const errors = vi.spyOn(logger, 'error');
    const { customer, preapprovalId } = await openedCheckout('growth');
    const preapproval = fake().preapprovals.get(preapprovalId);
    if (!preapproval) throw new Error('no preapproval');
    // 'Vitrina Plan Crecimiento' at Plan Básico's S/ 25.
    preapproval.auto_recurring.transaction_amount = 25;
    for (const notification of fake().approve(preapprovalId).notifications) {
      expect((await deliverNotification(fake(), notification)).status).toBe(200);
    }
    expect(await checkSubscriptionAction({})).toMatchObject({ ok: true, data: { status: 'trial' } });
    expect(await rowOf(customer.id)).toMatchObject({ status: 'trial', planType: 'trial' });
    expect(errors).toHaveBeenCalledWith(
      expect.objectContaining({ userId: customer.id, plan: 'growth', amountCents: 2500, expectedCents: 4500 }),
      expect.stringContaining('plan not granted'),
    );
    errors.mockRestore();
  });

  it('charges a customer who first subscribes at the second step S/ 30, and keeps S/ 30 for renewals, a new card and a return after the count moves on', async () => {
    // The 101st paying customer subscribes at the second step.
    await seedPayingCustomers(100 - (await countPayingCustomers()));
    const { customer, preapprovalId } = await paidCustomer('basic');
    expect(fake().preapprovals.get(preapprovalId)?.auto_recurring).toMatchObject({ transaction_amount: 30, currency_id: 'PEN' });
    expect(await rowOf(customer.id)).toMatchObject({ status: 'active', planType: 'basic', priceStep: 1 });

    // A hundred more customers later, the month renews at the customer's own price.
    await seedPayingCustomers(100);
    const renewed = fake().renew(preapprovalId);
    expect(renewed.payment.transaction_amount).toBe(30);
    for (const notification of renewed.notifications) expect((await deliverNotification(fake(), notification)).status).toBe(200);

    // 'Cambiar tarjeta' authorises the same S/ 30 on the new card.
    const replacing = await startCardReplacementAction({});
    if (!replacing.ok) throw new Error(replacing.error);
    const newId = preapprovalIdOf(replacing.data.url);
    expect(fake().preapprovals.get(newId)?.auto_recurring.transaction_amount).toBe(30);
    for (const notification of fake().approve(newId).notifications) await deliverNotification(fake(), notification);
    expect(await rowOf(customer.id)).toMatchObject({ status: 'active', providerSubscriptionId: newId });

    // Cancelled and back after the paid month: by card or by link, still S/ 30.
    expect((await cancelSubscriptionAction({})).ok).toBe(true);
    await deliverNotification(fake(), fake().setStatus(newId, 'cancelled', { nextPaymentDate: new Date(Date.now() - 1000) }));
    expect((await rowOf(customer.id)).status).toBe('canceled');
    const byCard = await startCheckoutAction({ plan: 'basic' });
    if (!byCard.ok) throw new Error(byCard.error);
    expect(fake().preapprovals.get(preapprovalIdOf(byCard.data.url))?.auto_recurring.transaction_amount).toBe(30);
    const byLink = await startCheckoutAction({ plan: 'basic', method: 'link' });
    if (!byLink.ok) throw new Error(byLink.error);
    expect(fake().preferences.get(new URL(byLink.data.url).searchParams.get('pref_id') ?? '')?.items).toMatchObject([{ unit_price: 30 }]);

    // Whoever subscribes now starts at the third step.
    const newcomer = await openedCheckout('basic');
    expect(fake().preapprovals.get(newcomer.preapprovalId)?.auto_recurring.transaction_amount).toBe(35);
  });
});
