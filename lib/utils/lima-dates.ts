/**
 * The long date and time the customer's pages and e-mails write ("27 de noviembre de 2026,
 * 10:02 a. m."): Lima time, Peruvian Spanish. The team's panel writes the short form
 * (admin-dates.ts).
 */
const longDateTime = new Intl.DateTimeFormat('es-PE', { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Lima' });

export function formatLimaDateTime(at: Date | string): string {
  return longDateTime.format(typeof at === 'string' ? new Date(at) : at);
}
