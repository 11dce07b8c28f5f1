import 'server-only';
import { onBillingEvent } from '@/lib/billing/events';
import { recordConfirmedPayment, recordRefund } from './record-payment';

// A confirmed payment gets its receipt, a refund its credit note (record-payment.ts).
onBillingEvent('paymentConfirmed', 'receipt', async ({ payment }) => {
  if (payment.status === 'approved') await recordConfirmedPayment(payment);
  else await recordRefund(payment);
});
