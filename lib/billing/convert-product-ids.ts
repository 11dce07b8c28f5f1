import 'server-only';
import { eq } from 'drizzle-orm';
import { PAID_PLAN_KEYS, type PaidPlanKey } from '@/content/plans';
import { subscriptions } from '@/db/schema';
import { getConfig } from '@/lib/config';
import { getDb } from '@/lib/db/client';

/**
 * Rows stored before plan_type held our keys carry Stripe's product id (the configured
 * STRIPE_PRODUCT_BASIC / _GROWTH): turned into our keys once, at start-up after the SQL
 * migrations (a SQL migration cannot know the ids, which are configuration). Idempotent: a second
 * run, or an instance starting later, finds nothing to change. Answers the rows changed.
 */
export async function convertStoredProductIds(): Promise<number> {
  const products: Partial<Record<PaidPlanKey, string>> = getConfig().stripe?.products ?? {};
  let changed = 0;
  for (const key of PAID_PLAN_KEYS) {
    const productId = products[key];
    if (!productId) continue;
    const rows = await getDb().update(subscriptions).set({ planType: key }).where(eq(subscriptions.planType, productId)).returning({ id: subscriptions.id });
    changed += rows.length;
  }
  return changed;
}
