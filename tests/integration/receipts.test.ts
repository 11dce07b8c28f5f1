import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { receipts, subscriptions } from '@/db/schema';
import { startCheckoutAction } from '@/lib/billing/actions';
import { getBillingProvider } from '@/lib/billing/get-provider';
import { getDb } from '@/lib/db/client';
import { saveBillingDetailsAction } from '@/lib/receipts/actions';
import { issueDueReceipts } from '@/lib/receipts/issue-receipts';
import { listAdminReceipts, listCustomerReceipts } from '@/lib/receipts/queries';
import { recordConfirmedPayment } from '@/lib/receipts/record-payment';
import { handleReceiptsCsv } from '@/lib/receipts/routes';
import { signInAsNewUser } from '../helpers/auth';
import { setupFakeReceipts } from '../fakes/receipts/vitest';
import { deliverEvent, signInTrialCustomer, setupFakeStripe } from '../fakes/stripe/vitest';
// The start-up's wiring, as in the app: what billing announces reaches the sites and the receipts.
import '@/lib/server/register-all';

const stripe = setupFakeStripe();
const api = setupFakeReceipts();

type Details = Parameters<typeof saveBillingDetailsAction>[0];
const BOLETA: Details = { kind: 'boleta', name: 'Rosa Quispe Mamani', documentType: 'dni', documentNumber: '45678912' };

/** A trial customer who gave receipt data and paid at the provider; the events come back undelivered. */
async function paidCustomer(details: Details = BOLETA) {
  const customer = await signInTrialCustomer();
  const saved = await saveBillingDetailsAction(details);
  if (!saved.ok) throw new Error(saved.error);
  const opened = await startCheckoutAction({ plan: 'basic' });
  if (!opened.ok) throw new Error(opened.error);
  const { subscription, events } = stripe().completeCheckout(opened.data.url.split('/checkout/')[1] ?? '');
  const paid = events.find((event) => event.type === 'invoice.paid');
  if (!paid) throw new Error('the fake sent no invoice.paid');
  return { customer, subscription, events, paid, invoiceId: String(paid.data.object.id) };
}

const receiptsOf = (userId: string) => getDb().select().from(receipts).where(eq(receipts.userId, userId));

