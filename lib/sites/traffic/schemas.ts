import { z } from 'zod';
import { CONTACT_LIMITS, CONTACT_MESSAGES } from '@/content/contact';
import { contactSchema } from '@/lib/contact/schemas';
import { cleanText } from '@/lib/text/fields';

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
