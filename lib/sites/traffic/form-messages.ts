import { CONTACT_LIMITS, CONTACT_MESSAGES } from '@/content/contact';
import type { SiteLang } from '@/lib/sites/document/english';
import { ORDER_MAX_QUANTITY, ORDER_NOTE_MAX, RESERVATION_MAX_PEOPLE, RESERVATION_NOTE_MAX } from './schemas';

/**
 * What a site's forms (contact, reservation, order) tell a visitor who sent one from an English
 * page (issue 27, item 5): the English of every message the forms and their schemas write. Keyed
 * by the Spanish text, so the schemas keep one language and stay shared with Vitrina's own
 * contact form; a message missing here reads in Spanish rather than not at all, and
 * tests/unit/site-form-messages.test.ts drives every rule to keep this list whole.
 */

/** The answers of the forms' own pages when a post cannot be read or sent, per form. */
export const FORM_WORDS = {
  contact: {
    tooLong: 'El mensaje es demasiado largo. Acórtalo e inténtalo de nuevo.',
    notSent: 'No pudimos enviar tu mensaje en este momento. Inténtalo de nuevo en unos minutos.',
    logMessage: 'site contact form not sent',
  },
  reservation: {
    tooLong: 'La reserva es demasiado larga. Acorta la nota e inténtalo de nuevo.',
    notSent: 'No pudimos enviar tu reserva en este momento. Inténtalo de nuevo en unos minutos.',
    logMessage: 'site reservation form not sent',
  },
  order: {
    tooLong: 'El pedido es demasiado largo. Acorta la nota e inténtalo de nuevo.',
    notSent: 'No pudimos enviar tu pedido en este momento. Inténtalo de nuevo en unos minutos.',
    logMessage: 'site order form not sent',
  },
} as const;

export const FORM_UNREADABLE = 'No pudimos leer el formulario. Vuelve atrás e inténtalo de nuevo.';
export const SITE_UNAVAILABLE = 'Este sitio no está disponible.';
export const NO_MESSAGES = 'Este sitio no recibe mensajes.';
export const NO_RESERVATIONS = 'Este sitio no recibe reservas.';
export const NO_ORDERS = 'Este sitio no recibe pedidos.';
export const CHECK_THE_FORM = 'Revisa los datos del formulario.';
export const SITE_FORMS_RATE_LIMITED = 'Enviaste varios mensajes seguidos. Espera un momento e inténtalo de nuevo.';
export const ORDER_NOTHING_CHOSEN = 'Elige la cantidad de al menos un plato o producto.';

