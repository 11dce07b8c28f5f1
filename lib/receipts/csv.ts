import 'server-only';
import { toCsv } from '@/lib/utils/csv';
import { splitIgv } from './amounts';
import { receiptKindLabels, receiptStatusLabels } from './present';
import type { AdminReceiptView } from './queries';

const soles = (cents: number) => (cents / 100).toFixed(2);

/** One month of receipts for the accountant: one line each, amounts split into base and IGV. */
export function receiptsCsv(rows: AdminReceiptView[]): string {
  const header = ['Fecha de pago', 'Tipo', 'Número', 'Cliente', 'Documento', 'Moneda', 'Base imponible', 'IGV', 'Total', 'Estado', 'Respuesta SUNAT'];
  const lines = [...rows]
    .sort((a, b) => a.paidAt.getTime() - b.paidAt.getTime() || a.number.localeCompare(b.number))
    .map((row) => {
      const { baseCents, igvCents, totalCents } = splitIgv(row.amountCents);
      return [
        new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' }).format(row.paidAt),
        receiptKindLabels[row.kind],
        row.number,
        row.customerName,
        row.customerDocument,
        row.currency,
        soles(baseCents),
        soles(igvCents),
        soles(totalCents),
        receiptStatusLabels[row.status],
        row.sunatDescription,
      ];
    });
  return toCsv(header, lines);
}
