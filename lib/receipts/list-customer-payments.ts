import 'server-only';
import type { Actor } from '@/lib/auth/session';
import { logger } from '@/lib/logger';
import { formatDateEsPe } from '@/lib/billing/present';
import { receiptKindLabels } from '@/lib/receipts/present';
import { listCustomerReceipts, type ReceiptView } from '@/lib/receipts/queries';
import { getSubscriptionRow } from '@/lib/billing/queries';
import { getBillingProvider } from '@/lib/billing/get-provider';
import { BillingProviderError, type ProviderPayment } from '@/lib/billing/provider';

const STATUS_LABELS: Record<ProviderPayment['status'], string> = {
  approved: 'Pagado',
  pending: 'Pendiente',
  rejected: 'Rechazado',
  refunded: 'Devuelto',
};

export type CustomerPayment = {
  id: string;
  date: string;
  amount: string;
  status: ProviderPayment['status'];
  statusLabel: string;
  /** The receipt issued for it (boleta or factura), once numbered; its files are in 'Tus comprobantes'. */
  receipt: { number: string; kindLabel: string } | null;
};

const soles = new Intl.NumberFormat('es-PE', { style: 'currency', currency: 'PEN' });

/**
 * The caller's own payments as the provider lists them, for the subscription page; null when
 * the provider could not be reached (the page says so instead of showing an empty history).
 */
export async function listCustomerPayments(actor: Actor): Promise<CustomerPayment[] | null> {
  const row = await getSubscriptionRow(actor.userId);
  const provider = getBillingProvider();
  if (!row?.providerCustomerId || !provider) return [];
  try {
    const [payments, receipts] = await Promise.all([provider.listPayments(row.providerCustomerId), listCustomerReceipts(actor.userId)]);
    const receiptOf = new Map(receipts.filter((r) => r.kind !== 'nota_credito').map((r) => [r.paymentId, r]));
    return payments.map((payment) => ({
      id: payment.paymentId,
      date: payment.paidAt ? formatDateEsPe(payment.paidAt) : '—',
      amount: soles.format(payment.amountCents / 100),
      status: payment.status,
      statusLabel: STATUS_LABELS[payment.status],
      receipt: receiptLinksOf(receiptOf.get(payment.paymentId)),
    }));
  } catch (error) {
    if (!(error instanceof BillingProviderError)) throw error;
    logger.warn({ err: error, userId: actor.userId }, 'payments could not be listed');
    return null;
  }
}

function receiptLinksOf(receipt: ReceiptView | undefined): CustomerPayment['receipt'] {
  return receipt ? { number: receipt.number, kindLabel: receiptKindLabels[receipt.kind] } : null;
}
