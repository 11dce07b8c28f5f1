import { plans, type Plan, type PlanPrices } from '@/content/plans';
import type { PaidPlanKey } from '@/content/plans';

/**
 * The launch price ladder (issue 14, item 6): the monthly price rises S/ 5 for every 100 paying
 * customers, from the first step's S/ 25 and S/ 45 (content/plans.ts), and a customer keeps the
 * step they subscribed at. Pure: the pricing section, the plans dialog and checkout share it.
 */
export const CUSTOMERS_PER_STEP = 100;
export const STEP_INCREASE_SOLES = 5;

/** Step 0 for the first 100 paying customers, step 1 for the 101st to the 200th... */
export const priceStepFor = (payingCustomers: number) => Math.floor(Math.max(0, payingCustomers) / CUSTOMERS_PER_STEP);

/** The monthly price in soles of `plan` at `step`. */
export function planPriceAt(plan: PaidPlanKey, step: number): number {
  const base = plans.find((entry) => entry.key === plan)?.price;
  if (typeof base !== 'number') throw new Error(`plan ${plan} has no monthly price`);
  return base + STEP_INCREASE_SOLES * step;
}

/** The price labels ('S/ 30') of the plans we sell at `step`: the dialog, the e-mails and every text that names a price. */
export const planPriceLabels = (step: number): PlanPrices => ({ basic: `S/ ${planPriceAt('basic', step)}`, growth: `S/ ${planPriceAt('growth', step)}` });

/** The three plans as the pricing section and its structured data show them at `step`. */
export function plansAtStep(step: number): Plan[] {
  return plans.map((plan) => {
    if (plan.key === 'custom') return plan;
    const price = planPriceAt(plan.key, step);
    return { ...plan, price, priceLabel: `S/ ${price}` };
  });
}
