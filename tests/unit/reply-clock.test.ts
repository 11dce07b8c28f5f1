import { describe, expect, it } from 'vitest';
import { addBusinessHours, businessHoursBetween, replyClock, subtractBusinessHours } from '@/lib/messages/reply-clock';

// Lima is UTC−5: 15:00Z is 10:00 in Lima.
const at = (iso: string) => new Date(iso);

describe('the reply clock against "24 a 48 horas en días hábiles"', () => {
  it('counts only the hours of Lima business days', () => {
    // Friday 27 Nov 2026, 10:00 → Monday 30 Nov, 10:00: 14 h of Friday, none of the weekend, 10 of Monday.
    expect(businessHoursBetween(at('2026-11-27T15:00:00Z'), at('2026-11-30T15:00:00Z'))).toBe(24);
    // Tuesday 8 December (Inmaculada Concepción) counts for nothing.
    expect(businessHoursBetween(at('2026-12-08T05:00:00Z'), at('2026-12-09T05:00:00Z'))).toBe(0);
    expect(businessHoursBetween(at('2026-11-30T15:00:00Z'), at('2026-11-27T15:00:00Z'))).toBe(0);
  });

  it('finds the deadline 48 business hours on, and the moment 48 business hours back', () => {
    // Sent Friday 10:00: due Tuesday 10:00 (the weekend does not count).
    expect(addBusinessHours(at('2026-11-27T15:00:00Z'), 48)).toEqual(at('2026-12-01T15:00:00Z'));
    // Sent on Saturday: the clock starts on Monday at midnight, due Wednesday at midnight.
    expect(addBusinessHours(at('2026-11-28T18:00:00Z'), 48)).toEqual(at('2026-12-02T05:00:00Z'));
    expect(subtractBusinessHours(at('2026-12-01T15:00:00Z'), 48)).toEqual(at('2026-11-27T15:00:00Z'));
    // Back from Wednesday midnight: Monday midnight (whatever came in over the weekend has waited as long).
    expect(subtractBusinessHours(at('2026-12-02T05:00:00Z'), 48)).toEqual(at('2026-11-30T05:00:00Z'));
  });

  it('says whether a message is answered, waiting, due soon or overdue', () => {
    const sent = at('2026-11-27T15:00:00Z'); // Friday 10:00
    expect(replyClock(sent, true, at('2026-12-10T15:00:00Z'))).toEqual({ state: 'answered', label: 'Respondido' });
    expect(replyClock(sent, false, at('2026-11-27T20:00:00Z'))).toMatchObject({
      state: 'waiting',
      label: expect.stringMatching(/^Esperando respuesta: 5 de 48 h hábiles; responder antes del mar/),
    });
    // Monday 11:00: 25 business hours, even though three days went by.
    expect(replyClock(sent, false, at('2026-11-30T16:00:00Z'))).toMatchObject({ state: 'due_soon' });
    expect(replyClock(sent, false, at('2026-12-01T16:00:00Z'))).toMatchObject({
      state: 'overdue',
      label: expect.stringMatching(/^Sin respuesta hace 49 h hábiles: el plazo de 48 h venció el mar/),
    });
  });
});
