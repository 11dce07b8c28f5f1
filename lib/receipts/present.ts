import { z } from 'zod';
import { RECEIPT_STATUSES, type ReceiptStatus } from '@/db/enums';
import { limaDateKey } from '@/lib/jobs/lima-time';

/** Labels for receipts, shared by the dashboard, the admin panel and the CSV. Client-safe. */

export const receiptStatusLabels: Record<ReceiptStatus, string> = {
  pending: 'En proceso',
  issued: 'Enviado a SUNAT',
  accepted: 'Aceptado por SUNAT',
  rejected: 'Rechazado por SUNAT',
};

export const receiptKindLabels = { boleta: 'Boleta', factura: 'Factura', nota_credito: 'Nota de crédito' } as const;

/** "2026-11": a month as the filters and the CSV name it. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The admin tab's filters from the URL: a bad month reads as this month, a bad status as all. */
export const receiptFiltersSchema = z.object({
  month: z
    .string()
    .regex(MONTH_PATTERN)
    .catch(() => limaDateKey(new Date()).slice(0, 7)),
  status: z.enum(RECEIPT_STATUSES).optional().catch(undefined),
});
