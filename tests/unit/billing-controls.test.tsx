import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BillingControls } from '@/components/billing/billing-controls';
import { PaymentFailedBanner } from '@/components/billing/payment-failed-banner';
import { CHECKOUT_CLOSED } from '@/lib/billing/checkout-gate';
import { planPriceLabels } from '@/lib/billing/price-ladder';

/** The subscription card's buttons (issue 23, item 2): the spec's plan buttons stay, inactive until the preview is approved. */
const render = (checkoutClosedReason: string | null) =>
  renderToStaticMarkup(
    <BillingControls
      status="trial"
      hasProviderCustomer={false}
      paymentsEnabled
      offersPaymentLinks
      planPrices={planPriceLabels(0)}
      checkoutClosedReason={checkoutClosedReason}
      cancelConsequences={null}
    />,
  );
const planButtons = (html: string) =>
  [...html.matchAll(/<button[^>]*>(?:(?!<\/button>).)*Plan (?:Básico|Crecimiento)(?:(?!<\/button>).)*<\/button>/g)].map((m) => m[0]);

describe('the plan buttons during the trial', () => {
  it('are shown but inactive, with the line saying when they open, while the preview is not approved', () => {
    const reason = CHECKOUT_CLOSED.in_review ?? '';
    const html = render(reason);
    const buttons = planButtons(html);
    expect(buttons).toHaveLength(2);
    for (const button of buttons) expect(button).toMatch(/ disabled=""/);
    expect(html).toContain('Primero revisa tu sitio y apruébalo con «Aprobar y activar»');
    expect(html).toMatch(/<input type="checkbox"[^>]* disabled=""/);
  });

  it('work as the spec has them once approved, or for an account without a project', () => {
    expect(CHECKOUT_CLOSED.approved).toBeNull();
    expect(CHECKOUT_CLOSED.no_project).toBeNull();
    const buttons = planButtons(render(null));
    expect(buttons).toHaveLength(2);
    for (const button of buttons) expect(button).not.toMatch(/ disabled=""/);
  });
});

describe('the overdue banner', () => {
  it('asks a card customer for a new card, and tells a customer paying by link that the month is unpaid, with no card or retry', () => {
    const card = renderToStaticMarkup(<PaymentFailedBanner />);
    expect(card).toContain('Reintentaremos el cobro');
    const link = renderToStaticMarkup(<PaymentFailedBanner paysByLink linksOffered />);
    expect(link).toContain('Aún no recibimos el pago de tu mes');
    expect(link).toContain('Te enviamos por e-mail un enlace');
    expect(link).not.toMatch(/tarjeta|Reintentaremos|Actualizar método de pago/);
    // A plan activated by hand where the provider makes no links: no link is promised.
    expect(renderToStaticMarkup(<PaymentFailedBanner paysByLink />)).not.toContain('enlace');
  });
});
