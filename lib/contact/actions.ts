'use server';

import { publicAction } from '@/lib/actions/guard';
import type { ActionResult } from '@/lib/actions/result';
import { getRequestIp } from '@/lib/http/request-ip';
import { contactSchema } from './schemas';
import { submitContact } from './submit-contact';

export type ContactFormState = ActionResult<{ sent: true }> | null;

const sendContact = publicAction(contactSchema, async (input) => {
  await submitContact(input, await getRequestIp());
  // A dropped bot message answers exactly like a stored one.
  return { sent: true as const };
});

/**
 * The contact form's action, shaped for useActionState so the form also works as a plain POST
 * without JavaScript. Anyone may call it: the guard parses the input, the operation rate-limits.
 */
export async function sendContactMessage(_previous: ContactFormState, formData: FormData): Promise<ContactFormState> {
  return sendContact(formData);
}
