'use server';
import { revalidatePath } from 'next/cache';
import { adminAction } from '@/lib/actions/guard';
import { draftSite, publishSite, setSiteSuspended } from './manage-site';
import { sendSitePreview } from './preview';
import { draftSiteSchema, siteIdSchema, suspendSiteSchema } from './schemas';

/** The team's site actions from the submission card: each checks the admin role itself. */

export const draftSiteAction = adminAction(draftSiteSchema, async ({ submissionId }, actor) => {
  const result = await draftSite(actor, submissionId);
  revalidatePath('/admin');
  return result;
});

export const publishSiteAction = adminAction(siteIdSchema, async ({ siteId }, actor) => {
  const result = await publishSite(actor, siteId);
  revalidatePath('/admin');
  return result;
});

export const sendSitePreviewAction = adminAction(siteIdSchema, async ({ siteId }, actor) => {
  const result = await sendSitePreview(actor, siteId);
  revalidatePath('/admin');
  return result;
});

export const suspendSiteAction = adminAction(suspendSiteSchema, async ({ siteId, suspended }, actor) => {
  await setSiteSuspended(actor, siteId, suspended);
  revalidatePath('/admin');
});
