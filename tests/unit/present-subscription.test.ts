import { describe, expect, it } from 'vitest';
import { planLabel, trialDaysRemaining } from '@/lib/billing/present';

describe('subscription presentation', () => {
  const now = new Date('2026-11-22T12:00:00-05:00');

  it('rounds trial days up and never goes below zero', () => {
    expect(trialDaysRemaining(new Date('2026-11-27T12:00:00-05:00'), now)).toBe(5);
    expect(trialDaysRemaining(new Date('2026-11-22T12:00:01-05:00'), now)).toBe(1);
    expect(trialDaysRemaining(new Date('2026-11-22T12:00:00-05:00'), now)).toBe(0);
    expect(trialDaysRemaining(new Date('2026-11-20T00:00:00-05:00'), now)).toBe(0);
    // No end date yet: the trial's clock starts with the first preview, so there is no count.
    expect(trialDaysRemaining(null, now)).toBeNull();
  });

  it('names plans as the spec says, raw for admins and Desconocido for customers otherwise', () => {
    // plan_type stores our keys (decision 0029); a product we do not sell stays raw.
    expect(planLabel('trial', 'customer')).toBe('Free Trial');
    expect(planLabel('basic', 'customer')).toBe('Basic Plan');
    expect(planLabel('growth', 'admin')).toBe('Growth Plan');
    expect(planLabel('prod_other', 'admin')).toBe('prod_other');
    expect(planLabel('prod_other', 'customer')).toBe('Desconocido');
  });
});
