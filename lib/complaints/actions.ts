'use server';

import { redirect } from 'next/navigation';
import { revalidatePath } from 'next/cache';
import { adminAction, publicAction } from '@/lib/actions/guard';
import type { ActionResult } from '@/lib/actions/result';
import { getRequestIp } from '@/lib/http/request-ip';
import { answerComplaint } from './answer-complaint';
import { fileComplaint } from './file-complaint';
import { answerComplaintSchema, complaintFormSchema } from './schemas';

const fileComplaintGuarded = publicAction(complaintFormSchema, async (input, actor) => fileComplaint(input, { actor, ip: await getRequestIp() }));

/**
 * The sheet form's action (useActionState shape, so it also works without JavaScript): on
 * success it goes to the printable sheet; otherwise it answers the errors and what was typed.
 */
export async function submitComplaintAction(_previous: ActionResult<never> | null, formData: FormData): Promise<ActionResult<never>> {
  const result = await fileComplaintGuarded(formData);
  if (!result.ok) return result;
  redirect(`/libro-de-reclamaciones/${result.data.number}?t=${encodeURIComponent(result.data.token)}`);
}

/** The provider's answer to one sheet, from the admin panel. */
export const answerComplaintAction = adminAction(answerComplaintSchema, async (input, actor) => {
  const answered = await answerComplaint(actor, input);
  revalidatePath('/admin');
  revalidatePath(`/libro-de-reclamaciones/${answered.number}`);
  return answered;
});
