'use server';
import { revalidatePath } from 'next/cache';
import { adminAction } from '@/lib/actions/guard';
import { generateWebsitePrompt } from './generate-website-prompt';
import { getWebsitePrompt } from './queries';
import { reviseDueDate } from './revise-due-date';
import { reviseDueDateSchema, submissionIdSchema, updateSiteUrlSchema, updateStatusSchema, uploadReferenceImageSchema } from './schemas';
import { updateSubmissionSiteUrl, updateSubmissionStatus } from './update-submission';
import { uploadReferenceImage } from './upload-reference-image';

/** The Submissions tab's server actions: each checks the admin role itself (adminAction). */

export const updateSubmissionStatusAction = adminAction(updateStatusSchema, async (input, actor) => {
  await updateSubmissionStatus(actor, input);
  revalidatePath('/admin');
});

export const updateSubmissionSiteUrlAction = adminAction(updateSiteUrlSchema, async (input, actor) => {
  await updateSubmissionSiteUrl(actor, input);
  revalidatePath('/admin');
});

export const reviseDueDateAction = adminAction(reviseDueDateSchema, async (input, actor) => {
  await reviseDueDate(actor, input);
  revalidatePath('/admin');
});

export const uploadReferenceImageAction = adminAction(uploadReferenceImageSchema, async (input, actor) => {
  const result = await uploadReferenceImage(actor, input);
  revalidatePath('/admin');
  return result;
});

export const generateWebsitePromptAction = adminAction(submissionIdSchema, async ({ submissionId }, actor) => {
  const result = await generateWebsitePrompt(actor, submissionId);
  revalidatePath('/admin');
  return result;
});

export const getWebsitePromptAction = adminAction(submissionIdSchema, async ({ submissionId }, actor) => ({
  prompt: await getWebsitePrompt(actor, submissionId),
}));
