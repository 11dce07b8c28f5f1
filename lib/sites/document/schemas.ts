import { z } from 'zod';

/** Inputs of the document's actions: the first draft and the pictures. Safe for client components. */
export const draftSiteSchema = z.object({ submissionId: z.uuid('Submission not found') });
/** The editor's document as it stands (saved or not): parsed by the site schema in the operation. */
export const draftEnglishSchema = z.object({ document: z.unknown() });
export const uploadSiteImageSchema = z.object({ siteId: z.uuid('Site not found'), file: z.instanceof(File, { message: 'choose an image file' }) });
/** 'Fotos para tu web': one picture per call, so the card can show each one's progress. */
export const uploadOwnPhotoSchema = z.object({ file: z.instanceof(File, { message: 'Elige una foto.' }) });
export const customerPhotoIdSchema = z.object({ photoId: z.uuid('Esa foto ya no está en tu lista.') });
