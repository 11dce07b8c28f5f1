import { z } from 'zod';

/** Limits of spec section 5; the form's maxLength attributes use the same numbers. */
export const CONTACT_LIMITS = { name: 100, email: 255, messageMin: 10, message: 1000 } as const;

/**
 * A field people never see (it is off-screen and skipped by the keyboard) but form-filling bots
 * do: anything typed into it marks the submission as automated.
 */
export const CONTACT_HONEYPOT_FIELD = 'website';

export const CONTACT_MESSAGES = {
  nameRequired: 'El nombre es requerido',
  nameTooLong: 'El nombre debe tener menos de 100 caracteres',
  emailInvalid: 'Email inválido',
  emailTooLong: 'El email debe tener menos de 255 caracteres',
  messageTooShort: 'El mensaje debe tener al menos 10 caracteres',
  messageTooLong: 'El mensaje debe tener menos de 1000 caracteres',
  rateLimited:
    'Has enviado demasiados mensajes en poco tiempo. Espera un rato antes de volver a escribirnos o escríbenos directamente a nuestro correo.',
  failed: 'Error al enviar el mensaje. Por favor intenta de nuevo.',
  sentTitle: '¡Mensaje enviado!',
  sentDescription: 'Gracias por contactarnos. Te responderemos pronto.',
} as const;

const m = CONTACT_MESSAGES;

export const contactSchema = z.object({
  // A missing field reads as empty, so it gets the same message as a blank one.
  name: z
    .string({ error: m.nameRequired })
    .trim()
    .min(1, m.nameRequired)
    .max(CONTACT_LIMITS.name, m.nameTooLong),
  email: z
    .string({ error: m.emailInvalid })
    .trim()
    .pipe(z.email({ error: m.emailInvalid }).max(CONTACT_LIMITS.email, m.emailTooLong)),
  message: z
    .string({ error: m.messageTooShort })
    .trim()
    .min(CONTACT_LIMITS.messageMin, m.messageTooShort)
    .max(CONTACT_LIMITS.message, m.messageTooLong),
  [CONTACT_HONEYPOT_FIELD]: z.string().optional(),
});

export type ContactInput = z.output<typeof contactSchema>;