const ENGLISH = new Map<string, string>([
  [CONTACT_MESSAGES.nameRequired, 'Please write your name.'],
  [CONTACT_MESSAGES.nameTooLong, `Your name must be under ${CONTACT_LIMITS.name} characters.`],
  [CONTACT_MESSAGES.emailInvalid, 'That e-mail address does not look right.'],
  [CONTACT_MESSAGES.emailTooLong, `The e-mail address must be under ${CONTACT_LIMITS.email} characters.`],
  [CONTACT_MESSAGES.messageTooShort, `Your message must be at least ${CONTACT_LIMITS.messageMin} characters long.`],
  [CONTACT_MESSAGES.messageTooLong, `Your message must be under ${CONTACT_LIMITS.message.toLocaleString('en')} characters.`],
  ['El teléfono debe tener como máximo 30 caracteres', 'The phone number can have at most 30 characters.'],
  ['Escribe el teléfono solo con números', 'Write the phone number with digits only.'],
  ['Déjanos tu email o tu teléfono para responderte.', 'Leave your e-mail or your phone number so we can answer you.'],
  ['Elige el día de tu reserva.', 'Choose the day of your booking.'],
  ['Escribe la fecha como 2026-12-24.', 'Write the date as 2026-12-24.'],
  ['Esa fecha ya pasó: elige otro día.', 'That date has passed: choose another day.'],
  ['Solo recibimos reservas hasta dentro de un año.', 'We take bookings up to one year ahead.'],
  ['Elige la hora de tu reserva.', 'Choose the time of your booking.'],
  ['Escribe la hora como 20:30.', 'Write the time as 20:30.'],
  ['Indica para cuántas personas es la reserva.', 'Tell us how many people the booking is for.'],
  ['Escribe el número de personas con cifras, por ejemplo 4.', 'Write the number of people in digits, for example 4.'],
  ['La reserva debe ser para al menos 1 persona.', 'A booking is for at least 1 person.'],
  [`Para más de ${RESERVATION_MAX_PEOPLE} personas, escríbenos o llámanos.`, `For more than ${RESERVATION_MAX_PEOPLE} people, write to us or call us.`],
  ['Déjanos tu teléfono para confirmar tu reserva.', 'Leave your phone number so we can confirm your booking.'],
  ['Ese teléfono parece incompleto: revisa los números.', 'That phone number looks incomplete: check the digits.'],
  [`La nota debe tener menos de ${RESERVATION_NOTE_MAX} caracteres`, `The note must be under ${RESERVATION_NOTE_MAX} characters.`],
  [`La nota debe tener menos de ${ORDER_NOTE_MAX} caracteres`, `The note must be under ${ORDER_NOTE_MAX} characters.`],
  ['Elige si recoges tu pedido o lo quieres por delivery.', 'Choose whether you pick up your order or want it delivered.'],
  [`Escribe una cantidad de 0 a ${ORDER_MAX_QUANTITY}, sin decimales.`, `Write a quantity from 0 to ${ORDER_MAX_QUANTITY}, without decimals.`],
  [
    `Escribe una cantidad de 0 a ${ORDER_MAX_QUANTITY}; para más, escríbenos por WhatsApp.`,
    `Write a quantity from 0 to ${ORDER_MAX_QUANTITY}; for more, write to us on WhatsApp.`,
  ],
  [ORDER_NOTHING_CHOSEN, 'Choose a quantity of at least one dish or product.'],
  [SITE_FORMS_RATE_LIMITED, 'You sent several messages in a row. Wait a moment and try again.'],
  [FORM_UNREADABLE, 'We could not read the form. Go back and try again.'],
  [SITE_UNAVAILABLE, 'This site is not available.'],
  [NO_MESSAGES, 'This site does not take messages.'],
  [NO_RESERVATIONS, 'This site does not take bookings.'],
  [NO_ORDERS, 'This site does not take orders.'],
  [CHECK_THE_FORM, 'Please check the form.'],
  [FORM_WORDS.contact.tooLong, 'Your message is too long. Shorten it and try again.'],
  [FORM_WORDS.contact.notSent, 'We could not send your message just now. Try again in a few minutes.'],
  [FORM_WORDS.reservation.tooLong, 'Your booking is too long. Shorten the note and try again.'],
  [FORM_WORDS.reservation.notSent, 'We could not send your booking just now. Try again in a few minutes.'],
  [FORM_WORDS.order.tooLong, 'Your order is too long. Shorten the note and try again.'],
  [FORM_WORDS.order.notSent, 'We could not send your order just now. Try again in a few minutes.'],
]);

/** A form's message in the visitor's language. */
export const formMessageIn = (message: string, lang: SiteLang): string => (lang === 'en' ? (ENGLISH.get(message) ?? message) : message);

/** The Spanish messages this list translates (for the test that keeps it whole). */
export const translatedMessages = (): string[] => [...ENGLISH.keys()];

/** A refused form's reasons in the visitor's language: each field's and the form's own. */
export function formStateIn<State extends { errors: Record<string, string>; problem?: string }>(form: State, lang: SiteLang): State {
  if (lang === 'es') return form;
  return {
    ...form,
    errors: Object.fromEntries(Object.entries(form.errors).map(([field, message]) => [field, formMessageIn(message, lang)])),
    ...(form.problem !== undefined && { problem: formMessageIn(form.problem, lang) }),
  };
}
