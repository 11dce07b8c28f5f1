import 'server-only';
import { sql } from 'drizzle-orm';
import { complaintCounters, complaintSheets } from '@/db/schema';
import { UserFacingError } from '@/lib/actions/result';
import type { Actor } from '@/lib/auth/session';
import { getConfig } from '@/lib/config';
import { getDb } from '@/lib/db/client';
import { limaDateKey } from '@/lib/jobs/lima-time';
import { logger } from '@/lib/logger';
import { consumeRateLimit } from '@/lib/rate-limit/consume';
import { addBusinessDays, holidaysCover } from './business-days';
import { sendComplaintCopies } from './emails';
import { toSheetView } from './queries';
import type { ComplaintFormInput } from './schemas';
import { sheetAccessToken } from './sheet-token';

/** Enough for a person filing a few sheets; a script flooding the book is refused. */
export const COMPLAINT_RATE_LIMIT = { max: 5, windowSeconds: 60 * 60 };

export function formatComplaintNumber(year: number, sequence: number): string {
  return `${year}-${String(sequence).padStart(6, '0')}`;
}

/**
 * Files a hoja de reclamación: the next correlative number of the Lima year and the sheet are
 * written in one transaction (the counter row's lock orders concurrent filings, and a failed
 * insert rolls the counter back, so numbers are unique and gap-free). Then both copies are sent.
 */
export async function fileComplaint(
  input: ComplaintFormInput,
  context: { actor: Actor | null; ip: string; now?: Date },
): Promise<{ number: string; token: string }> {
  const limit = await consumeRateLimit(`complaint:${context.ip}`, COMPLAINT_RATE_LIMIT);
  if (!limit.allowed) {
    throw new UserFacingError(
      `Registraste varias hojas en poco tiempo. Vuelve a intentarlo en ${Math.ceil(limit.retryAfterSeconds / 60)} minutos o escríbenos a ${getConfig().contactEmail}.`,
      'rate_limited',
    );
  }
  const now = context.now ?? new Date();
  const today = limaDateKey(now);
  const year = Number(today.slice(0, 4));
  const dueDate = addBusinessDays(today, getConfig().complaintDeadlineBusinessDays);
  if (!holidaysCover(today, dueDate)) {
    logger.warn({ today, dueDate }, 'content/holidays.ts does not cover this deadline: add the next year of holidays');
  }

  const row = await getDb().transaction(async (tx) => {
    const [counter] = await tx
      .insert(complaintCounters)
      .values({ year, last: 1 })
      .onConflictDoUpdate({ target: complaintCounters.year, set: { last: sql`${complaintCounters.last} + 1` } })
      .returning({ last: complaintCounters.last });
    if (!counter) throw new Error('complaint counter upsert returned nothing');
    const [sheet] = await tx
      .insert(complaintSheets)
      .values({
        year,
        sequence: counter.last,
        number: formatComplaintNumber(year, counter.last),
        userId: context.actor?.userId ?? null,
        fullName: input.fullName,
        documentType: input.documentType,
        documentNumber: input.documentNumber,
        address: input.address,
        email: input.email,
        phone: input.phone,
        isMinor: input.isMinor,
        guardianName: input.guardianName ?? null,
        guardianDocument: input.guardianDocument ?? null,
        contractedItem: input.contractedItem,
        amountClaimed: input.amountClaimed ?? null,
        contractedDescription: input.contractedDescription,
        kind: input.kind,
        details: input.details,
        consumerRequest: input.consumerRequest,
        dueDate,
        createdAt: now,
      })
      .returning();
    if (!sheet) throw new Error('complaint sheet insert returned nothing');
    return sheet;
  });

  const view = toSheetView(row);
  const token = sheetAccessToken(row.id);
  logger.info({ number: view.number, kind: view.kind, dueDate }, 'complaint sheet filed');
  await sendComplaintCopies(view, token);
  return { number: view.number, token };
}
