import { plans } from '@/content/plans';
import { planOf } from './plans';

/**
 * How a subscription reads on screen (spec section 4), shared by the dashboard and the admin panel.
 * Safe for client components: no server imports.
 */
export type SubscriptionStatus = 'trial' | 'active' | 'past_due' | 'canceled' | 'expired';
export type BadgeVariant = 'secondary' | 'default' | 'outline' | 'destructive' | 'success' | 'warning';

export const subscriptionStatusLabels: Record<SubscriptionStatus, string> = {
  trial: 'Prueba gratis',
  active: 'Activa',
  past_due: 'Pago pendiente',
  canceled: 'Cancelada',
  expired: 'Prueba vencida',
};

export const subscriptionStatusBadges: Record<SubscriptionStatus, BadgeVariant> = {
  trial: 'secondary',
  active: 'default',
  past_due: 'warning',
  canceled: 'destructive',
  expired: 'outline',
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whole days left until the trial ends, rounded up, never below 0 (spec section 4); null while
 * the trial's clock has not started (it starts with the first preview).
 */
export function trialDaysRemaining(trialEndDate: Date | null, now: Date = new Date()): number | null {
  if (!trialEndDate) return null;
  return Math.max(0, Math.ceil((trialEndDate.getTime() - now.getTime()) / DAY_MS));
}

const SPEC_LABELS = { trial: 'Free Trial', basic: 'Basic Plan', growth: 'Growth Plan' } as const;

/**
 * The plan's name as the spec labels it on the subscription card and in the admin panel: 'trial'
 * reads Free Trial; the two plans we sell (the spec's product ids, stored as our keys: decision
 * 0029) read Basic Plan and Growth Plan; anything else is shown raw to admins and as 'Desconocido'
 * to customers. Every other customer text uses planName.
 */
export function planLabel(planType: string, audience: 'admin' | 'customer'): string {
  const key = planOf(planType);
  if (key) return SPEC_LABELS[key];
  return audience === 'admin' ? planType : 'Desconocido';
}

/**
 * The plan's Spanish name ('Prueba gratis', 'Plan Básico', 'Plan Crecimiento') for every customer
 * text the spec does not label: e-mails, dialogs, the receipt's line. Null for a plan type we do
 * not know, so the caller leaves the name out rather than print a provider's id.
 */
export function planName(planType: string): string | null {
  const key = planOf(planType);
  if (key === 'trial') return 'Prueba gratis';
  return key ? `Plan ${plans.find((plan) => plan.key === key)?.name}` : null;
}

/** Dates as people in Peru read them: "22 de noviembre de 2026". */
export function formatDateEsPe(date: Date): string {
  return new Intl.DateTimeFormat('es-PE', { dateStyle: 'long', timeZone: 'America/Lima' }).format(date);
}
