import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscriptions } from '@/db/schema';
import { cancelSubscriptionAction, startCheckoutAction } from '@/lib/billing/actions';
import { runPaymentLinkReminders } from '@/lib/billing/payment-link-reminders';
import { getDb } from '@/lib/db/client';
import { mailsTo, signInTrialCustomer } from '../fakes/stripe/vitest';
import { deliverNotification, setupFakeMercadoPago } from '../fakes/mercadopago/vitest';
// The start-up's wiring, as in the app: what billing announces reaches the sites and the receipts.
import '@/lib/server/register-all';

const fake = setupFakeMercadoPago();
const DAY_MS = 24 * 60 * 60 * 1000;

const rowOf = async (userId: string) => {
  const [row] = await getDb().select().from(subscriptions).where(eq(subscriptions.userId, userId));
  if (!row) throw new Error('no subscription row');
  return row;
};

const preferenceIdOf = (url: string) => new URL(url).searchParams.get('pref_id') ?? '';

/** A trial customer who chose to pay month by month and paid the first month's link with Yape. */
async function linkCustomer() {
  const customer = await signInTrialCustomer();
  const opened = await startCheckoutAction({ plan: 'basic', method: 'link' });
  if (!opened.ok) throw new Error(opened.error);
  const { notification } = fake().payPreference(preferenceIdOf(opened.data.url));
  expect((await deliverNotification(fake(), notification)).status).toBe(200);
  return { customer, url: opened.data.url };
}

describe('paying month by month through a payment link (Yape)', () => {
  it('opens a one-time payment for the month in soles, and the paid month makes the plan active for a month', async () => {
    const before = Date.now();
    const { customer, url } = await linkCustomer();
    expect(url.startsWith(`${fake().url}/checkout/v1/redirect?pref_id=`)).toBe(true);
    expect(fake().preferences.get(preferenceIdOf(url))).toMatchObject({
      external_reference: `vitrina-${customer.id}`,
      items: [{ title: 'Vitrina Plan Básico', quantity: 1, unit_price: 25, currency_id: 'PEN' }],
      expires: true,
    });
    const row = await rowOf(customer.id);
    expect(row).toMatchObject({ status: 'active', planType: 'basic', paysByLink: true, providerSubscriptionId: null });
    const days = ((row.currentPeriodEnd?.getTime() ?? 0) - before) / DAY_MS;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31.1);
  });

  it('extends the plan once per payment, however many notifications arrive about it', async () => {
    const { customer } = await linkCustomer();
    const end = (await rowOf(customer.id)).currentPeriodEnd;
    const [payment] = [...fake().payments.values()].filter((p) => p.external_reference === `vitrina-${customer.id}`);
    const again = await deliverNotification(fake(), { id: 123_456, type: 'payment', action: 'payment.updated', dataId: String(payment?.id) });
    expect(await again.json()).toMatchObject({ outcome: 'duplicate' });
    expect((await rowOf(customer.id)).currentPeriodEnd?.getTime()).toBe(end?.getTime());
  });

  it('e-mails one fresh link before the due date, puts an unpaid month in the grace period, and a late payment restores the plan', async () => {
    const { customer } = await linkCustomer();
    const end = (await rowOf(customer.id)).currentPeriodEnd ?? new Date();

    // Too early: nothing is sent.
    expect(await runPaymentLinkReminders(new Date(end.getTime() - 10 * DAY_MS))).toMatchObject({ sent: 0 });
    // Two days before the due date: one e-mail with a new link, and only one however often the job runs.
    const twoDaysBefore = new Date(end.getTime() - 2 * DAY_MS);
    await runPaymentLinkReminders(twoDaysBefore);
    await runPaymentLinkReminders(twoDaysBefore);
    const reminders = (await mailsTo(customer.email)).filter((mail) => mail.subject === 'Tu pago mensual de Vitrina');
    expect(reminders).toHaveLength(1);
    const link = reminders[0]?.text.match(/https?:\/\/\S+pref_id=[\w-]+/)?.[0] ?? '';
    expect(fake().preferences.has(preferenceIdOf(link))).toBe(true);

    // Unpaid at the due date: the grace period, with an e-mail that carries a fresh link and speaks
    // of no card and no retry (nobody charges a customer who pays by link).
    await runPaymentLinkReminders(new Date(end.getTime() + DAY_MS));
    expect((await rowOf(customer.id)).status).toBe('past_due');
    const mails = await mailsTo(customer.email);
    expect(mails.map((mail) => mail.subject)).not.toContain('No pudimos procesar tu pago');
    const overdue = mails.filter((mail) => mail.subject === 'Aún no recibimos el pago de tu mes');
    expect(overdue).toHaveLength(1);
    expect(overdue[0]?.text).toContain('El pago mensual de tu Plan Básico (S/ 25) vencía el');
    expect(overdue[0]?.text).not.toMatch(/tarjeta venció|reintent/i);
    const fresh = overdue[0]?.text.match(/https?:\/\/\S+pref_id=[\w-]+/)?.[0] ?? '';
    expect(fake().preferences.has(preferenceIdOf(fresh))).toBe(true);
    expect(fresh).not.toBe(link);

    // Paying the e-mailed link late brings the plan back, a month past the missed due date's day.
    const { notification } = fake().payPreference(preferenceIdOf(link));
    await deliverNotification(fake(), notification);
    const row = await rowOf(customer.id);
    expect(row.status).toBe('active');
    expect(row.currentPeriodEnd?.getTime()).toBeGreaterThan(Date.now() + 27 * DAY_MS);
  });

  it('ends a cancelled plan with the month paid for, without sending more links', async () => {
    const { customer } = await linkCustomer();
    const cancelled = await cancelSubscriptionAction({});
    expect(cancelled).toEqual({ ok: true, data: { status: 'active', cancelAtPeriodEnd: true } });
    const end = (await rowOf(customer.id)).currentPeriodEnd ?? new Date();
    expect(await runPaymentLinkReminders(new Date(end.getTime() - DAY_MS))).toMatchObject({ sent: 0 });
    await runPaymentLinkReminders(new Date(end.getTime() + DAY_MS));
    expect((await rowOf(customer.id)).status).toBe('canceled');
  });

  it('changes nothing when a link payment is rejected', async () => {
    const customer = await signInTrialCustomer();
    const opened = await startCheckoutAction({ plan: 'growth', method: 'link' });
    if (!opened.ok) throw new Error(opened.error);
    const { notification } = fake().payPreference(preferenceIdOf(opened.data.url), 'rejected');
    expect(await (await deliverNotification(fake(), notification)).json()).toMatchObject({ outcome: 'ignored' });
    expect((await rowOf(customer.id)).status).toBe('trial');
  });
});