describe('receipts for confirmed payments', () => {
  it('numbers 20 concurrent payments, each recorded twice at once, consecutively: one receipt each, no gaps', async () => {
    const paying = [];
    for (let i = 0; i < 20; i += 1) {
      const customer = await paidCustomer();
      for (const event of customer.events.filter((e) => e.type !== 'invoice.paid')) await deliverEvent(stripe(), event);
      paying.push(customer);
    }
    // Each payment as the provider reports it now (the real SDK against the stand-in), recorded
    // twice at once: two instances handling the same notification, twenty payments together.
    const provider = getBillingProvider();
    if (!provider) throw new Error('payments are not configured');
    const payments = [];
    for (const { invoiceId } of paying) payments.push(await provider.getPayment(invoiceId));
    expect(payments.every((p) => p.status === 'approved' && p.amountCents === 2500 && p.currency === 'PEN')).toBe(true);
    const userOf = new Map(paying.map(({ customer, subscription }) => [subscription.id, customer.id]));
    const recorded = await Promise.all(
      [...payments, ...payments].map((payment) => recordConfirmedPayment({ ...payment, userId: userOf.get(payment.subscriptionId ?? '') ?? null })),
    );
    expect(recorded.every(Boolean)).toBe(true);

    const rows = (await getDb().select().from(receipts).where(eq(receipts.series, 'B001'))).sort((a, b) => a.number - b.number);
    expect(rows).toHaveLength(20);
    expect(rows.map((r) => r.number)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(new Set(rows.map((r) => r.paymentId)).size).toBe(20);
    expect(rows.every((r) => r.status === 'accepted' && r.pdfUrl && r.xmlUrl)).toBe(true);
    // The API received each number once, with the IGV split of S/ 25.00.
    const sent = api().documents.filter((d) => d.serie === 'B001');
    expect(sent.map((d) => d.numero).sort((a, b) => a - b)).toEqual(rows.map((r) => r.number));
    expect(sent[0]).toMatchObject({
      tipo_de_comprobante: 2,
      total: 25,
      total_gravada: 21.19,
      total_igv: 3.81,
      cliente_tipo_de_documento: '1',
      cliente_numero_de_documento: '45678912',
    });
    // Twenty sign-ups and checkouts come first; the recording itself takes a second or two.
  }, 180_000);

  it('gives a payment notification delivered twice one receipt, and the customer an active plan', async () => {
    const { customer, events, paid } = await paidCustomer();
    for (const event of [...events, paid]) expect((await deliverEvent(stripe(), event)).status).toBe(200);
    const rows = await receiptsOf(customer.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'accepted', kind: 'boleta', amountCents: 2500 });
    // The line SUNAT and the customer read names the plan in Spanish, never the spec's English label.
    expect(rows[0]?.description).toBe('Vitrina: suscripción mensual (Plan Básico)');
    expect(api().documents.find((d) => d.numero === rows[0]?.number && d.serie === rows[0]?.series)).toMatchObject({
      items: [{ descripcion: 'Vitrina: suscripción mensual (Plan Básico)' }],
    });
    const [sub] = await getDb().select().from(subscriptions).where(eq(subscriptions.userId, customer.id));
    expect(sub?.status).toBe('active');
    // 20 customers and 40 notifications: past the default 30 s on a busy two-core machine.
  }, 120_000);

  it('keeps the receipt and its number while the API is down, and issues it on the retry', async () => {
    const { customer, paid } = await paidCustomer();
    api().fail('down');
    expect((await deliverEvent(stripe(), paid)).status).toBe(200);
    const [pending] = await receiptsOf(customer.id);
    expect(pending).toMatchObject({ status: 'pending', pdfUrl: null });
    expect(pending?.lastError).toMatch(/unreachable/);

    // Not due yet: the back-off holds it.
    api().recover();
    expect((await issueDueReceipts()).claimed).toBe(0);
    const later = new Date(Date.now() + 10 * 60_000);
    expect(await issueDueReceipts(later)).toMatchObject({ claimed: 1, issued: 1 });
    const [issued] = await receiptsOf(customer.id);
    expect(issued).toMatchObject({ status: 'accepted', number: pending?.number, series: 'B001', lastError: null });
    expect(issued?.pdfUrl).toMatch(/B001-\d+\.pdf$/);

    // The customer sees it in their list, with the number SUNAT knows.
    const [view] = await listCustomerReceipts(customer.id);
    expect(view).toMatchObject({ number: `B001-${String(pending?.number).padStart(8, '0')}`, status: 'accepted' });
  });

  it('reads the document the API already has when an earlier answer was lost', async () => {
    const { customer, paid } = await paidCustomer();
    api().fail('lose-answer');
    await deliverEvent(stripe(), paid);
    const [pending] = await receiptsOf(customer.id);
    if (!pending) throw new Error('no receipt stored');
    expect(pending.status).toBe('pending');
    // The API took the document but our side never heard back: the retry gets "already exists"
    // for the same number and reads the stored document instead of failing or taking a new number.
    api().recover();
    await issueDueReceipts(new Date(Date.now() + 10 * 60_000));
    const [issued] = await receiptsOf(customer.id);
    expect(issued).toMatchObject({ status: 'accepted', number: pending.number });
    expect(issued?.pdfUrl).toContain(`B001-${pending.number}.pdf`);
    expect(api().documents.filter((d) => d.serie === 'B001' && d.numero === pending.number)).toHaveLength(2);
  });

  it('shows a receipt SUNAT rejects to the team, with the reason', async () => {
    const { customer, paid } = await paidCustomer();
    api().rejectNext('El número de documento del receptor no es válido');
    await deliverEvent(stripe(), paid);
    const [rejected] = await receiptsOf(customer.id);
    expect(rejected).toMatchObject({ status: 'rejected', sunatDescription: 'El número de documento del receptor no es válido' });
    const listed = await listAdminReceipts({ status: 'rejected' });
    expect(listed.map((r) => r.id)).toContain(rejected?.id);
    expect(listed.find((r) => r.id === rejected?.id)?.sunatDescription).toBe('El número de documento del receptor no es válido');
  });

  it('issues a factura to a RUC, and a credit note referencing it when the payment is refunded', async () => {
    const { customer, paid, invoiceId } = await paidCustomer({
      kind: 'factura',
      ruc: '20131312955',
      name: 'Bodega Los Andes S.A.C.',
      address: 'Jr. Puno 123, Cusco',
    });
    await deliverEvent(stripe(), paid);
    const refund = stripe().refundInvoice(invoiceId);
    await deliverEvent(stripe(), refund);
    await deliverEvent(stripe(), refund);

    const rows = await receiptsOf(customer.id);
    const factura = rows.find((r) => r.kind === 'factura');
    const note = rows.find((r) => r.kind === 'nota_credito');
    expect(rows).toHaveLength(2);
    expect(factura).toMatchObject({ series: 'F001', status: 'accepted', customerDocumentNumber: '20131312955' });
    expect(note).toMatchObject({ series: 'FC01', status: 'accepted', referenceReceiptId: factura?.id, amountCents: 2500 });
    const sentNote = api().documents.find((d) => d.tipo_de_comprobante === 3 && d.serie === 'FC01');
    expect(sentNote).toMatchObject({
      documento_que_se_modifica_tipo: 1,
      documento_que_se_modifica_serie: 'F001',
      documento_que_se_modifica_numero: factura?.number,
    });
  });
});

