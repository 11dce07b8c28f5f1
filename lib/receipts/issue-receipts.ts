import 'server-only';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { receipts } from '@/db/schema';
import { getDb } from '@/lib/db/client';
import { logger } from '@/lib/logger';
import { ALREADY_EXISTS_CODE, ReceiptApiRefused, ReceiptApiUnavailable, callReceiptApi, type ReceiptApiAnswer } from './api-client';
import { buildConsultation, buildReceiptDocument } from './document';

type ReceiptRow = typeof receipts.$inferSelect;

/** Minutes to wait after the nth failed attempt; the last step repeats (at most twice a day). */
const BACKOFF_MINUTES = [1, 5, 15, 60, 180, 720];
/** A claimed receipt is not picked up by another instance for this long (longer than one API call). */
const CLAIM_LEASE_MS = 2 * 60_000;
const BATCH = 25;

export const backoffMs = (attempts: number) => (BACKOFF_MINUTES[Math.min(attempts, BACKOFF_MINUTES.length) - 1] ?? 1) * 60_000;

/**
 * Claims due receipts (pending: to send; issued: waiting for SUNAT's answer) by moving their next
 * attempt past a lease in one statement. SKIP LOCKED lets instances claim at once without waiting
 * for or taking each other's rows, so each receipt is sent by one instance at a time.
 */
async function claimDue(now: Date, limit: number): Promise<ReceiptRow[]> {
  const due = getDb()
    .select({ id: receipts.id })
    .from(receipts)
    .where(and(inArray(receipts.status, ['pending', 'issued']), lte(receipts.nextAttemptAt, now)))
    .orderBy(asc(receipts.series), asc(receipts.number))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await getDb()
    .update(receipts)
    .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS), attempts: sql`${receipts.attempts} + 1` })
    .where(inArray(receipts.id, due))
    .returning();
  return claimed.sort((a, b) => a.series.localeCompare(b.series) || a.number - b.number);
}

async function send(row: ReceiptRow): Promise<ReceiptApiAnswer> {
  if (row.status === 'issued') return callReceiptApi(buildConsultation(row));
  const reference = row.referenceReceiptId
    ? ((await getDb().select().from(receipts).where(eq(receipts.id, row.referenceReceiptId)).limit(1))[0] ?? null)
    : null;
  if (reference && (reference.status === 'pending' || reference.status === 'rejected')) {
    throw new ReceiptApiUnavailable(`the receipt this credit note corrects (${reference.series}-${reference.number}) is not issued yet`);
  }
  try {
    return await callReceiptApi(buildReceiptDocument(row, reference));
  } catch (error) {
    // An earlier attempt reached the API but its answer was lost: read the document it has.
    if (error instanceof ReceiptApiRefused && error.code === ALREADY_EXISTS_CODE) return callReceiptApi(buildConsultation(row));
    throw error;
  }
}

/**
 * Sends or re-checks every receipt that is due, oldest number first. Called after each payment
 * notification, by the in-process scheduler and by /api/cron/receipts; any of them may run on
 * several instances at once. An outage or a refusal keeps the receipt pending, with its number,
 * for a later attempt with back-off; SUNAT's rejection is stored with its reason for the team.
 */
export async function issueDueReceipts(now: Date = new Date(), limit: number = BATCH): Promise<{ claimed: number; issued: number; failed: number }> {
  const claimed = await claimDue(now, limit);
  let issued = 0;
  let failed = 0;
  for (const row of claimed) {
    try {
      const answer = await send(row);
      await getDb()
        .update(receipts)
        .set({
          status: answer.status,
          pdfUrl: answer.pdfUrl ?? row.pdfUrl,
          xmlUrl: answer.xmlUrl ?? row.xmlUrl,
          sunatDescription: answer.sunatDescription,
          lastError: null,
          issuedAt: row.issuedAt ?? new Date(),
          // Still waiting for SUNAT: asked again later.
          nextAttemptAt: new Date(Date.now() + backoffMs(row.attempts)),
        })
        .where(eq(receipts.id, row.id));
      issued += 1;
      if (answer.status === 'rejected') logger.error({ receiptId: row.id, reason: answer.sunatDescription }, 'SUNAT rejected a receipt');
    } catch (error) {
      if (!(error instanceof ReceiptApiUnavailable || error instanceof ReceiptApiRefused)) throw error;
      failed += 1;
      logger.warn({ err: error, receiptId: row.id, attempts: row.attempts }, 'receipt not issued; retrying later');
      await getDb()
        .update(receipts)
        .set({ lastError: error.message.slice(0, 500), nextAttemptAt: new Date(Date.now() + backoffMs(row.attempts)) })
        .where(eq(receipts.id, row.id));
    }
  }
  return { claimed: claimed.length, issued, failed };
}
