import { describe, expect, it } from 'vitest';
import { customerDeliveryLine, deliveryBusinessDays, deliveryDueOn, deliveryState, estimateState } from '@/lib/submissions/delivery';

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
    const open = (dueOn: string | null, status: string) => ({ dueOn, revisedDueOn: null, status, previewSent: false });
    expect(deliveryState(open('2026-11-25', 'in_progress'), now)).toBe('overdue');
    expect(deliveryState(open('2026-11-26', 'pending'), now)).toBe('due_today');
    expect(deliveryState(open('2026-11-27', 'pending'), now)).toBe('on_track');
    expect(deliveryState(open('2026-11-20', 'completed'), now)).toBe('done');
    expect(deliveryState(open(null, 'pending'), now)).toBe('done');
  });

  it('counts a sent preview as delivered, and a new date the team set as the one that matters', () => {
    const now = new Date('2026-11-27T15:00:00Z'); // 27 Nov in Lima
    expect(deliveryState({ dueOn: '2026-11-25', revisedDueOn: null, status: 'in_progress', previewSent: true }, now)).toBe('done');
    expect(deliveryState({ dueOn: '2026-11-25', revisedDueOn: '2026-12-01', status: 'in_progress', previewSent: false }, now)).toBe('on_track');
    expect(deliveryState({ dueOn: '2026-11-20', revisedDueOn: '2026-11-25', status: 'in_progress', previewSent: false }, now)).toBe('overdue');
  });

  it('never shows the customer a past date as an estimate: the delay, then the new date', () => {
    const now = new Date('2026-11-27T15:00:00Z');
    const project = { dueOn: '2026-11-30', revisedDueOn: null, status: 'pending', previewSent: false };
    expect(customerDeliveryLine(project, now)).toBe('Fecha estimada de entrega: 30 de noviembre de 2026');
    const late = { ...project, dueOn: '2026-11-25' };
    expect(customerDeliveryLine(late, now)).toBe(
      'Vamos con retraso: tu sitio debía estar listo el 25 de noviembre de 2026. Disculpa la demora; te escribiremos con la nueva fecha de entrega.',
    );
    expect(customerDeliveryLine({ ...late, revisedDueOn: '2026-12-02' }, now)).toBe(
      'Vamos con retraso: tu sitio debía estar listo el 25 de noviembre de 2026. Nueva fecha de entrega: 2 de diciembre de 2026.',
    );
    // The new date passed too: that is the date the customer reads as missed.
    expect(customerDeliveryLine({ ...late, revisedDueOn: '2026-11-26' }, now)).toContain('debía estar listo el 26 de noviembre de 2026');
    // Delivered: the preview speaks for itself.
    expect(customerDeliveryLine({ ...late, previewSent: true }, now)).toBeNull();
  });

  it('expects the estimate within 2 hours of the request', () => {
    const sent = new Date('2026-11-24T14:00:00Z');
    expect(estimateState(sent, null, new Date('2026-11-24T15:59:00Z'))).toBe('waiting');
    expect(estimateState(sent, null, new Date('2026-11-24T16:01:00Z'))).toBe('late');
    expect(estimateState(sent, new Date('2026-11-24T17:00:00Z'), new Date('2026-11-24T18:00:00Z'))).toBe('sent');
  });
});
