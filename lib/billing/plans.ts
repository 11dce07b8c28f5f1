import { PAID_PLAN_KEYS, PLAN_EMAIL_ADDRESSES, PLAN_PAGES, type PaidPlanKey } from '@/content/plans';

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

/**
 * How many published pages a customer's site may have: its plan's number (content/plans.ts)
 * while the plan is one we sell, paid or owed; a trial, or a plan we do not sell, builds Básico's.
 * Unlike the e-mail addresses, a lapsed plan keeps its pages: the site itself goes offline then.
 */
export function pageLimit(subscription: { planType: string } | null | undefined): { plan: PaidPlanKey; pages: number } {
  const plan = planOf(subscription?.planType);
  const key: PaidPlanKey = plan && plan !== 'trial' ? plan : 'basic';
  return { plan: key, pages: PLAN_PAGES[key] };
}
