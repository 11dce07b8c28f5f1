'use server';
import { revalidatePath } from 'next/cache';
import { after } from 'next/server';
import { adminAction, userAction } from '@/lib/actions/guard';
import type { ActionResult } from '@/lib/actions/result';
import { logoBriefSchema } from '@/lib/submissions/logo-brief';
import { chooseOwnLogo } from './choose-logo';
import { claimLogoGeneration, runLogoGeneration } from './generate-logo-options';
import { saveOwnLogoBrief } from './own-logo';
import { chooseLogoSchema, logoOptionSchema, siteLogoSchema, uploadLogoOptionSchema } from './schemas';
import { offerLogoOptions, removeLogoOption, uploadLogoOption } from './team-logo';

/** 'Tu logo': the customer's brief and choice (plain forms, answered inline), the team's options. */

const saveBrief = userAction(logoBriefSchema, async (input, actor) => {
  await saveOwnLogoBrief(actor, input);
  revalidatePath('/dashboard/logo');
  return undefined;
});
const choose = userAction(chooseLogoSchema, async ({ optionId }, actor) => {
  const result = await chooseOwnLogo(actor, optionId);
  revalidatePath('/dashboard/logo');
  return result;
});

export async function saveOwnLogoBriefAction(_previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  return saveBrief(formData);
}
export async function chooseOwnLogoAction(_previous: ActionResult<{ isLive: boolean }> | null, formData: FormData): Promise<ActionResult<{ isLive: boolean }>> {
  return choose(formData);
}

/** The run takes up to minutes: the click claims it and answers; the run goes on after the answer. */
export const generateLogoOptionsAction = adminAction(siteLogoSchema, async ({ siteId }, actor) => {
  const { brief, count } = await claimLogoGeneration(actor, siteId);
  after(() => runLogoGeneration(brief, count));
  return { count };
});
export const uploadLogoOptionAction = adminAction(uploadLogoOptionSchema, async (input, actor) => uploadLogoOption(actor, input));
export const removeLogoOptionAction = adminAction(logoOptionSchema, async (input, actor) => removeLogoOption(actor, input));
export const offerLogoOptionsAction = adminAction(siteLogoSchema, async ({ siteId }, actor) => offerLogoOptions(actor, siteId));
