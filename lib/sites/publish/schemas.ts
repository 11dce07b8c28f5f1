import { z } from 'zod';
import { cleanText } from '@/lib/text/fields';
import { ownSiteId } from '../site-ids';
import { siteLangValues } from '@/lib/sites/document/english';

/** Inputs of the publishing actions (the team's and the customer's). Safe for client components. */
export const suspendSiteSchema = z.object({ siteId: z.uuid('Site not found'), suspended: z.boolean() });

/** 'Pedir un cambio aquí' from the dashboard: which section, and what to change. */
export const requestSiteChangeSchema = z.object({
  siteId: ownSiteId,
  sectionKey: z.string({ error: 'Elige la sección que quieres cambiar' }).min(1, 'Elige la sección que quieres cambiar').max(120),
  message: z
    .string({ error: 'Cuéntanos qué quieres cambiar' })
    .transform((v) => cleanText(v, true))
    .pipe(z.string().min(3, 'Cuéntanos qué quieres cambiar').max(1000, 'El pedido debe tener como máximo 1000 caracteres')),
});
export const revisionIdSchema = z.object({ revisionId: z.uuid('Change request not found') });

/** The editor's save: the whole document, parsed by the one schema in the operation. */
const siteDocumentInputSchema = z.object({ siteId: z.uuid('Site not found'), document: z.unknown() });
/** `baseNumber`: the version the editor opened, so an owner's quick edit saved meanwhile is kept (decision 0039). */
export const saveSiteDocumentSchema = siteDocumentInputSchema.extend({ baseNumber: z.number().int().min(1).optional() });
/** `lang`: the page in English, as /en/ will show it (issue 27, item 5). */
export const previewSiteDocumentSchema = siteDocumentInputSchema.extend({ slug: z.string().max(80), lang: z.enum(siteLangValues).default('es') });
export const restoreSiteVersionSchema = z.object({ siteId: z.uuid('Site not found'), number: z.number().int().min(1) });
