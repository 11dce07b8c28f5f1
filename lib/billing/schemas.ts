import { z } from 'zod';
import { PAID_PLAN_KEYS } from '@/content/plans';

/** The plans a customer can buy. The client names only this key; prices live in server config. */
export const planKeySchema = z.enum(PAID_PLAN_KEYS, { error: 'Elige un plan válido.' });

/** card: a monthly card subscription; link: each month through a payment link we e-mail (Yape and others). */
export const paymentMethodSchema = z.enum(['card', 'link'], { error: 'Elige un medio de pago válido.' });
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** `siteId`: the site the plan pays for; without it, the customer's one site. */
export const startCheckoutSchema = z.object({
  plan: planKeySchema,
  method: paymentMethodSchema.default('card'),
  siteId: z.uuid({ error: 'Sitio no válido.' }).optional(),
});

export const CANCEL_REASON_MAX = 500;

export const cancelSubscriptionSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(CANCEL_REASON_MAX, `El motivo debe tener menos de ${CANCEL_REASON_MAX} caracteres`)
    .optional()
    .transform((value) => (value ? value : undefined)),
});

/** The panel's 'Activate plan by hand': which project's customer, on which plan. */
export const activatePlanByHandSchema = z.object({
  submissionId: z.uuid({ error: 'Choose a valid submission.' }),
  plan: planKeySchema,
});
