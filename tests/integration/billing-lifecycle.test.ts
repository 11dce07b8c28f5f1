import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscriptions } from '@/db/schema';
import { cancelSubscriptionAction, checkSubscriptionAction, startCheckoutAction } from '@/lib/billing/actions';
import { getDb } from '@/lib/db/client';
import { runDailyTasks } from '@/lib/jobs/daily';
import '@/lib/server/register-all';
import { runTrialLifecycle } from '@/lib/billing/trial-lifecycle';
import { createUser } from '../helpers/auth';
import { deliverEvent, mailsTo, signInTrialCustomer, setupFakeStripe } from '../fakes/stripe/vitest';

const fake = setupFakeStripe();
const HOUR = 60 * 60 * 1000;

const rowOf = async (userId: string) => {
  const [row] = await getDb().select().from(subscriptions).where(eq(subscriptions.userId, userId));
  if (!row) throw new Error('no subscription row');
  return row;
};

async function trialCustomer(trialEndDate: Date, status: 'trial' | 'active' = 'trial') {
  const account = await createUser();
  await getDb()
    .insert(subscriptions)
    .values({ userId: account.id, status, planType: status === 'trial' ? 'trial' : 'basic', trialEndDate });
  return account;
}

describe('the daily trial lifecycle', () => {
  // 2026-11-22 08:00 in Lima (UTC−5), when the daily job runs.
  const now = new Date('2026-11-22T13:00:00Z');

  it('expires ended trials, reminds and notifies once, and changes nothing when run again the same day', async () => {
    const ended = await trialCustomer(new Date('2026-11-22T04:00:00Z'));
    const endsTomorrowNight = await trialCustomer(new Date('2026-11-24T04:30:00Z')); // 23:30 on the 23rd in Lima
    const endsDayAfter = await trialCustomer(new Date('2026-11-24T05:30:00Z')); // 00:30 on the 24th in Lima
    const paying = await trialCustomer(new Date('2026-11-20T00:00:00Z'), 'active');

    const first = await runDailyTasks(now);
    expect(first.ran).toBe(true);
    expect(first.results['trial-lifecycle']).toMatchObject({ expired: 1, reminded: 1, notified: 1 });

    expect((await rowOf(ended.id)).status).toBe('expired');
    expect((await rowOf(paying.id)).status).toBe('active');
    expect((await mailsTo(ended.email)).map((m) => m.subject)).toEqual(['Tu prueba gratis terminó']);
    expect((await mailsTo(endsTomorrowNight.email)).map((m) => m.subject)).toEqual(['Tu prueba gratis termina mañana']);
    expect(await mailsTo(endsDayAfter.email)).toEqual([]);
    expect(await mailsTo(paying.email)).toEqual([]);

    const snapshot = await getDb().select().from(subscriptions);
    // The same day again: the daily claim stops the run, and the task itself is idempotent too.
    expect((await runDailyTasks(new Date(now.getTime() + HOUR))).ran).toBe(false);
    expect(await runTrialLifecycle(new Date(now.getTime() + HOUR))).toEqual({ expired: 0, reminded: 0, notified: 0 });
    expect(await getDb().select().from(subscriptions)).toEqual(snapshot);
    expect(await mailsTo(ended.email)).toHaveLength(1);
    expect(await mailsTo(endsTomorrowNight.email)).toHaveLength(1);
  });

  it("quotes the launch price a trial customer already holds, not today's", async () => {
    const holder = await trialCustomer(new Date('2026-11-23T20:00:00Z'));
    // A checkout opened when 100 customers had paid fixed the second step for this customer.
    await getDb().update(subscriptions).set({ priceStep: 1 }).where(eq(subscriptions.userId, holder.id));
    const newcomer = await trialCustomer(new Date('2026-11-23T20:00:00Z'));
    expect(await runTrialLifecycle(now)).toMatchObject({ reminded: 2 });
    const [held] = await mailsTo(holder.email);
    expect(held?.text).toContain('Plan Básico S/ 30 al mes o Plan Crecimiento S/ 50 al mes');
    const [today] = await mailsTo(newcomer.email);
    expect(today?.text).toContain('Plan Básico S/ 25 al mes o Plan Crecimiento S/ 45 al mes');
  });

  it('shows an ended trial as expired to the customer before the job has run', async () => {
    const customer = await signInTrialCustomer({ trialEndDate: new Date(Date.now() - HOUR) });
    expect(await checkSubscriptionAction({})).toEqual({ ok: true, data: { status: 'expired', changed: true } });
    expect((await rowOf(customer.id)).status).toBe('expired');
  });
});

describe('self-serve cancellation', () => {
  it('ends a trial immediately, without touching the provider, and confirms by e-mail', async () => {
    const customer = await signInTrialCustomer();
    const requestsBefore = fake().requests.length;
    const result = await cancelSubscriptionAction({ reason: '  Por ahora no lo necesito  ' });
    expect(result).toEqual({ ok: true, data: { status: 'canceled', cancelAtPeriodEnd: false } });
    expect(await rowOf(customer.id)).toMatchObject({ status: 'canceled', cancelReason: 'Por ahora no lo necesito' });
    expect(fake().requests.length).toBe(requestsBefore);
    const [mail] = await mailsTo(customer.email);
    expect(mail?.subject).toBe('Confirmamos la cancelación de tu suscripción');
    expect(mail?.text).toContain('No se te cobró ni se te cobrará nada');

    // A cancelled trial is not expired or e-mailed again by the daily job.
    await runTrialLifecycle(new Date(Date.now() + 10 * 24 * HOUR));
    expect((await rowOf(customer.id)).status).toBe('canceled');
    expect(await mailsTo(customer.email)).toHaveLength(1);
  });

  it('stops a paid plan at the end of the period already paid for', async () => {
    const customer = await signInTrialCustomer();
    const opened = await startCheckoutAction({ plan: 'growth' });
    if (!opened.ok) throw new Error(opened.error);
    const { subscription, events } = fake().completeCheckout(opened.data.url.split('/checkout/')[1] ?? '');
    for (const event of events) await deliverEvent(fake(), event);

    const result = await cancelSubscriptionAction({});
    expect(result).toEqual({ ok: true, data: { status: 'active', cancelAtPeriodEnd: true } });
    expect(fake().subscriptions.get(subscription.id)).toMatchObject({ status: 'active', cancel_at_period_end: true });
    expect(await rowOf(customer.id)).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, cancelReason: null });
    const [mail] = await mailsTo(customer.email);
    expect(mail?.text).toContain('No se harán más cobros. Tu plan sigue activo hasta el');

    const twice = await cancelSubscriptionAction({});
    expect(twice).toMatchObject({ ok: false, error: expect.stringContaining('ya está cancelada') });
  });

  it('keeps the typed reason when the provider is down, and succeeds on retry', async () => {
    await signInTrialCustomer();
    const opened = await startCheckoutAction({ plan: 'basic' });
    if (!opened.ok) throw new Error(opened.error);
    for (const event of fake().completeCheckout(opened.data.url.split('/checkout/')[1] ?? '').events) await deliverEvent(fake(), event);

    fake().fail('500');
    const failed = await cancelSubscriptionAction({ reason: 'Muy caro' });
    expect(failed).toMatchObject({ ok: false, values: { reason: 'Muy caro' } });
    fake().recover();
    expect(await cancelSubscriptionAction({ reason: 'Muy caro' })).toMatchObject({ ok: true, data: { cancelAtPeriodEnd: true } });
  });
});
