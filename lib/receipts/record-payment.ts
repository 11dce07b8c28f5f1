import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { receiptSeries, receipts, user } from '@/db/schema';
import { billingProviderName } from '@/lib/billing/get-provider';
import type { ProviderPayment } from '@/lib/billing/provider';
import { getConfig } from '@/lib/config';
import { getDb } from '@/lib/db/client';
import { logger } from '@/lib/logger';
import { getBillingDetails } from '@/lib/billing/billing-details';
import { subscriptionLine } from './document';
import { issueDueReceipts } from './issue-receipts';
import { SERIES } from './series';

type ReceiptRow = typeof receipts.$inferSelect;
type NewReceipt = Omit<typeof receipts.$inferInsert, 'id' | 'number' | 'provider' | 'paymentId' | 'purpose'>;
type Key = { provider: string; paymentId: string; purpose: 'payment' | 'refund' };

/** Thrown inside the numbering transaction to undo the counter when another instance stored the receipt first. */
class AlreadyStored extends Error {}

async function findStored(key: Key): Promise<ReceiptRow | null> {
  const [row] = await getDb()
    .select()
    .from(receipts)
    .where(and(eq(receipts.provider, key.provider), eq(receipts.paymentId, key.paymentId), eq(receipts.purpose, key.purpose)))
    .limit(1);
  return row ?? null;
}

/**
 * Stores a receipt once per (provider, payment, purpose) and gives it the next number of its
 * series in the same transaction. The counter row is locked by the increment until commit, so
 * concurrent payments on any number of instances take consecutive numbers; when the unique key
 * says another instance already stored this payment, the transaction rolls back and the counter
 * with it, so no number is skipped. The number stays with the row until the API takes it.
 */
async function storeOnce(key: Key, values: NewReceipt): Promise<ReceiptRow> {
  const existing = await findStored(key);
  if (existing) return existing;
  try {
    return await getDb().transaction(async (tx) => {
      const [counter] = await tx
        .insert(receiptSeries)
        .values({ series: values.series, last: 1 })
        .onConflictDoUpdate({ target: receiptSeries.series, set: { last: sql`${receiptSeries.last} + 1` } })
        .returning({ last: receiptSeries.last });
      if (!counter) throw new Error('receipt series upsert returned nothing');
      const [row] = await tx
        .insert(receipts)
        .values({ ...values, ...key, number: counter.last })
        .onConflictDoNothing({ target: [receipts.provider, receipts.paymentId, receipts.purpose] })
        .returning();
      if (!row) throw new AlreadyStored();
      return row;
    });
  } catch (error) {
    if (!(error instanceof AlreadyStored)) throw error;
    const stored = await findStored(key);
    if (!stored) throw new Error('receipt vanished after a unique conflict', { cause: error });
    return stored;
  }
}

/**
 * Receipts sent within a payment notification: this one and a few waiting ones, so the provider's
 * request is answered well before its own timeout; the scheduler and the cron route do the rest.
 */
const ISSUED_PER_NOTIFICATION = 5;

/** Sends what is due now, this receipt included; an API outage leaves it pending for the next try. */
async function tryToIssue(): Promise<void> {
  try {
    await issueDueReceipts(new Date(), ISSUED_PER_NOTIFICATION);
  } catch (error) {
    logger.warn({ err: error }, 'receipts could not be issued now; they stay pending for the retry');
  }
}

/**
 * A payment the provider confirmed: its receipt (boleta or factura, from the customer's billing
 * details as they are now) is stored once and sent to the receipt API. Answers null when receipts
 * are off or the payment names no customer of ours.
 */
export async function recordConfirmedPayment(payment: ProviderPayment, provider: string = billingProviderName()): Promise<ReceiptRow | null> {
  const config = getConfig();
  if (!config.receipts || payment.status !== 'approved' || !payment.userId) return null;
  const userId = payment.userId;
  const [details, [account]] = await Promise.all([
    getBillingDetails(userId),
    getDb().select({ name: user.name, email: user.email }).from(user).where(eq(user.id, userId)).limit(1),
  ]);
  // A payment made without details (e.g. a renewal after they were removed) gets a boleta in the
  // account's name, which SUNAT accepts without a document below S/ 700.
  const kind = details?.kind ?? 'boleta';
  const row = await storeOnce(
    { provider, paymentId: payment.paymentId, purpose: 'payment' },
    {
      kind,
      series: SERIES[kind],
      userId,
      amountCents: payment.amountCents,
      currency: payment.currency.toUpperCase(),
      description: subscriptionLine(payment.planType),
      customerKind: kind,
      customerName: details?.name ?? account?.name ?? 'Cliente',
      customerDocumentType: details?.documentType ?? null,
      customerDocumentNumber: details?.documentNumber ?? null,
      customerAddress: details?.address ?? null,
      customerEmail: account?.email ?? null,
      paidAt: payment.paidAt ?? new Date(),
    },
  );
  await tryToIssue();
  return (await findStored({ provider, paymentId: payment.paymentId, purpose: 'payment' })) ?? row;
}

/**
 * A payment the provider refunded: one credit note for the whole amount, referencing its receipt.
 * Nothing when the payment never had a receipt from us.
 */
export async function recordRefund(payment: ProviderPayment, provider: string = billingProviderName()): Promise<ReceiptRow | null> {
  if (!getConfig().receipts || payment.status !== 'refunded') return null;
  const original = await findStored({ provider, paymentId: payment.paymentId, purpose: 'payment' });
  if (!original) {
    logger.warn({ paymentId: payment.paymentId }, 'refund of a payment without a receipt: no credit note issued');
    return null;
  }
  const row = await storeOnce(
    { provider, paymentId: payment.paymentId, purpose: 'refund' },
    {
      kind: 'nota_credito',
      series: SERIES.nota_credito[original.customerKind],
      userId: original.userId,
      referenceReceiptId: original.id,
      amountCents: original.amountCents,
      currency: original.currency,
      description: `Devolución: ${original.description}`,
      customerKind: original.customerKind,
      customerName: original.customerName,
      customerDocumentType: original.customerDocumentType,
      customerDocumentNumber: original.customerDocumentNumber,
      customerAddress: original.customerAddress,
      customerEmail: original.customerEmail,
      paidAt: new Date(),
    },
  );
  await tryToIssue();
  return (await findStored({ provider, paymentId: payment.paymentId, purpose: 'refund' })) ?? row;
}
