import { HOLIDAY_YEARS, peruNationalHolidays } from '@/content/holidays';

/**
 * Business-day arithmetic on Lima calendar dates (YYYY-MM-DD): Saturdays, Sundays and Peruvian
 * national holidays are not business days. Pure, so the admin list and the tests share it.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const NATIONAL_HOLIDAYS: ReadonlySet<string> = new Set(peruNationalHolidays.map((h) => h.date));

function toUtc(dateKey: string): number {
  const [y, m, d] = dateKey.split('-').map(Number);
  return Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1);
}

function shift(dateKey: string, days: number): string {
  return new Date(toUtc(dateKey) + days * DAY_MS).toISOString().slice(0, 10);
}

export function isBusinessDay(dateKey: string, holidays: ReadonlySet<string> = NATIONAL_HOLIDAYS): boolean {
  const weekday = new Date(toUtc(dateKey)).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays.has(dateKey);
}

/** The n-th business day after `start` (the filing day itself is day zero, as the law counts). */
export function addBusinessDays(start: string, n: number, holidays: ReadonlySet<string> = NATIONAL_HOLIDAYS): string {
  let current = start;
  let counted = 0;
  while (counted < n) {
    current = shift(current, 1);
    if (isBusinessDay(current, holidays)) counted += 1;
  }
  return current;
}

/**
 * Business days left from `today` until `due`: 0 when due today, negative once overdue
 * (-1 = one business day late, or a non-business day right after the due date).
 */
export function businessDaysUntil(today: string, due: string, holidays: ReadonlySet<string> = NATIONAL_HOLIDAYS): number {
  if (today === due) return 0;
  const forward = today < due;
  const [from, to] = forward ? [today, due] : [due, today];
  let count = 0;
  for (let day = shift(from, 1); day <= to; day = shift(day, 1)) {
    if (isBusinessDay(day, holidays)) count += 1;
  }
  // A weekend right after the due date is still late: overdue never reads as "due today".
  return forward ? count : -Math.max(count, 1);
}

/** Whether the maintained holiday list covers every year between two dates. */
export function holidaysCover(from: string, to: string): boolean {
  const first = Number(from.slice(0, 4));
  const last = Number(to.slice(0, 4));
  for (let year = first; year <= last; year += 1) if (!HOLIDAY_YEARS.includes(year)) return false;
  return true;
}
