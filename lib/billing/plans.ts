import { PAID_PLAN_KEYS, type PaidPlanKey } from '@/content/plans';

/** What `subscriptions.plan_type` holds: 'trial' until a plan is paid, then our plan key. */
export type StoredPlan = 'trial' | PaidPlanKey;

/**
 * Which plan a stored plan type is, or null for anything else (a product we do not sell, kept raw
 * for the team). Each provider turns its own ids into our keys before anything is stored
 * (stripe.ts, mercadopago.ts); convert-product-ids.ts converts the rows stored before.
 */
export function planOf(planType: string | null | undefined): StoredPlan | null {
  if (planType === 'trial') return 'trial';
  return PAID_PLAN_KEYS.find((key) => key === planType) ?? null;
}
