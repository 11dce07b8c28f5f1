'use server';
import { revalidatePath } from 'next/cache';
import { adminAction, userAction } from '@/lib/actions/guard';
import { uploadSiteImage } from '@/lib/sites/document/site-images';
import { renderEditorPreview } from './editor';
import { sendSitePreview } from './preview';
import { approveSite, publishSite, setSiteSuspended } from './publish';
import { markRevisionDone, requestSiteChange } from './revisions';
import { restoreSiteVersion, saveSiteVersion } from './versions';
import { uploadSiteImageSchema } from '@/lib/sites/document/schemas';
import { siteIdSchema, ownSiteSchema } from '../site-ids';
import {
  previewSiteDocumentSchema,
  requestSiteChangeSchema,
  restoreSiteVersionSchema,
  revisionIdSchema,
  saveSiteDocumentSchema,
  suspendSiteSchema,
} from './schemas';

/**
 * Publishing: the team publishes, previews, suspends and edits a site (each action checks the
 * admin role itself); the customer approves their preview and asks for changes (their own site only).
 */

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

/** 'Aprobar y activar' in the dashboard: the customer approves the version their preview shows. */
export const approveSiteAction = userAction(ownSiteSchema, async ({ siteId }, actor) => {
  const result = await approveSite(actor, siteId);
  // Every dashboard page: the plan buttons open with the approval, and a preview sent meanwhile shows.
  revalidatePath('/dashboard', 'layout');
  return result;
});

/** 'Pedir un cambio aquí': the customer asks for a change on one section of their preview. */
export const requestSiteChangeAction = userAction(requestSiteChangeSchema, async (input, actor) => {
  const item = await requestSiteChange(actor, input);
  revalidatePath('/dashboard');
  return item;
});

/** The team marks a requested change as done; the customer sees it as 'Hecho'. */
export const markRevisionDoneAction = adminAction(revisionIdSchema, async ({ revisionId }, actor) => {
  await markRevisionDone(actor, revisionId);
  revalidatePath('/admin');
});

/** The editor: every save is a new version; restoring copies an old one forward. */
export const saveSiteDocumentAction = adminAction(saveSiteDocumentSchema, async ({ siteId, document, baseNumber }, actor) => {
  const version = await saveSiteVersion(actor, siteId, document, baseNumber);
  revalidatePath('/admin');
  return { number: version.number };
});
/** The preview beside the editor's form: unsaved edits through the live site's renderer. */
export const previewSiteDocumentAction = adminAction(previewSiteDocumentSchema, async ({ siteId, document, slug, lang }, actor) => ({
  html: await renderEditorPreview(actor, siteId, document, slug, lang),
}));
/** An image for the document (logo, hero, gallery), re-encoded; its address goes into the field being edited. */
export const uploadSiteImageAction = adminAction(uploadSiteImageSchema, async (input, actor) => uploadSiteImage(actor, input));
export const restoreSiteVersionAction = adminAction(restoreSiteVersionSchema, async ({ siteId, number }, actor) => {
  const version = await restoreSiteVersion(actor, siteId, number);
  revalidatePath('/admin');
  return { number: version.number };
});
