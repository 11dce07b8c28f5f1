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

/**
 * The plan's name: 'trial' reads Free Trial; the configured product ids read Basic Plan and
 * Growth Plan; anything else is shown raw to admins and as 'Desconocido' to customers.
 */
export function planLabel(
  planType: string,
  products: { basic?: string; growth?: string },
  audience: 'admin' | 'customer',
): string {
  if (planType === 'trial') return 'Free Trial';
  if (planType === 'basic' || (products.basic && planType === products.basic)) return 'Basic Plan';
  if (planType === 'growth' || (products.growth && planType === products.growth)) return 'Growth Plan';
  return audience === 'admin' ? planType : 'Desconocido';
}

/** Dates as people in Peru read them: "22 de noviembre de 2026". */
export function formatDateEsPe(date: Date): string {
  return new Intl.DateTimeFormat('es-PE', { dateStyle: 'long', timeZone: 'America/Lima' }).format(date);
}
