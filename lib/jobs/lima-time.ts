/**
 * Calendar arithmetic in America/Lima (UTC−5 all year: Peru has no daylight saving time).
 */
const LIMA_OFFSET_MS = -5 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The Lima calendar date of an instant, as YYYY-MM-DD. */
export function limaDateKey(at: Date): string {
  return new Date(at.getTime() + LIMA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The calendar day `days` after (or before, if negative) a YYYY-MM-DD day. */
export const addDaysToKey = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The ISO-8601 week of an instant in Lima, e.g. '2026-W48'. */
export function limaIsoWeekKey(at: Date): string {
  const lima = new Date(at.getTime() + LIMA_OFFSET_MS);
  const day = new Date(Date.UTC(lima.getUTCFullYear(), lima.getUTCMonth(), lima.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday); // the Thursday of this ISO week names its year
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / DAY_MS + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** Milliseconds from `now` to the next Lima wall-clock time hh:mm on the given ISO weekday (1 = Monday), or any day. */
export function msUntilNextLima(now: Date, hour: number, minute: number, isoWeekday?: number): number {
  const lima = new Date(now.getTime() + LIMA_OFFSET_MS);
  const target = new Date(Date.UTC(lima.getUTCFullYear(), lima.getUTCMonth(), lima.getUTCDate(), hour, minute));
  while (target <= lima || (isoWeekday !== undefined && (target.getUTCDay() || 7) !== isoWeekday)) {
    target.setUTCDate(target.getUTCDate() + 1);
  }
  return target.getTime() - lima.getTime();
}

/** The Lima calendar month of an instant, as YYYY-MM. */
export const limaMonthOf = (at: Date): string => limaDateKey(at).slice(0, 7);

/** The month before a YYYY-MM month, as YYYY-MM. */
export function previousMonthKey(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, m - 2, 1)).toISOString().slice(0, 7);
}

/** A YYYY-MM Lima month: its first and last days (YYYY-MM-DD) and the instants it starts and ends. */
export function limaMonthBounds(month: string): { firstDay: string; lastDay: string; start: Date; end: Date } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(year, m - 1, 1) - LIMA_OFFSET_MS);
  const end = new Date(Date.UTC(year, m, 1) - LIMA_OFFSET_MS);
  return { firstDay: limaDateKey(start), lastDay: limaDateKey(new Date(end.getTime() - 1)), start, end };
}
