import { z } from 'zod';
import { requiredText } from '@/lib/text/fields';

/** Customer ↔ team messages. Safe for client components. */

export const CUSTOMER_MESSAGE_MAX = 2000;

/** Spec section 8: shown as is when no administrator exists to read the message. */
export const NO_ADMIN_MESSAGE = 'No se pudo encontrar un administrador';

/** Subjects the server sets (spec section 7); the customer never chooses them. */
export const CUSTOMER_MESSAGE_SUBJECT = 'Mensaje del cliente';

const messageText = requiredText({
  max: CUSTOMER_MESSAGE_MAX,
  required: 'Escribe tu mensaje',
  tooLong: `El mensaje debe tener como máximo ${CUSTOMER_MESSAGE_MAX} caracteres`,
  multiline: true,
});

/** A message to the team, or a change request on the preview: only the text comes from the client. */
export const customerMessageSchema = z.object({ message: messageText });

export const markMessagesReadSchema = z.object({
  ids: z.array(z.uuid('Mensaje no válido')).min(1).max(100),
});
