import { PAID_PLAN_KEYS, PLAN_EMAIL_ADDRESSES, type PaidPlanKey } from '@/content/plans';

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

/**
 * How many 'Correo profesional' addresses a subscription lets its customer keep: its plan's number
 * while it is paid (active), none on a trial, a lapsed or cancelled plan, or a plan we do not sell.
 */
export function emailAddressLimit(subscription: { planType: string; status: string } | null | undefined): number {
  if (!subscription || subscription.status !== 'active') return 0;
  const plan = planOf(subscription.planType);
  return plan && plan !== 'trial' ? PLAN_EMAIL_ADDRESSES[plan] : 0;
}
