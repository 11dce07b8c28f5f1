import 'server-only';
import { logger } from '@/lib/logger';
import type { SubscriptionRow } from '@/lib/billing/queries';
import { planPriceAt } from './price-ladder';
import { planKeySchema } from './schemas';

/**
 * Whether a charge the provider reports for `plan` is the customer's price for it: the plan's
 * price at the launch step the customer subscribed at (price-ladder.ts; step 0 before the ladder).
 * Mercado Pago names a plan only by the subscription's or payment's title, so a title alone must
 * never grant a plan at another amount. A mismatch is logged at error level: money is involved
 * and somebody must look.
 */
export function isCustomersPrice(
  row: Pick<SubscriptionRow, 'userId' | 'priceStep'>,
  charged: { plan: string; amountCents: number; reference: string },
): boolean {
  const plan = planKeySchema.safeParse(charged.plan);
  const expectedCents = plan.success ? planPriceAt(plan.data, row.priceStep ?? 0) * 100 : null;
  if (expectedCents === charged.amountCents) return true;
  logger.error(
    { userId: row.userId, plan: charged.plan, amountCents: charged.amountCents, expectedCents, reference: charged.reference },
    'billing amount is not the customer price: plan not granted',
  );
  return false;
}
