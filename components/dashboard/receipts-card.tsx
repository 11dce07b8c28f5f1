import { receiptAnchor, ReceiptLinks } from '@/components/billing/receipt-links';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { CustomerDashboard } from '@/lib/dashboard/queries';

/** Every receipt of the customer's payments, with its SUNAT number and the PDF and XML to download. */
export function ReceiptsCard({ receipts }: { receipts: CustomerDashboard['receipts'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Tus comprobantes</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {receipts.length === 0 ? (
          <p className="text-sm text-muted-foreground">Aquí aparecerá el comprobante de cada pago.</p>
        ) : (
          <ul className="grid gap-3" aria-label="Comprobantes">
            {receipts.map((receipt) => (
              <li key={receipt.id} id={receiptAnchor(receipt.number)} className="grid scroll-mt-4 gap-1 rounded-md border border-border p-3 text-sm">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className="font-medium">
                    {receipt.kindLabel} {receipt.number}
                  </span>
                  <span>{receipt.amount}</span>
                </div>
                <p className="text-muted-foreground">
                  {receipt.paidOn} · {receipt.statusLabel}
                </p>
                <ReceiptLinks number={receipt.number} pdfUrl={receipt.pdfUrl} xmlUrl={receipt.xmlUrl} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
