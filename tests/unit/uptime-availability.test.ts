import { describe, expect, it } from 'vitest';
import { limaMonth, monthAvailability } from '@/lib/uptime/availability';
import { formatAvailability, formatDuration } from '@/lib/uptime/present';

const MIN = 60_000;

describe("a month's availability, in Lima's calendar", () => {
  it('puts 23:59 on the 30th of November in Lima in November, though it is already December in UTC', () => {
    expect(limaMonth(new Date('2026-12-01T04:59:00Z'))).toEqual({
      firstDay: '2026-11-01',
      lastDay: '2026-11-30',
      start: new Date('2026-11-01T05:00:00Z'),
      end: new Date('2026-12-01T05:00:00Z'),
    });
    expect(limaMonth(new Date('2026-12-01T05:00:00Z')).firstDay).toBe('2026-12-01');
    // New Year's Eve in Lima is still December, 2026.
    expect(limaMonth(new Date('2027-01-01T04:30:00Z'))).toMatchObject({ firstDay: '2026-12-01', lastDay: '2026-12-31' });
  });

  it("counts only the month's own days: November's failures do not lower December, and the outage across midnight shows in both", () => {
    const days = [
      { day: '2026-11-30', checks: 1440, failed: 10 },
      { day: '2026-12-01', checks: 30, failed: 20 },
    ];
    // 23:50 on the 30th to 00:20 on the 1st, Lima time.
    const acrossMidnight = { startedAt: new Date('2026-12-01T04:50:00Z'), endedAt: new Date('2026-12-01T05:20:00Z') };
    const lastNovember = monthAvailability(days, [acrossMidnight], new Date('2026-12-01T04:59:00Z'));
    expect(lastNovember).toMatchObject({ measured: true, checks: 1440, failed: 10, since: '2026-11-30', basisPoints: 9930 });
    const firstDecember = monthAvailability(days, [acrossMidnight], new Date('2026-12-01T05:30:00Z'));
    expect(firstDecember).toMatchObject({ measured: true, checks: 30, failed: 20, since: '2026-12-01', basisPoints: 3333 });
    expect(firstDecember.measured && firstDecember.outages).toEqual([{ startedAt: acrossMidnight.startedAt, durationMs: 30 * MIN, ongoing: false }]);
    // A month later neither the days nor the outage belong to it: nothing was measured.
    expect(monthAvailability(days, [acrossMidnight], new Date('2027-01-15T12:00:00Z'))).toEqual({ measured: false });
  });

  it('never rounds a failure up to 100 %, and an outage still going on lasts until now', () => {
    const now = new Date('2026-11-20T15:00:00Z');
    const result = monthAvailability(
      [{ day: '2026-11-20', checks: 20_000, failed: 1 }],
      [{ startedAt: new Date(now.getTime() - 12 * MIN), endedAt: null }],
      now,
    );
    expect(result.measured && formatAvailability(result.basisPoints)).toBe('99.99 %');
    expect(result.measured && result.outages).toEqual([{ startedAt: new Date(now.getTime() - 12 * MIN), durationMs: 12 * MIN, ongoing: true }]);
    const clean = monthAvailability([{ day: '2026-11-20', checks: 900, failed: 0 }], [], now);
    expect(clean.measured && formatAvailability(clean.basisPoints)).toBe('100 %');
    expect(monthAvailability([], [], now)).toEqual({ measured: false });
  });

  it('lists the newest outage first', () => {
    const now = new Date('2026-11-20T15:00:00Z');
    const older = { startedAt: new Date('2026-11-03T10:00:00Z'), endedAt: new Date('2026-11-03T10:07:00Z') };
    const newer = { startedAt: new Date('2026-11-18T10:00:00Z'), endedAt: new Date('2026-11-18T11:05:00Z') };
    const result = monthAvailability([{ day: '2026-11-03', checks: 100, failed: 7 }], [older, newer], now);
    expect(result.measured && result.outages.map((o) => formatDuration(o.durationMs))).toEqual(['1 h 5 min', '7 min']);
  });

  it('writes durations as a person would read them', () => {
    expect([20_000, MIN, 7 * MIN, 60 * MIN, 65 * MIN, 26 * 60 * MIN, 48 * 60 * MIN].map(formatDuration)).toEqual([
      '1 min',
      '1 min',
      '7 min',
      '1 h',
      '1 h 5 min',
      '1 d 2 h',
      '2 d',
    ]);
  });
});
