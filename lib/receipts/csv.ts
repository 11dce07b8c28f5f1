import 'server-only';
import { splitIgv } from './amounts';
import { receiptKindLabels, receiptStatusLabels } from './present';
import type { AdminReceiptView } from './queries';

/**
 * A spreadsheet cell: quoted, quotes doubled, and a leading = + - @ neutralised so a customer's
 * name never runs as a formula in the accountant's spreadsheet.
 */
function cell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

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
      ]
        .map(cell)
        .join(',');
    });
  // The byte-order mark makes Excel read the accents as UTF-8.
  return `\uFEFF${[header.map(cell).join(','), ...lines].join('\r\n')}\r\n`;
}
