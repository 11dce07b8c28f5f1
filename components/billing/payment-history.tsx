import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { CustomerPayment } from '@/lib/receipts/list-customer-payments';
import { receiptAnchor } from './receipt-links';

const BADGES: Record<CustomerPayment['status'], 'default' | 'secondary' | 'destructive' | 'outline'> = {
  approved: 'default',
  pending: 'secondary',
  rejected: 'destructive',
  refunded: 'outline',
};

/**
 * The customer's past charges, newest first; null when the payment service did not answer.
 * `receiptsIssued` false: Vitrina issues no receipts (RECEIPTS=off or no receipt API), which the
 * card says, so a payment without one never looks like a receipt that got lost.
 */
export function PaymentHistory({ payments, receiptsIssued }: { payments: CustomerPayment[] | null; receiptsIssued: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Pagos</h2>
        </CardTitle>
        {payments === null ? (
          <CardDescription>No pudimos cargar tus pagos ahora. Vuelve a intentarlo en unos minutos.</CardDescription>
        ) : payments.length === 0 ? (
          <CardDescription>Todavía no hay pagos.</CardDescription>
        ) : !receiptsIssued ? (
          <CardDescription>Los comprobantes de estos pagos no se emiten desde este panel: si necesitas uno, escríbenos.</CardDescription>
        ) : null}
      </CardHeader>
      {payments && payments.length > 0 ? (
        <CardContent>
          <ul className="grid gap-3 text-sm">
            {payments.map((payment) => (
              <li key={payment.id} className="grid gap-1 rounded-md border border-border p-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="text-muted-foreground">{payment.date}</span>
                  <span className="font-medium">{payment.amount}</span>
                  <Badge variant={BADGES[payment.status]}>{payment.statusLabel}</Badge>
                </div>
                {payment.receipt ? (
                  // The PDF and XML are offered once, in 'Tus comprobantes'; the payment points there.
                  <a className="text-primary underline" href={`#${receiptAnchor(payment.receipt.number)}`}>
                    {payment.receipt.kindLabel} {payment.receipt.number}
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        </CardContent>
      ) : null}
    </Card>
  );
}
