import { z } from 'zod';

/** The plans a customer can buy. The client names only this key; prices live in server config. */
export const planKeySchema = z.enum(['basic', 'growth'], { error: 'Elige un plan válido.' });
export type PlanKey = z.infer<typeof planKeySchema>;

export const startCheckoutSchema = z.object({ plan: planKeySchema });

export const CANCEL_REASON_MAX = 500;

export const cancelSubscriptionSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(CANCEL_REASON_MAX, `El motivo debe tener menos de ${CANCEL_REASON_MAX} caracteres`)
    .optional()
    .transform((value) => (value ? value : undefined)),
});

export const noInputSchema = z.object({});
