import { isBusinessDay } from '@/lib/complaints/business-days';
import { limaDateKey } from '@/lib/jobs/lima-time';

/**
 * The support promise (terms, FAQ, dashboard): "24 a 48 horas en días hábiles (de lunes a viernes,
 * sin contar feriados)". So every hour of a Lima business day counts, and no hour of a weekend or a
 * national holiday does. Pure, so the admin list and the tests share it.
 */
export const REPLY_SOON_HOURS = 24;
export const REPLY_DUE_HOURS = 48;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Midnight in Lima (UTC−5 all year) that starts the Lima day of `at`. */
const limaDayStart = (at: number) => Date.parse(`${limaDateKey(new Date(at))}T00:00:00-05:00`);

/** Business hours from `from` to `to` (0 when `to` is not later). */
export function businessHoursBetween(from: Date, to: Date): number {
  let total = 0;
  for (let cursor = from.getTime(); cursor < to.getTime();) {
    const next = Math.min(limaDayStart(cursor) + DAY_MS, to.getTime());
    if (isBusinessDay(limaDateKey(new Date(cursor)))) total += next - cursor;
    cursor = next;
  }
  return total / HOUR_MS;
}

/** The instant `hours` business hours after `from`. */
export function addBusinessHours(from: Date, hours: number): Date {
  let remaining = hours * HOUR_MS;
  let cursor = from.getTime();
  for (;;) {
    const dayEnd = limaDayStart(cursor) + DAY_MS;
    if (isBusinessDay(limaDateKey(new Date(cursor)))) {
      if (cursor + remaining <= dayEnd) return new Date(cursor + remaining);
      remaining -= dayEnd - cursor;
    }
    cursor = dayEnd;
  }
}

/** The instant `hours` business hours before `to`: a message sent earlier has waited longer. */
export function subtractBusinessHours(to: Date, hours: number): Date {
  let remaining = hours * HOUR_MS;
  let cursor = to.getTime();
  for (;;) {
    // The Lima day holding the instant just before `cursor` (a day's midnight belongs to the day before).
    const dayStart = limaDayStart(cursor - 1);
    if (isBusinessDay(limaDateKey(new Date(dayStart)))) {
      if (cursor - remaining >= dayStart) return new Date(cursor - remaining);
      remaining -= cursor - dayStart;
    }
    cursor = dayStart;
  }
}

export type ReplyState = 'answered' | 'waiting' | 'due_soon' | 'overdue';
export type ReplyClock = { state: ReplyState; label: string };

const limaDateTime = new Intl.DateTimeFormat('es-PE', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'America/Lima',
});

/**
 * Where a customer's message stands against the promise: answered (the team wrote to that
 * customer after it), waiting (under 24 business hours), due soon (24 to 48) or overdue.
 */
export function replyClock(sentAt: Date, isAnswered: boolean, now: Date = new Date()): ReplyClock {
  if (isAnswered) return { state: 'answered', label: 'Respondido' };
  const waited = Math.floor(businessHoursBetween(sentAt, now));
  const dueAt = limaDateTime.format(addBusinessHours(sentAt, REPLY_DUE_HOURS));
  if (waited >= REPLY_DUE_HOURS)
    return { state: 'overdue', label: `Sin respuesta hace ${waited} h hábiles: el plazo de ${REPLY_DUE_HOURS} h venció el ${dueAt}` };
  const state = waited >= REPLY_SOON_HOURS ? 'due_soon' : 'waiting';
  return { state, label: `Esperando respuesta: ${waited} de ${REPLY_DUE_HOURS} h hábiles; responder antes del ${dueAt}` };
}
