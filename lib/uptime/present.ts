/** How availability figures and outages read in Spanish (the dashboard, the panel, the team's e-mails). */
const LIMA = 'America/Lima';
const startFormat = new Intl.DateTimeFormat('es-PE', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: LIMA });
const dayFormat = new Intl.DateTimeFormat('es-PE', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const countFormat = new Intl.NumberFormat('es-PE');

/** 9995 → '99.95 %', 10000 → '100 %' (decimals as the rest of the dashboard writes them, e.g. S/ 25.00). */
export function formatAvailability(basisPoints: number): string {
  return basisPoints === 10_000 ? '100 %' : `${(basisPoints / 100).toFixed(2)} %`;
}

/** '7 min', '1 h 5 min', '2 d 3 h'; a single failed check (under a minute) reads '1 min'. */
export function formatDuration(ms: number): string {
  const minutes = Math.max(1, Math.round(ms / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

/** '27 nov., 10:02 a. m.' in Lima. */
export const formatOutageStart = (at: Date) => startFormat.format(at);
/** A Lima day key ('2026-12-03') as '3 de diciembre'. */
export const formatDay = (day: string) => dayFormat.format(new Date(`${day}T12:00:00Z`));
export const formatCount = (n: number) => countFormat.format(n);
