import { describe, expect, it } from 'vitest';
import { deliveryBusinessDays, deliveryDueOn, deliveryState, estimateState } from '@/lib/submissions/delivery';

describe('delivery promises', () => {
  it('promises 5 business days, 7 for a shop and 10 for a quote request', () => {
    expect(deliveryBusinessDays({ industry: 'restaurant', isQuoteRequest: false })).toBe(5);
    expect(deliveryBusinessDays({ industry: null, isQuoteRequest: false })).toBe(5);
    expect(deliveryBusinessDays({ industry: 'retail', isQuoteRequest: false })).toBe(7);
    expect(deliveryBusinessDays({ industry: 'retail', isQuoteRequest: true })).toBe(10);
  });

  it('counts business days on the Lima calendar, skipping weekends and holidays', () => {
    // Sent Friday 20 Nov 2026 at 22:00 in Lima (Saturday 03:00 UTC): five business days later is Friday 27.
    expect(deliveryDueOn({ industry: 'restaurant', isQuoteRequest: false }, new Date('2026-11-21T03:00:00Z'))).toBe('2026-11-27');
    // Sent Thursday 3 Dec: with 8 and 9 December off, a shop's 7 business days end on Wednesday 16.
    expect(deliveryDueOn({ industry: 'retail', isQuoteRequest: false }, new Date('2026-12-03T15:00:00Z'))).toBe('2026-12-16');
  });

  it('says which open projects are overdue or due today, in Lima time', () => {
    const now = new Date('2026-11-27T04:00:00Z'); // 26 Nov, 23:00 in Lima
    expect(deliveryState('2026-11-25', 'in_progress', now)).toBe('overdue');
    expect(deliveryState('2026-11-26', 'pending', now)).toBe('due_today');
    expect(deliveryState('2026-11-27', 'pending', now)).toBe('on_track');
    expect(deliveryState('2026-11-20', 'completed', now)).toBe('done');
    expect(deliveryState(null, 'pending', now)).toBe('done');
  });

  it('expects the estimate within 2 hours of the request', () => {
    const sent = new Date('2026-11-24T14:00:00Z');
    expect(estimateState(sent, null, new Date('2026-11-24T15:59:00Z'))).toBe('waiting');
    expect(estimateState(sent, null, new Date('2026-11-24T16:01:00Z'))).toBe('late');
    expect(estimateState(sent, new Date('2026-11-24T17:00:00Z'), new Date('2026-11-24T18:00:00Z'))).toBe('sent');
  });
});
