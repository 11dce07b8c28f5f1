/**
 * How the customer's project reads on the dashboard (spec section 4). Safe for client components.
 */
import type { SubmissionStatus } from '@/db/enums';
import type { BadgeVariant } from '@/lib/billing/present';

/** Where a trial stands before its clock starts (issue 23: the 5 days run from the first preview). */
export const TRIAL_STARTS_WITH_PREVIEW = 'Tu prueba de 5 días empieza cuando te enviemos la vista previa';

export const submissionStatusLabels: Record<SubmissionStatus, string> = {
  pending: 'Pendiente',
  in_progress: 'En progreso',
  completed: 'Completado',
  cancelled: 'Cancelado',
};

export const submissionStatusBadges: Record<SubmissionStatus, BadgeVariant> = {
  pending: 'secondary',
  in_progress: 'default',
  completed: 'outline',
  cancelled: 'destructive',
};

/**
 * A link an administrator typed, made safe to put in an href: only http(s) addresses pass,
 * so a stored `javascript:` value can never run in the customer's browser.
 */
export function safeExternalUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}
