import { describe, expect, it } from 'vitest';
import { planPriceAt, plansAtStep, priceStepFor } from '@/lib/billing/price-ladder';
import { faqs } from '@/content/faq';
import { customersClaim, faqsWithClaim } from '@/lib/social-proof/claims';

const NO_SERVICES = { payments: null, yape: false, receipts: false } as const;

describe('the launch price ladder', () => {
  it('adds S/ 5 per 100 paying customers, from S/ 25 and S/ 45', () => {
    expect([0, 99, 100, 199, 200].map(priceStepFor)).toEqual([0, 0, 1, 1, 2]);
    expect([planPriceAt('basic', 0), planPriceAt('growth', 0), planPriceAt('basic', 1), planPriceAt('growth', 1)]).toEqual([25, 45, 30, 50]);
    expect(plansAtStep(2).map((plan) => plan.priceLabel)).toEqual(['S/ 35', 'S/ 55', 'A cotizar']);
  });
});

describe('the customer count claims', () => {
  it('say nothing up to 200 active customers, then the hundreds passed', () => {
    expect([0, 150, 200].map(customersClaim)).toEqual([null, null, null]);
    expect([201, 300, 301, 1250].map(customersClaim)).toEqual([200, 200, 300, 1200]);
    const answer = (claim: number | null) =>
      faqsWithClaim(faqs(NO_SERVICES), claim).find((f) => f.question === '¿Para qué tipo de negocios es Vitrina?')?.answer;
    expect(answer(null)).not.toMatch(/\d+ negocios/);
    expect(answer(300)).toContain('Hoy trabajan con nosotros más de 300 negocios.');
  });
});
