import { describe, expect, it } from 'vitest';
import { planPriceLabels } from '@/lib/billing/price-ladder';
import type { SiteStage } from '@/lib/customer-site/site-stage';
import { subscriptionLine } from '@/lib/receipts/document';
import {
  cancellationEmail,
  linkOverdueEmail,
  paymentFailedEmail,
  paymentLinkEmail,
  trialEndedEmail,
  trialEndingEmail,
  type SubscriptionEmail,
} from '@/lib/billing/emails';
import { planLabel, planName } from '@/lib/billing/present';

/**
 * Issue 23, item 10: the spec's English plan labels belong on the subscription card only. Every
 * e-mail that names a plan, and every receipt line, is rendered for both plans (by our key and
 * by a provider's product id) and must read in Spanish.
 */
const ENGLISH = /Basic Plan|Growth Plan|Free Trial/;
const prices = planPriceLabels(0);
const now = new Date('2026-11-22T15:00:00Z');
const text = (email: SubscriptionEmail) => [email.subject, ...email.paragraphs, email.action?.label ?? ''].join('\n');
const STAGES: SiteStage[] = ['no_project', 'building', 'in_review', 'approved', 'removed'];

function everyEmailFor(planType: string): SubscriptionEmail[] {
  const name = planName(planType) ?? '';
  const facts = { paidUntil: new Date('2026-12-22T15:00:00Z'), hasLiveSite: true, firstActivatedAt: new Date('2026-06-01T15:00:00Z') };
  return [
    paymentFailedEmail('Rosa'),
    trialEndedEmail('Rosa'),
    ...STAGES.flatMap((stage) => [false, true].map((isLive) => trialEndingEmail('Rosa', { trialEnd: now, endsToday: false, prices, stage, isLive }))),
    paymentLinkEmail('Rosa', { url: 'https://pago.example/1', dueOn: now, planName: name, amountLabel: 'S/ 25' }),
    linkOverdueEmail('Rosa', { planName: name, amountLabel: 'S/ 25', dueOn: now, link: { url: 'https://pago.example/2', validUntil: now } }),
    linkOverdueEmail('Rosa', { planName: name, amountLabel: 'S/ 25', dueOn: now, link: null }),
    ...(['trial', 'period_end', 'now'] as const).map((mode) => cancellationEmail('Rosa', { mode, planName: name, facts, now })),
  ];
}

describe('plan names in customer texts', () => {
  it.each([
    ['basic', 'Plan Básico'],
    ['growth', 'Plan Crecimiento'],
  ])('renders every e-mail and the receipt line for %s in Spanish (%s)', (planType, spanish) => {
    const emails = everyEmailFor(planType);
    for (const email of emails) expect(text(email)).not.toMatch(ENGLISH);
    // The e-mails that name the customer's own plan name it in Spanish.
    expect(emails.filter((email) => text(email).includes(spanish)).length).toBeGreaterThanOrEqual(4);
    const line = subscriptionLine(planType);
    expect(line).toBe(`Vitrina: suscripción mensual (${spanish})`);
    expect(line).not.toMatch(ENGLISH);
  });

  it('keeps the spec labels for the subscription card, and never prints a product id on a receipt', () => {
    expect(planLabel('growth', 'customer')).toBe('Growth Plan');
    expect(planName('trial')).toBe('Prueba gratis');
    expect(subscriptionLine('prod_unknown')).toBe('Vitrina: suscripción mensual');
    expect(subscriptionLine(null)).toBe('Vitrina: suscripción mensual');
  });
});

describe('subscription e-mails say what is true', () => {
  it('asks to keep a site online only when it is online', () => {
    for (const stage of STAGES) {
      const notLive = text(trialEndingEmail('Rosa', { trialEnd: now, endsToday: true, prices, stage, isLive: false }));
      expect(notLive).not.toContain('mantenerlo en línea');
    }
    expect(text(trialEndingEmail('Rosa', { trialEnd: now, endsToday: true, prices, stage: 'in_review', isLive: false }))).toContain(
      'apruébala con «Aprobar y activar»',
    );
    expect(text(trialEndingEmail('Rosa', { trialEnd: now, endsToday: true, prices, stage: 'approved', isLive: true }))).toContain('mantenerlo en línea');
  });

  it('tells a customer paying by link that the month is unpaid, with a fresh link, and speaks of no card or retry', () => {
    const overdue = text(
      linkOverdueEmail('Rosa', {
        planName: 'Plan Básico',
        amountLabel: 'S/ 25',
        dueOn: now,
        link: { url: 'https://pago.example/2', validUntil: new Date('2026-11-27T15:00:00Z') },
      }),
    );
    expect(overdue).toContain('vencía el 22 de noviembre de 2026');
    expect(overdue).toContain('válido hasta el 27 de noviembre de 2026');
    expect(overdue).not.toMatch(/tarjeta venció|reintent/i);
    expect(text(paymentFailedEmail('Rosa'))).toContain('reintentaremos');
  });

  it('states the real consequences of cancelling: 60 days of grace, removal in the first year, suspension and download after it', () => {
    const paidUntil = new Date('2026-12-22T15:00:00Z');
    const firstYear = text(
      cancellationEmail('Rosa', {
        mode: 'period_end',
        planName: 'Plan Básico',
        now,
        facts: { paidUntil, hasLiveSite: true, firstActivatedAt: new Date('2026-06-01T15:00:00Z') },
      }),
    );
    expect(firstYear).toContain('Cancelamos tu Plan Básico. No se harán más cobros. Tu plan sigue activo hasta el 22 de diciembre de 2026.');
    expect(firstYear).toContain('Después, tu sitio sigue en línea 60 días más, hasta el 20 de febrero de 2027.');
    expect(firstYear).toContain('eliminamos tu sitio con todo su contenido');
    expect(firstYear).not.toContain('descargarlo desde tu panel');

    const afterAYear = text(
      cancellationEmail('Rosa', {
        mode: 'period_end',
        planName: 'Plan Crecimiento',
        now,
        facts: { paidUntil, hasLiveSite: true, firstActivatedAt: new Date('2025-06-01T15:00:00Z') },
      }),
    );
    expect(afterAYear).toContain('lo desactivamos y guardamos su contenido');
    expect(afterAYear).toContain('puedes descargarlo desde tu panel');
    expect(afterAYear).not.toContain('eliminamos');

    const trial = text(
      cancellationEmail('Rosa', { mode: 'trial', planName: null, now, facts: { paidUntil: null, hasLiveSite: false, firstActivatedAt: null } }),
    );
    expect(trial).toContain('Cancelamos tu prueba gratis. No se te cobró ni se te cobrará nada.');
    expect(trial).not.toContain('60 días');
  });
});
