'use server';

import { userAction } from '@/lib/actions/guard';
import { UserFacingError } from '@/lib/actions/result';
import { cancelSubscriptionSchema, noInputSchema, startCheckoutSchema } from './schemas';

const NOT_CONFIGURED = 'Los pagos no están configurados todavía. Escríbenos y activamos tu plan.';

/** Opens a checkout for one of the two plans and answers its URL (opened in a new tab). */
export const startCheckoutAction = userAction(startCheckoutSchema, async (): Promise<{ url: string }> => {
  throw new UserFacingError(NOT_CONFIGURED);
});

/** Opens the provider's billing portal for the caller's own customer record. */
export const openBillingPortalAction = userAction(noInputSchema, async (): Promise<{ url: string }> => {
  throw new UserFacingError(NOT_CONFIGURED);
});

/** Re-reads the caller's subscription from the provider. */
export const checkSubscriptionAction = userAction(
  noInputSchema,
  async (): Promise<{ status: import('@/lib/subscriptions/present').SubscriptionStatus; changed: boolean }> => {
    throw new UserFacingError(NOT_CONFIGURED);
  },
);

/** Self-serve cancellation: immediate during the trial, at period end when paid. */
export const cancelSubscriptionAction = userAction(
  cancelSubscriptionSchema,
  async (): Promise<{ status: import('@/lib/subscriptions/present').SubscriptionStatus; cancelAtPeriodEnd: boolean }> => {
    throw new UserFacingError(NOT_CONFIGURED);
  },
);
