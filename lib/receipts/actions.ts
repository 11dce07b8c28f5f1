'use server';

import { revalidatePath } from 'next/cache';
import { userAction } from '@/lib/actions/guard';
import { saveBillingDetails } from '@/lib/billing/billing-details';
import { billingDetailsSchema } from '@/lib/billing/billing-details-schema';

/** The caller's own receipt data: the user comes from the session, never from the form. */
export const saveBillingDetailsAction = userAction(billingDetailsSchema, async (input, actor) => {
  const saved = await saveBillingDetails(actor.userId, input);
  revalidatePath('/dashboard');
  return saved;
});
