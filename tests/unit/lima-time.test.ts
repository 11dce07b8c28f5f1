import { describe, expect, it } from 'vitest';
import { limaDateKey, limaIsoWeekKey, limaMonthBounds, limaMonthOf, msUntilNextLima, previousMonthKey } from '@/lib/jobs/lima-time';

describe('Lima calendar', () => {
  it('uses the Lima date, not the UTC one, near midnight', () => {
    expect(limaDateKey(new Date('2026-11-23T04:59:00Z'))).toBe('2026-11-22');
    expect(limaDateKey(new Date('2026-11-23T05:00:00Z'))).toBe('2026-11-23');
  });

  it('names ISO weeks, including the turn of the year', () => {
    expect(limaIsoWeekKey(new Date('2026-11-23T14:00:00Z'))).toBe('2026-W48');
    expect(limaIsoWeekKey(new Date('2027-01-01T15:00:00Z'))).toBe('2026-W53');
    expect(limaIsoWeekKey(new Date('2026-01-01T15:00:00Z'))).toBe('2026-W01');
  });

  it('finds the next Monday 09:00 in Lima (14:00 UTC)', () => {
    const sunday = new Date('2026-11-22T21:00:00Z');
    expect(new Date(sunday.getTime() + msUntilNextLima(sunday, 9, 0, 1)).toISOString()).toBe('2026-11-23T14:00:00.000Z');
    const mondayAfter = new Date('2026-11-23T14:00:00Z');
    expect(new Date(mondayAfter.getTime() + msUntilNextLima(mondayAfter, 9, 0, 1)).toISOString()).toBe('2026-11-30T14:00:00.000Z');
  });

  it('bounds Lima months: they start at 05:00 UTC, and the month before January is December', () => {
    expect(limaMonthBounds('2026-10')).toEqual({
      firstDay: '2026-10-01',
      lastDay: '2026-10-31',
      start: new Date('2026-10-01T05:00:00Z'),
      end: new Date('2026-11-01T05:00:00Z'),
    });
    expect(limaMonthBounds('2028-02').lastDay).toBe('2028-02-29');
    expect(limaMonthOf(new Date('2026-11-01T04:59:00Z'))).toBe('2026-10');
    expect(previousMonthKey('2027-01')).toBe('2026-12');
    expect(previousMonthKey('2026-03')).toBe('2026-02');
  });
});
