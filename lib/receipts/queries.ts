import 'server-only';
import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { receipts } from '@/db/schema';
import { getConfig } from '@/lib/config';
import { getDb } from '@/lib/db/client';
import type { ReceiptStatus } from './present';
import { formatReceiptNumber } from './series';

export type ReceiptView = {
  id: string;
  /** The provider's payment it was issued for. */
  paymentId: string;
  number: string;
  kind: 'boleta' | 'factura' | 'nota_credito';
  status: ReceiptStatus;
  amountCents: number;
  currency: string;
  paidAt: Date;
  pdfUrl: string | null;
  xmlUrl: string | null;
};

export type AdminReceiptView = ReceiptView & {
  userId: string | null;
  customerName: string;
  customerDocument: string | null;
  description: string;
  sunatDescription: string | null;
  lastError: string | null;
  attempts: number;
};

type Row = typeof receipts.$inferSelect;

const toView = (row: Row): ReceiptView => ({
  id: row.id,
  paymentId: row.paymentId,
  number: formatReceiptNumber(row.series, row.number),
  kind: row.kind,
  status: row.status,
  amountCents: row.amountCents,
  currency: row.currency,
  paidAt: row.paidAt,
  pdfUrl: row.pdfUrl,
  xmlUrl: row.xmlUrl,
});

/** The caller's own receipts, newest first. */
/**
 * Whether Vitrina issues receipts: through the API, elsewhere on purpose (RECEIPTS=off), or not
 * at all (no API configured). Screens that list receipts say so instead of looking empty.
 */
export type ReceiptsService = 'api' | 'elsewhere' | 'unconfigured';

export function readReceiptsService(): ReceiptsService {
  const config = getConfig();
  if (config.receipts) return 'api';
  return config.receiptsIssuedElsewhere ? 'elsewhere' : 'unconfigured';
}

export async function listCustomerReceipts(userId: string): Promise<ReceiptView[]> {
  const rows = await getDb().select().from(receipts).where(eq(receipts.userId, userId)).orderBy(desc(receipts.paidAt), desc(receipts.number));
  return rows.map(toView);
}

/** The first instant of a "YYYY-MM" month and of the next one, in Lima (UTC-5, no daylight saving). */
export function limaMonthRange(month: string): { start: Date; end: Date } {
  const [year = 0, monthIndex = 1] = month.split('-').map(Number);
  return {
    start: new Date(Date.UTC(year, monthIndex - 1, 1, 5)),
    end: new Date(Date.UTC(year, monthIndex, 1, 5)),
  };
}

/** Every receipt for the team, optionally one month's (by payment date in Lima) and one status. */
export async function listAdminReceipts(filters: { month?: string; status?: ReceiptStatus }): Promise<AdminReceiptView[]> {
  const conditions: SQL[] = [];
  if (filters.month) {
    const { start, end } = limaMonthRange(filters.month);
    conditions.push(gte(receipts.paidAt, start), lt(receipts.paidAt, end));
  }
  if (filters.status) conditions.push(eq(receipts.status, filters.status));
  const rows = await getDb()
    .select()
    .from(receipts)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(receipts.paidAt), desc(receipts.number))
    .limit(1000);
  return rows.map((row) => ({
    ...toView(row),
    userId: row.userId,
    customerName: row.customerName,
    customerDocument: row.customerDocumentNumber ? `${row.customerDocumentType?.toUpperCase() ?? ''} ${row.customerDocumentNumber}` : null,
    description: row.description,
    sunatDescription: row.sunatDescription,
    lastError: row.lastError,
    attempts: row.attempts,
  }));
}
