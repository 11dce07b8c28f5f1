/**
 * The contact form's limits and texts (spec sections 5 and 8). Kept apart from the zod schema
 * so the browser gets these few strings without the validation library.
 */

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
  rateLimited: 'Has enviado demasiados mensajes en poco tiempo. Espera un rato antes de volver a escribirnos o escríbenos directamente a nuestro correo.',
  failed: 'Error al enviar el mensaje. Por favor intenta de nuevo.',
  sentTitle: '¡Mensaje enviado!',
  sentDescription: 'Gracias por contactarnos. Te responderemos pronto.',
} as const;
