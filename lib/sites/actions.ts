'use server';
import { revalidatePath } from 'next/cache';
import { adminAction, userAction } from '@/lib/actions/guard';
import { approveSiteArticle, discardSiteArticle } from '@/lib/sites/articles/review';
import { removeOwnPhoto, uploadOwnPhoto } from '@/lib/sites/document/customer-photos';
import { removeSiteDomain, setSiteDomain, verifySiteDomain } from '@/lib/sites/domains/domains';
import { renderEditorPreview } from '@/lib/sites/publish/editor';
import { generateSiteDraft } from '@/lib/sites/document/generate-draft';
import { deleteAllOwnSiteLeads, deleteOwnSiteLead, markSiteLeadRead } from '@/lib/sites/traffic/leads';
import { approveSite, publishSite, setSiteSuspended } from '@/lib/sites/publish/publish';
import { restoreSiteVersion, saveSiteVersion } from '@/lib/sites/publish/versions';
import { sendSitePreview } from '@/lib/sites/publish/preview';
import { uploadSiteImage } from '@/lib/sites/document/site-images';
import { markRevisionDone, requestSiteChange } from '@/lib/sites/publish/revisions';
import {
  customerPhotoIdSchema,
  draftSiteSchema,
  ownSiteSchema,
  requestSiteChangeSchema,
  revisionIdSchema,
  restoreSiteVersionSchema,
  previewSiteDocumentSchema,
  saveSiteDocumentSchema,
  siteArticleIdSchema,
  siteDomainSchema,
  siteIdSchema,
  siteLeadIdSchema,
  suspendSiteSchema,
  uploadOwnPhotoSchema,
  uploadSiteImageSchema,
} from './schemas';

/** The team's site actions from the submission card: each checks the admin role itself. */

export const draftSiteAction = adminAction(draftSiteSchema, async ({ submissionId }, actor) => {
  const result = await generateSiteDraft(actor, submissionId);
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

/** 'Fotos para tu web': the customer sends a photo for their site, or takes one back. */
export const uploadOwnPhotoAction = userAction(uploadOwnPhotoSchema, async ({ file }, actor) => uploadOwnPhoto(actor, file));
export const removeOwnPhotoAction = userAction(customerPhotoIdSchema, async ({ photoId }, actor) => removeOwnPhoto(actor, photoId));

/** The team marks a requested change as done; the customer sees it as 'Hecho'. */
export const markRevisionDoneAction = adminAction(revisionIdSchema, async ({ revisionId }, actor) => {
  await markRevisionDone(actor, revisionId);
  revalidatePath('/admin');
});

/**
 * 'Conectar mi dominio' (issue 14): the owner from the dashboard, the team from the panel. Each
 * pair runs one operation; the scope says whose sites it reaches.
 */
export const setOwnSiteDomainAction = userAction(siteDomainSchema, async (input, actor) => setSiteDomain(actor, input, 'own'));
export const verifyOwnSiteDomainAction = userAction(siteIdSchema, async ({ siteId }, actor) => verifySiteDomain(actor, siteId, 'own'));
export const removeOwnSiteDomainAction = userAction(siteIdSchema, async ({ siteId }, actor) => removeSiteDomain(actor, siteId, 'own'));
export const setSiteDomainAction = adminAction(siteDomainSchema, async (input, actor) => setSiteDomain(actor, input, 'any'));
export const verifySiteDomainAction = adminAction(siteIdSchema, async ({ siteId }, actor) => verifySiteDomain(actor, siteId, 'any'));
export const removeSiteDomainAction = adminAction(siteIdSchema, async ({ siteId }, actor) => removeSiteDomain(actor, siteId, 'any'));

/** 'Customer articles': the team publishes a customer's monthly article on their site, or discards it. */
export const approveSiteArticleAction = adminAction(siteArticleIdSchema, async ({ articleId }, actor) => {
  const result = await approveSiteArticle(actor, articleId);
  revalidatePath('/admin');
  return result;
});
export const discardSiteArticleAction = adminAction(siteArticleIdSchema, async ({ articleId }, actor) => {
  await discardSiteArticle(actor, articleId);
  revalidatePath('/admin');
});

/** 'Marcar como leído' in 'Mensajes de tu web': the owner's own leads only. */
export const markSiteLeadReadAction = userAction(siteLeadIdSchema, async ({ leadId }, actor) => {
  await markSiteLeadRead(actor, leadId);
  revalidatePath('/dashboard');
});

/** 'Eliminar' and 'Eliminar todos' in 'Mensajes de tu web': the owner's own leads only. */
export const deleteSiteLeadAction = userAction(siteLeadIdSchema, async ({ leadId }, actor) => {
  await deleteOwnSiteLead(actor, leadId);
  revalidatePath('/dashboard');
});
export const deleteAllSiteLeadsAction = userAction(ownSiteSchema, async ({ siteId }, actor) => {
  const result = await deleteAllOwnSiteLeads(actor, siteId);
  revalidatePath('/dashboard');
  return result;
});

/** The editor: every save is a new version; restoring copies an old one forward. */
export const saveSiteDocumentAction = adminAction(saveSiteDocumentSchema, async ({ siteId, document }, actor) => {
  const version = await saveSiteVersion(actor, siteId, document);
  revalidatePath('/admin');
  return { number: version.number };
});
/** The preview beside the editor's form: unsaved edits through the live site's renderer. */
export const previewSiteDocumentAction = adminAction(previewSiteDocumentSchema, async ({ siteId, document, slug }, actor) => ({
  html: await renderEditorPreview(actor, siteId, document, slug),
}));
/** An image for the document (logo, hero, gallery), re-encoded; its address goes into the field being edited. */
export const uploadSiteImageAction = adminAction(uploadSiteImageSchema, async (input, actor) => uploadSiteImage(actor, input));
export const restoreSiteVersionAction = adminAction(restoreSiteVersionSchema, async ({ siteId, number }, actor) => {
  const version = await restoreSiteVersion(actor, siteId, number);
  revalidatePath('/admin');
  return { number: version.number };
});
