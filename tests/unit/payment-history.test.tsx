import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PaymentHistory } from '@/components/billing/payment-history';
import { ReceiptsCard } from '@/components/dashboard/receipts-card';

/** The subscription page lists each receipt's files once: in 'Tus comprobantes', which 'Pagos' points to. */
describe("a paid month's receipt on the subscription page", () => {
  const number = 'B001-00000012';
  const payments = renderToStaticMarkup(
    <PaymentHistory
      payments={[
        { id: 'p1', date: '5 de enero de 2027', amount: 'S/ 25.00', status: 'approved', statusLabel: 'Pagado', receipt: { number, kindLabel: 'Boleta' } },
      ]}
      receiptsIssued
    />,
  );
  const receipts = renderToStaticMarkup(
    <ReceiptsCard
      receipts={[
        {
          id: 'r1',
          number,
          kindLabel: 'Boleta',
          amount: 'S/ 25.00',
          paidOn: '5 de enero de 2027',
          statusLabel: 'Aceptado por SUNAT',
          pdfUrl: 'https://example.test/b.pdf',
          xmlUrl: 'https://example.test/b.xml',
        },
      ]}
    />,
  );

  it("is named on its payment, linking to its entry in 'Tus comprobantes'", () => {
    expect(payments).toContain(`<a class="text-primary underline" href="#comprobante-${number}">Boleta ${number}</a>`);
    expect(receipts).toContain(`id="comprobante-${number}"`);
  });

  it('offers its PDF and XML once', () => {
    const page = payments + receipts;
    expect(page.match(/Descargar PDF/g)).toHaveLength(1);
    expect(page.match(/>XML</g)).toHaveLength(1);
  });
});
