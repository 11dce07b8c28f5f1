/**
 * Our receipt series with the receipt API (SUNAT requires a B series for boletas and an F series
 * for facturas; a credit note takes the letter of the receipt it corrects).
 */
export const SERIES = {
  boleta: 'B001',
  factura: 'F001',
  nota_credito: { boleta: 'BC01', factura: 'FC01' },
} as const;

/** "B001-00000042", how SUNAT and accountants write a receipt number. */
export const formatReceiptNumber = (series: string, number: number) => `${series}-${String(number).padStart(8, '0')}`;
