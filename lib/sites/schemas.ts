import { z } from 'zod';
import { cleanText } from '@/lib/signup/text-fields';

/** Inputs of the team's site actions. Safe for client components. */
export const draftSiteSchema = z.object({ submissionId: z.uuid('Submission not found') });
export const siteIdSchema = z.object({ siteId: z.uuid('Site not found') });
export const suspendSiteSchema = z.object({ siteId: z.uuid('Site not found'), suspended: z.boolean() });

/** 'Pedir un cambio aquí' from the dashboard: which section, and what to change. */
export const requestSiteChangeSchema = z.object({
  sectionKey: z.string({ error: 'Elige la sección que quieres cambiar' }).min(1, 'Elige la sección que quieres cambiar').max(120),
  message: z
    .string({ error: 'Cuéntanos qué quieres cambiar' })
    .transform((v) => cleanText(v, true))
    .pipe(z.string().min(3, 'Cuéntanos qué quieres cambiar').max(1000, 'El pedido debe tener como máximo 1000 caracteres')),
});
export const revisionIdSchema = z.object({ revisionId: z.uuid('Change request not found') });
