/**
 * The one way the team's panel writes dates: Lima time, Peruvian Spanish, short month
 * ("27 nov. 2026, 10:05 a. m."), so a submission, a message, a site and a receipt read alike.
 */
const LIMA = 'America/Lima';
const dateTime = new Intl.DateTimeFormat('es-PE', { dateStyle: 'medium', timeStyle: 'short', timeZone: LIMA });
const dateOnly = new Intl.DateTimeFormat('es-PE', { dateStyle: 'medium', timeZone: LIMA });

export function formatAdminDateTime(at: Date): string {
  return dateTime.format(at);
}

export function formatAdminDate(at: Date): string {
  return dateOnly.format(at);
}
