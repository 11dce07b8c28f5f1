'use server';
import { revalidatePath } from 'next/cache';
import { adminAction, userAction } from '@/lib/actions/guard';
import { removeOwnPhoto, uploadOwnPhoto } from './customer-photos';
import { generateSiteDraft } from './generate-draft';
import { draftSiteEnglish } from './draft-english';
import { customerPhotoIdSchema, draftEnglishSchema, draftSiteSchema, uploadOwnPhotoSchema } from './schemas';

/** The document's first draft (the team) and the customer's photos for it. */

export const draftSiteAction = adminAction(draftSiteSchema, async ({ submissionId }, actor) => {
  const result = await generateSiteDraft(actor, submissionId);
  revalidatePath('/admin');
  return result;
});

/** 'Draft English with AI' in the editor: drafts for the texts without English, merged and reviewed there before a save. */
export const draftEnglishAction = adminAction(draftEnglishSchema, async ({ document }, actor) => draftSiteEnglish(actor, document));

/** 'Fotos para tu web': the customer sends a photo for their site, or takes one back. */
export const uploadOwnPhotoAction = userAction(uploadOwnPhotoSchema, async ({ file }, actor) => uploadOwnPhoto(actor, file));
export const removeOwnPhotoAction = userAction(customerPhotoIdSchema, async ({ photoId }, actor) => removeOwnPhoto(actor, photoId));
