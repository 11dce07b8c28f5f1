import { RECEIPT_STATUSES, type ReceiptStatus } from '@/db/enums';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { AuthError, requireAdmin } from '@/lib/auth/session';
import { formatSoles } from '@/lib/receipts/amounts';
import { receiptKindLabels, receiptStatusLabels } from '@/lib/receipts/present';
import { listAdminReceipts, readReceiptsService } from '@/lib/receipts/queries';
import { formatAdminDate } from '@/lib/utils/admin-dates';
import { ReceiptsServiceNotice } from './receipts-service-notice';

const STATUS_BADGES: Record<ReceiptStatus, 'default' | 'secondary' | 'destructive' | 'outline'> = {
  pending: 'outline',
  issued: 'secondary',
  accepted: 'default',
  rejected: 'destructive',
};

/**
 * The admin panel's receipts tab: every receipt of a month, filterable by status, with SUNAT's
 * reason on a rejected one and the last error on one still waiting, and the month as CSV for the
 * accountant. The filters are a plain GET form, so they live in the URL. Checks the role itself.
 */
export async function ReceiptsTab({ month, status }: { month: string; status?: ReceiptStatus }) {
  let rows;
  try {
    await requireAdmin();
    rows = await listAdminReceipts({ month, status });
  } catch (error) {
    if (error instanceof AuthError) return <p className="text-sm text-destructive">{error.message}</p>;
    throw error;
  }
  const rejected = rows.filter((row) => row.status === 'rejected').length;

  return (
    <section aria-labelledby="admin-receipts-heading" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="admin-receipts-heading" className="text-xl font-semibold">
          Comprobantes
        </h2>
        <p className="text-sm text-muted-foreground">
          {rows.length} en {month}
          {rejected > 0 ? <span className="font-semibold text-destructive"> · {rejected} rechazado(s) por SUNAT</span> : null}
        </p>
      </div>
      <ReceiptsServiceNotice service={readReceiptsService()} />
      <form method="get" action="/admin" className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="tab" value="receipts" />
        <div className="grid gap-1.5">
          <Label htmlFor="receipts-month">Mes</Label>
          <Input id="receipts-month" type="month" name="month" defaultValue={month} required />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="receipts-status">Estado</Label>
          <NativeSelect id="receipts-status" name="status" defaultValue={status ?? ''} wrapperClassName="w-52">
            <option value="">Todos</option>
            {RECEIPT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {receiptStatusLabels[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" variant="secondary">
          Filtrar
        </Button>
        <Button asChild variant="outline">
          <a href={`/api/admin/receipts?month=${encodeURIComponent(month)}`} download>
            Exportar CSV del mes
          </a>
        </Button>
      </form>
      {rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">No hay comprobantes con estos filtros.</p>
      ) : (
        <ul className="space-y-3" aria-label="Comprobantes del mes">
          {rows.map((row) => (
            <li key={row.id} className="grid gap-1 rounded-lg border border-border p-4 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium">
                  {receiptKindLabels[row.kind]} {row.number}
                </span>
                <Badge variant={STATUS_BADGES[row.status]}>{receiptStatusLabels[row.status]}</Badge>
              </div>
              <p className="text-muted-foreground">
                {formatAdminDate(row.paidAt)} · {row.customerName}
                {row.customerDocument ? ` (${row.customerDocument})` : ''} · {formatSoles(row.amountCents)}
              </p>
              {row.status === 'rejected' && row.sunatDescription ? (
                <p className="font-medium text-destructive">Motivo de SUNAT: {row.sunatDescription}</p>
              ) : null}
              {row.status === 'pending' && row.lastError ? (
                <p className="text-destructive">
                  Sin emitir tras {row.attempts} intento(s): {row.lastError}
                </p>
              ) : null}
              {row.pdfUrl ? (
                <a className="text-primary underline" href={row.pdfUrl} target="_blank" rel="noopener noreferrer">
                  PDF<span className="sr-only"> de {row.number}</span>
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