describe('billing details', () => {
  it('refuses a RUC whose check digit is wrong, in Spanish, and keeps what was typed', async () => {
    await signInTrialCustomer();
    const result = await saveBillingDetailsAction({ kind: 'factura', ruc: '20131312956', name: 'Bodega Los Andes', address: 'Jr. Puno 123' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors?.ruc?.[0]).toMatch(/El RUC no es válido/);
    expect(result.values).toMatchObject({ ruc: '20131312956', name: 'Bodega Los Andes' });
  });

  it('asks for them before opening a checkout', async () => {
    await signInTrialCustomer();
    const refused = await startCheckoutAction({ plan: 'basic' });
    expect(refused).toMatchObject({ ok: false, error: expect.stringMatching(/datos de tu comprobante/) });
    expect((await saveBillingDetailsAction({ kind: 'boleta', name: 'Luis Huamán' })).ok).toBe(true);
    expect((await startCheckoutAction({ plan: 'basic' })).ok).toBe(true);
  });
});

describe('the month export', () => {
  it('gives the team the month as CSV and refuses customers', async () => {
    const { paid } = await paidCustomer({ kind: 'boleta', name: '=HYPERLINK("x")' });
    await deliverEvent(stripe(), paid);
    const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima', year: 'numeric', month: '2-digit' }).format(new Date());
    const request = new Request(`http://localhost:3000/api/admin/receipts?month=${month}`);
    expect((await handleReceiptsCsv(request)).status).toBe(403);

    await signInAsNewUser({ admin: true });
    const response = await handleReceiptsCsv(request);
    expect(response.status).toBe(200);
    const csv = await response.text();
    expect(csv.split('\r\n')[0]).toContain('"Base imponible","IGV","Total"');
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv).toContain('"21.19","3.81","25.00"');
    expect((await handleReceiptsCsv(new Request('http://localhost:3000/api/admin/receipts?month=2026-13'))).status).toBe(400);
  });
});
