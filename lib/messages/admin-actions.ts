'use server';
import { revalidatePath } from 'next/cache';
import { adminAction } from '@/lib/actions/guard';
import { projectUpdateSchema } from './admin-schemas';
import { sendProjectUpdate } from './admin-send-message';

/** 'Send Message' on a submission card; the customer's dashboard reads it per request. */
export const sendProjectUpdateAction = adminAction(projectUpdateSchema, async (input, actor) => {
  await sendProjectUpdate(actor, input);
  // The card's conversation shows the new message.
  revalidatePath('/admin');
});
