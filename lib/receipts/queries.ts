import 'server-only';
import { RECEIPT_STATUSES, type ReceiptStatus } from '@/db/enums';
import { and, desc, eq, gte, lt, min, sql, type SQL } from 'drizzle-orm';
import { receipts } from '@/db/schema';
import { getConfig } from '@/lib/config';
import { getDb } from '@/lib/db/client';
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

/**
 * How many receipts are in each status, and since when the oldest one not yet settled (pending:
 * the API has not taken it; issued: SUNAT has not answered) has been waiting: the operator's
 * figures (/api/metrics), read afresh at each scrape since any instance may move them.
 */
export async function countReceiptsByStatus(): Promise<{ counts: Record<ReceiptStatus, number>; oldestUnsettledAt: Date | null }> {
  const rows = await getDb()
    .select({ status: receipts.status, count: sql<number>`count(*)::int`, oldest: min(receipts.createdAt) })
    .from(receipts)
    .groupBy(receipts.status);
  const counts = Object.fromEntries(RECEIPT_STATUSES.map((status) => [status, 0])) as Record<ReceiptStatus, number>;
  let oldestUnsettledAt: Date | null = null;
  for (const row of rows) {
    counts[row.status] = Number(row.count);
    const oldest = row.oldest ? new Date(row.oldest) : null;
    if ((row.status === 'pending' || row.status === 'issued') && oldest && (!oldestUnsettledAt || oldest < oldestUnsettledAt)) oldestUnsettledAt = oldest;
  }
  return { counts, oldestUnsettledAt };
}
