import { limaDateKey } from '@/lib/jobs/lima-time';

/**
 * A month's availability, in Lima's calendar (UTC−5 all year), from the checker's daily rollup
 * and its outages. Each check stands for the minute it measured, so the figure is the share of
 * checks that found the site served; days nobody measured count neither way.
 */
export type UptimeDay = { day: string; checks: number; failed: number };
export type OutageSpan = { startedAt: Date; endedAt: Date | null };

export type MonthAvailability =
  | { measured: false }
  | {
      measured: true;
      /** Hundredths of a percent, rounded down: a month with one failed check never reads 100. */
      basisPoints: number;
      checks: number;
      failed: number;
      /** The first Lima day of the month with a check. */
      since: string;
      /** Newest first; an outage still going on has no end and lasts until `now`. */
      outages: { startedAt: Date; durationMs: number; ongoing: boolean }[];
    };

/** Hundredths of a percent of checks that passed, rounded down, so any failure keeps it under 100. */
export const availabilityBasisPoints = (checks: number, failed: number) => Math.floor(((checks - failed) * 10_000) / checks);

const LIMA_OFFSET_MS = 5 * 60 * 60 * 1000;

/** The Lima month holding `now`: its first and last day keys and the instants it starts and ends. */
export function limaMonth(now: Date): { firstDay: string; lastDay: string; start: Date; end: Date } {
  const [year, month] = limaDateKey(now).split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(year, month - 1, 1) + LIMA_OFFSET_MS);
  const end = new Date(Date.UTC(year, month, 1) + LIMA_OFFSET_MS);
  return { firstDay: limaDateKey(start), lastDay: limaDateKey(new Date(end.getTime() - 1)), start, end };
}

export function monthAvailability(days: UptimeDay[], outages: OutageSpan[], now: Date): MonthAvailability {
  const { firstDay, lastDay, start, end } = limaMonth(now);
  const inMonth = days.filter((d) => d.day >= firstDay && d.day <= lastDay && d.checks > 0);
  const checks = inMonth.reduce((sum, d) => sum + d.checks, 0);
  if (checks === 0) return { measured: false };
  const failed = inMonth.reduce((sum, d) => sum + d.failed, 0);
  const since = inMonth.map((d) => d.day).sort()[0]!;
  const shown = outages
    .filter((o) => o.startedAt < end && (o.endedAt ?? now) > start)
    .sort((a, b) => b.startedAt.getTime() - a.startedAt.getTime())
    .map((o) => ({ startedAt: o.startedAt, durationMs: (o.endedAt ?? now).getTime() - o.startedAt.getTime(), ongoing: o.endedAt === null }));
  return { measured: true, basisPoints: availabilityBasisPoints(checks, failed), checks, failed, since, outages: shown };
}
