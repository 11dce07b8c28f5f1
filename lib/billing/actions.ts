'use server';

import { revalidatePath } from 'next/cache';
import { adminAction, noInputSchema, userAction } from '@/lib/actions/guard';
import { cancelSubscription } from '@/lib/billing/cancel-subscription';
import { activatePlanByHand } from './activate-by-hand';
import { upgradePlan } from './change-plan';
import { openBillingPortal } from './open-billing-portal';
import { startCardReplacement } from './replace-card';
import { activatePlanByHandSchema, cancelSubscriptionSchema, startCheckoutSchema } from './schemas';
import { startCheckout } from './start-checkout';
import { syncSubscription } from './sync-subscription';

/**
 * The client names only a plan key; the price comes from server configuration and the customer
 * record from the caller's own subscription row, so no one can buy another price or act for
 * another account.
 */
export const startCheckoutAction = userAction(startCheckoutSchema, (input, actor) => startCheckout(actor, input.plan, input.method, input.siteId));

export const openBillingPortalAction = userAction(noInputSchema, (_input, actor) => openBillingPortal(actor));

/** 'Cambiar tarjeta' where the provider has no portal: the provider's page for the new card. */
export const startCardReplacementAction = userAction(noInputSchema, (_input, actor) => startCardReplacement(actor));

export const checkSubscriptionAction = userAction(noInputSchema, async (_input, actor) => {
  const result = await syncSubscription(actor);
  if (result.changed) revalidatePath('/dashboard');
  return result;
});

export const cancelSubscriptionAction = userAction(cancelSubscriptionSchema, async (input, actor) => {
  const result = await cancelSubscription(actor, input.reason);
  revalidatePath('/dashboard');
  return result;
});

/** The panel's 'Activate plan by hand' (admins only; logged with the admin's id). */
export const activatePlanByHandAction = adminAction(activatePlanByHandSchema, async (input, actor) => {
  const result = await activatePlanByHand(actor, input);
  revalidatePath('/admin');
  return result;
});

/** 'Cambiar a Plan Crecimiento' on the subscription page, for the caller's own subscription. */
export const upgradePlanAction = userAction(noInputSchema, async (_input, actor) => {
  const result = await upgradePlan(actor);
  revalidatePath('/dashboard');
  revalidatePath('/dashboard/suscripcion');
  return result;
});
