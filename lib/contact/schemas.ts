import { z } from 'zod';
import { cleanText } from '@/lib/text/fields';
import { CONTACT_HONEYPOT_FIELD, CONTACT_LIMITS, CONTACT_MESSAGES as m } from '@/content/contact';

/**
 * Spec section 5: every field trimmed first, each rule with its own Spanish message. Text is
 * cleaned like the trial form's (no NUL or other control characters, which PostgreSQL refuses).
 */
export const contactSchema = z.object({
  // A missing field reads as empty, so it gets the same message as a blank one.
  name: z
    .string({ error: m.nameRequired })
    .transform((value) => cleanText(value, false))
    .pipe(z.string().min(1, m.nameRequired).max(CONTACT_LIMITS.name, m.nameTooLong)),
  email: z
    .string({ error: m.emailInvalid })
    .trim()
    .pipe(z.email({ error: m.emailInvalid }).max(CONTACT_LIMITS.email, m.emailTooLong)),
  message: z
    .string({ error: m.messageTooShort })
    .transform((value) => cleanText(value, true))
    .pipe(z.string().min(CONTACT_LIMITS.messageMin, m.messageTooShort).max(CONTACT_LIMITS.message, m.messageTooLong)),
  [CONTACT_HONEYPOT_FIELD]: z.string().optional(),
});

export type ContactInput = z.output<typeof contactSchema>;
