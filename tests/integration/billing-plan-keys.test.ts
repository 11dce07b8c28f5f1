import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscriptions } from '@/db/schema';
import { convertStoredProductIds } from '@/lib/billing/convert-product-ids';
import { planLabel } from '@/lib/billing/present';
import { getDb } from '@/lib/db/client';
import { createUser } from '../helpers/auth';
import { setupFakeStripe } from '../fakes/stripe/vitest';

// Stripe's product ids configured (STRIPE_PRODUCT_BASIC / _GROWTH), as in production.
setupFakeStripe();

describe('plan types stored as our keys (decision 0029)', () => {
  it("turns the Stripe product ids rows were stored with into our plan keys, once, and leaves what we don't sell raw", async () => {
    const rows: Record<string, string> = { prod_fake_basic: '', prod_fake_growth: '', trial: '', growth: '', prod_someone_else: '' };
    for (const planType of Object.keys(rows)) {
      const person = await createUser();
      await getDb()
        .insert(subscriptions)
        .values({ userId: person.id, status: planType === 'trial' ? 'trial' : 'active', planType });
      rows[planType] = person.id;
    }
    const planTypeOf = async (userId: string | undefined) =>
      (
        await getDb()
          .select({ planType: subscriptions.planType })
          .from(subscriptions)
          .where(eq(subscriptions.userId, userId ?? ''))
      )[0]?.planType;

    // The rows of this test and any other customer's that an earlier test left with a product id.
    expect(await convertStoredProductIds()).toBeGreaterThanOrEqual(2);
    expect(await planTypeOf(rows.prod_fake_basic)).toBe('basic');
    expect(await planTypeOf(rows.prod_fake_growth)).toBe('growth');
    expect(await planTypeOf(rows.trial)).toBe('trial');
    expect(await planTypeOf(rows.growth)).toBe('growth');
    expect(await planTypeOf(rows.prod_someone_else)).toBe('prod_someone_else');
    // The labels read the keys; a product we do not sell stays raw for the team.
    expect(planLabel((await planTypeOf(rows.prod_fake_growth)) ?? '', 'customer')).toBe('Growth Plan');
    expect(planLabel('prod_someone_else', 'admin')).toBe('prod_someone_else');

    // Every instance runs it at start: the second run finds nothing left.
    expect(await convertStoredProductIds()).toBe(0);
    const left = await getDb()
      .select()
      .from(subscriptions)
      .where(inArray(subscriptions.planType, ['prod_fake_basic', 'prod_fake_growth']));
    expect(left).toHaveLength(0);
  });
});
