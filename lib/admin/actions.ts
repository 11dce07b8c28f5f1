'use server';
import { revalidatePath } from 'next/cache';
import { adminAction } from '@/lib/actions/guard';
import { submissionIdSchema } from '@/lib/submissions/schemas';
import { deleteSubmission } from './delete-submission';

/** The panel's actions on a whole project (its submission and its sites): each checks the admin role itself. */
export const deleteSubmissionAction = adminAction(submissionIdSchema, async ({ submissionId }, actor) => {
  await deleteSubmission(actor, submissionId);
  revalidatePath('/admin');
});
