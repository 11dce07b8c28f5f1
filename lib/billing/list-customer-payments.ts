import 'server-only';
import type { Actor } from '@/lib/auth/session';
import { logger } from '@/lib/logger';
import { formatDateEsPe } from '@/lib/subscriptions/present';
import { getSubscriptionRow } from '@/lib/subscriptions/queries';
import { getBillingProvider } from './get-provider';
import { BillingProviderError, type ProviderPayment } from './provider';

const STATUS_LABELS: Record<ProviderPayment['status'], string> = {
  approved: 'Pagado',
  pending: 'Pendiente',
  rejected: 'Rechazado',
  refunded: 'Devuelto',
};

export type CustomerPayment = { id: string; date: string; amount: string; status: ProviderPayment['status']; statusLabel: string };

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
    const payments = await provider.listPayments(row.providerCustomerId);
    return payments.map((payment) => ({
      id: payment.paymentId,
      date: payment.paidAt ? formatDateEsPe(payment.paidAt) : '—',
      amount: soles.format(payment.amountCents / 100),
      status: payment.status,
      statusLabel: STATUS_LABELS[payment.status],
    }));
  } catch (error) {
    if (!(error instanceof BillingProviderError)) throw error;
    logger.warn({ err: error, userId: actor.userId }, 'payments could not be listed');
    return null;
  }
}
