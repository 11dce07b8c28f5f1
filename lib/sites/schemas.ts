import { z } from 'zod';
import { CONTACT_LIMITS, CONTACT_MESSAGES } from '@/content/contact';
import { contactSchema } from '@/lib/contact/schemas';
import { cleanText } from '@/lib/text/fields';

/** Inputs of the team's site actions. Safe for client components. */
export const draftSiteSchema = z.object({ submissionId: z.uuid('Submission not found') });
export const siteIdSchema = z.object({ siteId: z.uuid('Site not found') });
/** A customer's action on their site: which one, or (left out) their one site. */
const ownSiteId = z.uuid('Sitio no encontrado').optional();
export const ownSiteSchema = z.object({ siteId: ownSiteId });
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

const DOMAIN_SHAPE = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/**
 * What a customer types as their domain, as the host name DNS knows: "https://Www.MiNegocio.pe/"
 * becomes "www.minegocio.pe", and "cafetería.pe" its punycode. Undefined when it is not a
 * public host name (an address, localhost, a bare word).
 */
export function normalizeDomain(input: string): string | undefined {
  const bare = input
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/\.$/, '');
  if (!bare || /[\s@:]/.test(bare)) return undefined;
  let host: string;
  try {
    host = new URL(`http://${bare}`).hostname;
  } catch {
    return undefined;
  }
  if (!DOMAIN_SHAPE.test(host) || host.endsWith('.localhost')) return undefined;
  return host;
}

/** 'Conectar mi dominio': the site (the customer's own, or any for the team) and the domain. */
export const siteDomainSchema = z.object({
  siteId: z.uuid('Site not found'),
  domain: z
    .string({ error: 'Escribe tu dominio, por ejemplo www.minegocio.pe' })
    .max(300, 'El dominio es demasiado largo')
    .transform((value, ctx) => {
      const domain = normalizeDomain(value);
      if (!domain) {
        ctx.addIssue({ code: 'custom', message: 'Escribe un dominio válido, por ejemplo www.minegocio.pe' });
        return z.NEVER;
      }
      return domain;
    }),
});

/** The team's review of a customer's monthly article. */
export const siteArticleIdSchema = z.object({ articleId: z.uuid('Article not found') });

/**
 * A visitor's message from a live site's contact form: the product's own contact rules (name,
 * message, honeypot), and a way to answer: an e-mail, a phone, or both.
 */
export const siteLeadSchema = contactSchema
  .omit({ email: true })
  .extend({
    email: z
      .string()
      .trim()
      .optional()
      .transform((value) => value || undefined)
      .pipe(z.email({ error: CONTACT_MESSAGES.emailInvalid }).max(CONTACT_LIMITS.email, CONTACT_MESSAGES.emailTooLong).optional()),
    phone: z
      .string()
      .optional()
      .transform((value) => cleanText(value ?? '', false))
      .pipe(
        z
          .string()
          .max(30, 'El teléfono debe tener como máximo 30 caracteres')
          .regex(/^[+\d\s()-]*$/, 'Escribe el teléfono solo con números'),
      ),
    /** The page the form was on; anything odd reads as the home page. */
    page: z
      .string()
      .optional()
      .transform((value) => (value && /^\/[a-z0-9/-]{0,100}$/.test(value) ? value : '/')),
  })
  .refine((lead) => lead.email || lead.phone, { message: 'Déjanos tu email o tu teléfono para responderte.', path: ['email'] });

export const siteLeadIdSchema = z.object({ leadId: z.uuid('Mensaje no encontrado') });

/** The editor's save: the whole document, parsed by the one schema in the operation. */
export const saveSiteDocumentSchema = z.object({ siteId: z.uuid('Site not found'), document: z.unknown() });
export const uploadSiteImageSchema = z.object({ siteId: z.uuid('Site not found'), file: z.instanceof(File, { message: 'choose an image file' }) });
/** 'Fotos para tu web': one picture per call, so the card can show each one's progress. */
export const uploadOwnPhotoSchema = z.object({ file: z.instanceof(File, { message: 'Elige una foto.' }) });
export const customerPhotoIdSchema = z.object({ photoId: z.uuid('Esa foto ya no está en tu lista.') });
export const previewSiteDocumentSchema = saveSiteDocumentSchema.extend({ slug: z.string().max(80) });
export const restoreSiteVersionSchema = z.object({ siteId: z.uuid('Site not found'), number: z.number().int().min(1) });
