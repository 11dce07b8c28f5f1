import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscriptions } from '@/db/schema';
import { startCheckoutAction, upgradePlanAction } from '@/lib/billing/actions';
import { readPlanUpgrade } from '@/lib/billing/change-plan';
import { getDb } from '@/lib/db/client';
import { deliverEvent, setupFakeStripe, signInTrialCustomer } from '../fakes/stripe/vitest';
// The start-up's wiring, as in the app: what billing announces reaches the sites and the receipts.
import '@/lib/server/register-all';

const fake = setupFakeStripe();

const rowOf = async (userId: string) => (await getDb().select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0];

/** A customer paying Plan Básico by card, notifications delivered. */
async function basicSubscriber() {
  const customer = await signInTrialCustomer();
  const opened = await startCheckoutAction({ plan: 'basic' });
  if (!opened.ok) throw new Error(opened.error);
  const { subscription, events } = fake().completeCheckout(opened.data.url.split('/checkout/')[1] ?? '');
  for (const event of events) expect((await deliverEvent(fake(), event)).status).toBe(200);
  return { customer, subscription };
}

describe('moving from Plan Básico to Plan Crecimiento (Stripe)', () => {
  it('changes the subscription item to the growth price with proration, and the plan shows as Crecimiento', async () => {
    const { customer, subscription } = await basicSubscriber();
    const offer = await readPlanUpgrade(customer.id);
    expect(offer?.price).toBe('S/ 45');
    expect(offer?.when).toContain('pagas la diferencia por los días que quedan de este mes');

    expect(await upgradePlanAction({})).toMatchObject({ ok: true, data: { planType: 'growth' } });
    expect(fake().planChanges).toContainEqual({ subscriptionId: subscription.id, price: 'price_fake_growth', proration: 'create_prorations' });
    expect(await rowOf(customer.id)).toMatchObject({ status: 'active', planType: 'growth', providerSubscriptionId: subscription.id });

    // Nothing more to move up to.
    expect(await readPlanUpgrade(customer.id)).toBeNull();
    expect(await upgradePlanAction({})).toMatchObject({ ok: false, error: expect.stringContaining('Solo un Plan Básico activo') });
  });

  it('is not offered during the trial, and a provider failure changes nothing', async () => {
    const trial = await signInTrialCustomer();
    expect(await readPlanUpgrade(trial.id)).toBeNull();
    expect(await upgradePlanAction({})).toMatchObject({ ok: false });

    const { customer } = await basicSubscriber();
    fake().fail('500', { pathPrefix: '/v1/subscriptions' });
    expect(await upgradePlanAction({})).toMatchObject({ ok: false, error: 'El servicio de pagos no respondió. Inténtalo de nuevo en unos minutos.' });
    fake().recover();
    expect((await rowOf(customer.id))?.planType).toBe('basic');
  });
});
