import type { BusinessCard } from '@/lib/sites/document/document';

/**
 * How a reservation reads wherever it is shown (the visitor's confirmation page, the owner's
 * e-mail and 'Mensajes de tu web'), and the WhatsApp message the visitor may send after it.
 * Client-safe: the dashboard's list gets these strings ready-made.
 */

export type ReservationRequest = { date: string; time: string; people: number };

const day = new Intl.DateTimeFormat('es-PE', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2026-12-05' as 'sábado, 5 de diciembre de 2026' (the day as the visitor chose it, whatever the server's zone). */
export const formatReservationDay = (date: string) => day.format(new Date(`${date}T12:00:00Z`));

export const peopleLabel = (people: number) => (people === 1 ? '1 persona' : `${people} personas`);

/** 'sábado, 5 de diciembre de 2026 a las 20:00, para 4 personas'. */
export const reservationSummary = ({ date, time, people }: ReservationRequest) => `${formatReservationDay(date)} a las ${time}, para ${peopleLabel(people)}`;

/**
 * The business's WhatsApp chat with the reservation written out for the visitor to send, or null
 * when the business has no WhatsApp number.
 */
export function reservationWhatsappHref(business: Pick<BusinessCard, 'whatsapp'>, reservation: ReservationRequest): string | null {
  if (!business.whatsapp) return null;
  const text = `Hola, acabo de pedir una reserva en su web para el ${reservationSummary(reservation)}. ¿Me la confirman, por favor?`;
  return `https://wa.me/${business.whatsapp}?text=${encodeURIComponent(text)}`;
}
