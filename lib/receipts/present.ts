/** Labels for receipts, shared by the dashboard, the admin panel and the CSV. Client-safe. */
export const RECEIPT_STATUSES = ['pending', 'issued', 'accepted', 'rejected'] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];

export const receiptStatusLabels: Record<ReceiptStatus, string> = {
  pending: 'En proceso',
  issued: 'Enviado a SUNAT',
  accepted: 'Aceptado por SUNAT',
  rejected: 'Rechazado por SUNAT',
};

export const receiptKindLabels = { boleta: 'Boleta', factura: 'Factura', nota_credito: 'Nota de crédito' } as const;

/** "2026-11": a month as the filters and the CSV name it. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
