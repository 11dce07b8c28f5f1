import 'server-only';
import { and, eq } from 'drizzle-orm';
import { complaintSheets } from '@/db/schema';
import { UserFacingError } from '@/lib/actions/result';
import { AuthError, type Actor } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { sendComplaintAnswer } from './emails';
import { toSheetView } from './queries';
import { sheetAccessToken } from './sheet-token';

/**
 * Records the provider's answer (once: an answer already sent to the consumer is not rewritten)
 * and e-mails it to the consumer.
 */
export async function answerComplaint(actor: Actor, input: { id: string; answer: string }): Promise<{ number: string }> {
  if (actor.role !== 'admin') throw new AuthError('forbidden');
  const [row] = await getDb()
    .update(complaintSheets)
    .set({ status: 'answered', answer: input.answer, answeredAt: new Date(), answeredBy: actor.userId })
    .where(and(eq(complaintSheets.id, input.id), eq(complaintSheets.status, 'received')))
    .returning();
  if (!row) {
    const [existing] = await getDb().select({ id: complaintSheets.id }).from(complaintSheets).where(eq(complaintSheets.id, input.id)).limit(1);
    throw new UserFacingError(existing ? 'Esta hoja ya fue respondida.' : 'Hoja no encontrada.', 'invalid');
  }
  await sendComplaintAnswer(toSheetView(row), sheetAccessToken(row.id));
  return { number: row.number };
}
