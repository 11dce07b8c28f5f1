import { z } from 'zod';
import { CONTACT_HONEYPOT_FIELD, CONTACT_LIMITS, CONTACT_MESSAGES } from '@/content/contact';
import { contactSchema } from '@/lib/contact/schemas';
import { cleanText } from '@/lib/text/fields';

/** The page a site's form was on; anything odd reads as the home page. */
const formPage = z
  .string()
  .optional()
  .transform((value) => (value && /^\/[a-z0-9/-]{0,100}$/.test(value) ? value : '/'));

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
    page: formPage,
  })
  .refine((lead) => lead.email || lead.phone, { message: 'Déjanos tu email o tu teléfono para responderte.', path: ['email'] });

export const siteLeadIdSchema = z.object({ leadId: z.uuid('Mensaje no encontrado') });

/** The reservation form's fields, as the site's form names them. */
export const RESERVATION_FIELDS = ['date', 'time', 'people', 'name', 'phone', 'note'] as const;
export type ReservationField = (typeof RESERVATION_FIELDS)[number];

/** A party larger than this is an event to talk over, not a form's reservation. */
export const RESERVATION_MAX_PEOPLE = 50;
/** How far ahead a reservation may be asked for. */
export const RESERVATION_MAX_DAYS_AHEAD = 365;
export const RESERVATION_NOTE_MAX = 500;

const DAY_MS = 86_400_000;
const isCalendarDate = (value: string) => {
  const at = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value;
};

/**
 * A reservation from a live site's reservation form (issue 26): the day, the time, how many people,
 * who asks and a phone to confirm it by, and an optional note; the contact form's honeypot. The
 * day is checked against today in Lima (`today`, YYYY-MM-DD): not past, and within a year.
 */
export function siteReservationSchema(today: string) {
  const lastDay = new Date(Date.parse(`${today}T12:00:00Z`) + RESERVATION_MAX_DAYS_AHEAD * DAY_MS).toISOString().slice(0, 10);
  return z.object({
    date: z
      .string()
      .optional()
      .transform((value) => (value ?? '').trim())
      .pipe(
        z
          .string()
          .min(1, 'Elige el día de tu reserva.')
          .refine(isCalendarDate, 'Escribe la fecha como 2026-12-24.')
          .refine((value) => value >= today, 'Esa fecha ya pasó: elige otro día.')
          .refine((value) => value <= lastDay, 'Solo recibimos reservas hasta dentro de un año.'),
      ),
    time: z
      .string()
      .optional()
      .transform((value) => (value ?? '').trim())
      .pipe(
        z
          .string()
          .min(1, 'Elige la hora de tu reserva.')
          .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Escribe la hora como 20:30.'),
      ),
    people: z
      .string()
      .optional()
      .transform((value) => (value ?? '').trim())
      .pipe(
        z
          .string()
          .min(1, 'Indica para cuántas personas es la reserva.')
          .regex(/^\d{1,3}$/, 'Escribe el número de personas con cifras, por ejemplo 4.')
          .transform(Number)
          .pipe(
            z
              .number()
              .min(1, 'La reserva debe ser para al menos 1 persona.')
              .max(RESERVATION_MAX_PEOPLE, `Para más de ${RESERVATION_MAX_PEOPLE} personas, escríbenos o llámanos.`),
          ),
      ),
    name: contactSchema.shape.name,
    phone: z
      .string()
      .optional()
      .transform((value) => cleanText(value ?? '', false))
      .pipe(
        z
          .string()
          .min(1, 'Déjanos tu teléfono para confirmar tu reserva.')
          .max(30, 'El teléfono debe tener como máximo 30 caracteres')
          .regex(/^[+\d\s()-]*$/, 'Escribe el teléfono solo con números')
          .refine((value) => value.replace(/\D/g, '').length >= 6, 'Ese teléfono parece incompleto: revisa los números.'),
      ),
    note: z
      .string()
      .optional()
      .transform((value) => cleanText(value ?? '', true))
      .pipe(z.string().max(RESERVATION_NOTE_MAX, `La nota debe tener menos de ${RESERVATION_NOTE_MAX} caracteres`)),
    page: formPage,
    [CONTACT_HONEYPOT_FIELD]: z.string().optional(),
  });
}
export type SiteReservationInput = z.output<ReturnType<typeof siteReservationSchema>>;

/** The order form's own fields, as the site's form names them; each item's quantity is `q-{category}-{item}`. */
export const ORDER_FIELDS = ['name', 'delivery', 'note'] as const;
export type OrderField = (typeof ORDER_FIELDS)[number];
/** More of one dish than this is a catering job to talk over on WhatsApp, not a form's order. */
export const ORDER_MAX_QUANTITY = 50;
export const ORDER_NOTE_MAX = 300;
export const ORDER_DELIVERY_LABELS = { recojo: 'Recojo en el local', delivery: 'Delivery' } as const;

/**
 * An order from a live site's menu or catalogue (issue 27), apart from the quantities: who orders,
 * pickup or delivery, a note (where to deliver, no onions...), the section it came from, and the
 * contact form's honeypot.
 */
export const siteOrderSchema = z.object({
  name: contactSchema.shape.name,
  delivery: z.enum(['recojo', 'delivery'], { error: 'Elige si recoges tu pedido o lo quieres por delivery.' }),
  note: z
    .string()
    .optional()
    .transform((value) => cleanText(value ?? '', true))
    .pipe(z.string().max(ORDER_NOTE_MAX, `La nota debe tener menos de ${ORDER_NOTE_MAX} caracteres`)),
  section: z.string().regex(/^[a-z0-9-]{1,40}$/),
  page: formPage,
  [CONTACT_HONEYPOT_FIELD]: z.string().optional(),
});
export type SiteOrderInput = z.output<typeof siteOrderSchema>;

/** One quantity as typed: empty is none; otherwise a whole number from 0 to ORDER_MAX_QUANTITY. */
export const orderQuantitySchema = z
  .string()
  .optional()
  .transform((value) => (value ?? '').trim())
  .pipe(
    z
      .string()
      .regex(/^\d{0,3}$/, `Escribe una cantidad de 0 a ${ORDER_MAX_QUANTITY}, sin decimales.`)
      .transform(Number)
      .pipe(z.number().max(ORDER_MAX_QUANTITY, `Escribe una cantidad de 0 a ${ORDER_MAX_QUANTITY}; para más, escríbenos por WhatsApp.`)),
  );
