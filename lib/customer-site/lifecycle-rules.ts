/**
 * The terms' rules for a site whose subscription lapses (issue 14). Pure values and dates, safe
 * for client components: the daily job, the dashboard banner and the export gate read them here.
 */
export const GRACE_DAYS = 60;
/** The grace reminder goes out this many days before the site goes offline. */
export const GRACE_REMINDER_DAYS = 7;
/** A removed site's label stays reserved this long, then anyone may take it. */
export const LABEL_HOLD_DAYS = 90;
/** Cancelled within this many days of the first activation: the site is removed, not handed over. */
export const FIRST_YEAR_DAYS = 365;

const DAY_MS = 24 * 60 * 60 * 1000;
export const addDays = (at: Date, days: number) => new Date(at.getTime() + days * DAY_MS);

/** When a site whose paid period ended at `lapsedAt` goes offline. */
export const offlineDate = (lapsedAt: Date) => addDays(lapsedAt, GRACE_DAYS);

/** 'Descargar mi sitio' is the customer's from one year after their first activation. */
export function canDownloadSite(firstActivatedAt: Date | null, now: Date = new Date()): boolean {
  return firstActivatedAt !== null && addDays(firstActivatedAt, FIRST_YEAR_DAYS) <= now;
}
