import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { ReceiptsServiceNotice } from '@/components/admin/receipts/receipts-service-notice';
import { PaymentHistory } from '@/components/billing/payment-history';
import { resetConfigForTests } from '@/lib/config';
import type { CustomerPayment } from '@/lib/receipts/list-customer-payments';
import { readReceiptsService } from '@/lib/receipts/queries';

const payment: CustomerPayment = { id: 'p1', date: '5 de enero de 2027', amount: 'S/ 25.00', status: 'approved', statusLabel: 'Aprobado', receipt: null };

describe('screens that list receipts while Vitrina issues none', () => {
  const saved = { RECEIPTS: process.env.RECEIPTS, RECEIPTS_API_URL: process.env.RECEIPTS_API_URL, RECEIPTS_API_TOKEN: process.env.RECEIPTS_API_TOKEN };
  afterEach(() => {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    resetConfigForTests();
  });

  it('know why: issued elsewhere on purpose, no receipt API, or the API', () => {
    const service = (env: Record<string, string | undefined>) => {
      Object.assign(process.env, { RECEIPTS: '', RECEIPTS_API_URL: '', RECEIPTS_API_TOKEN: '', ...env });
      resetConfigForTests();
      return readReceiptsService();
    };
    expect(service({ RECEIPTS: 'off' })).toBe('elsewhere');
    expect(service({})).toBe('unconfigured');
    expect(service({ RECEIPTS_API_URL: 'https://api.nubefact.com/api/v1/abc', RECEIPTS_API_TOKEN: 'token' })).toBe('api');
  });

  it("say so in one line on the team's 'Comprobantes' tab", () => {
    expect(renderToStaticMarkup(<ReceiptsServiceNotice service="elsewhere" />)).toContain('los comprobantes se emiten fuera de Vitrina');
    expect(renderToStaticMarkup(<ReceiptsServiceNotice service="unconfigured" />)).toContain('La API de comprobantes no está configurada');
    expect(renderToStaticMarkup(<ReceiptsServiceNotice service="api" />)).toBe('');
  });

  it("say so on the customer's payments, which then show no receipt", () => {
    const line = 'Los comprobantes de estos pagos no se emiten desde este panel';
    expect(renderToStaticMarkup(<PaymentHistory payments={[payment]} receiptsIssued={false} />)).toContain(line);
    expect(renderToStaticMarkup(<PaymentHistory payments={[payment]} receiptsIssued />)).not.toContain(line);
    expect(renderToStaticMarkup(<PaymentHistory payments={[]} receiptsIssued={false} />)).toContain('Todavía no hay pagos.');
  });
});
