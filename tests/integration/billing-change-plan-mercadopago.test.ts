import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscriptions } from '@/db/schema';
import { startCheckoutAction, upgradePlanAction } from '@/lib/billing/actions';
import { readPlanUpgrade } from '@/lib/billing/change-plan';
import { runPaymentLinkReminders } from '@/lib/billing/payment-link-reminders';
import { getDb } from '@/lib/db/client';
import { mailsTo, signInTrialCustomer } from '../fakes/stripe/vitest';
import { deliverNotification, setupFakeMercadoPago } from '../fakes/mercadopago/vitest';
// The start-up's wiring, as in the app: what billing announces reaches the sites and the receipts.
import '@/lib/server/register-all';

const fake = setupFakeMercadoPago();
const DAY_MS = 24 * 60 * 60 * 1000;

const rowOf = async (userId: string) => (await getDb().select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0];

async function basicSubscriber(method: 'card' | 'link') {
  const customer = await signInTrialCustomer();
  const opened = await startCheckoutAction({ plan: 'basic', method });
  if (!opened.ok) throw new Error(opened.error);
  const url = new URL(opened.data.url);
  const notifications =
    method === 'card'
      ? fake().approve(url.searchParams.get('preapproval_id') ?? '').notifications
      : [fake().payPreference(url.searchParams.get('pref_id') ?? '').notification];
  for (const notification of notifications) expect((await deliverNotification(fake(), notification)).status).toBe(200);
  return { customer, preapprovalId: url.searchParams.get('preapproval_id') ?? '' };
}

describe('moving from Plan Básico to Plan Crecimiento (Mercado Pago)', () => {
  it('changes the preapproval’s name and amount from the next charge on, keeping the month paid', async () => {
    const { customer, preapprovalId } = await basicSubscriber('card');
    const before = await rowOf(customer.id);
    expect((await readPlanUpgrade(customer.id))?.when).toContain('este mes ya está pagado. Desde tu próximo cobro');

    expect(await upgradePlanAction({})).toMatchObject({ ok: true, data: { planType: 'growth' } });
    expect(fake().preapprovals.get(preapprovalId)).toMatchObject({
      reason: 'Vitrina Plan Crecimiento',
      status: 'authorized',
      auto_recurring: { transaction_amount: 45 },
    });
    const after = await rowOf(customer.id);
    expect(after).toMatchObject({ status: 'active', planType: 'growth', providerSubscriptionId: preapprovalId });
    expect(after?.currentPeriodEnd?.getTime()).toBe(before?.currentPeriodEnd?.getTime());
  });

  it('for a customer paying by link: the plan changes now and the next link asks for the new amount', async () => {
    const { customer } = await basicSubscriber('link');
    expect((await readPlanUpgrade(customer.id))?.when).toContain('Tu próximo enlace de pago');
    expect(await upgradePlanAction({})).toMatchObject({ ok: true, data: { planType: 'growth' } });

    const end = (await rowOf(customer.id))?.currentPeriodEnd ?? new Date();
    await runPaymentLinkReminders(new Date(end.getTime() - 2 * DAY_MS));
    const reminder = (await mailsTo(customer.email)).find((mail) => mail.subject === 'Tu pago mensual de Vitrina');
    expect(reminder?.text).toContain('Tu Plan Crecimiento en Vitrina se renueva');
    expect(reminder?.text).toContain('(S/ 45)');
    const preference = [...fake().preferences.values()].at(-1);
    expect(preference?.items[0]).toMatchObject({ title: 'Vitrina Plan Crecimiento', unit_price: 45 });
  });
});
