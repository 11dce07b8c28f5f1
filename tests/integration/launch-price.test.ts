import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscriptions, user } from '@/db/schema';
import { startCheckoutAction } from '@/lib/billing/actions';
import { getBillingProvider } from '@/lib/billing/get-provider';
import { countPayingCustomers } from '@/lib/billing/launch-price';
import { getDb } from '@/lib/db/client';
import { customersClaim } from '@/lib/social-proof/claims';
import { signIn } from '../helpers/auth';
import { deliverEvent, setupFakeStripe, signInTrialCustomer } from '../fakes/stripe/vitest';

const fake = setupFakeStripe();

let seeded = 0;
/** Customers who paid before (their first activation recorded), as many as the ladder needs. */
async function seedPayingCustomers(n: number) {
  const ids = Array.from({ length: n }, () => `paying-${(seeded += 1)}`);
  await getDb().insert(user).values(ids.map((id) => ({ id, name: id, email: `${id}@example.pe` })));
  await getDb().insert(subscriptions).values(ids.map((userId) => ({ userId, status: 'active' as const, planType: 'basic', firstActivatedAt: new Date() })));
}

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
      getBillingProvider()!.createCheckout({ customerId: 'cus_x', userId: 'u', plan: 'basic', step: 2, successUrl: 'http://localhost:3000/a', cancelUrl: 'http://localhost:3000/b' }),
    ).rejects.toThrow('STRIPE_PRICE_BASIC_STEP_2 is not set');
  });

  it('claims no customer count until more than 200 customers have paid', async () => {
    const count = await countPayingCustomers();
    expect(customersClaim(count)).toBeNull();
    await seedPayingCustomers(201 - count);
    expect(customersClaim(await countPayingCustomers())).toBe(200);
  });
});
