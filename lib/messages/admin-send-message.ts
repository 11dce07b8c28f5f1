import 'server-only';
import { eq } from 'drizzle-orm';
import { messages, trialSubmissions, user } from '@/db/schema';
import { UserFacingError } from '@/lib/actions/result';
import { AuthError, type Actor } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { renderEmail } from '@/lib/email/render';
import { sendEmail } from '@/lib/email/send-email';
import { absoluteUrl } from '@/lib/config/app-url';
import { PROJECT_UPDATE_SUBJECT } from './admin-schemas';

/**
 * 'Send Message to Client': the recipient is the submission's own customer, looked up here, never
 * taken from the browser. The customer also gets an e-mail pointing to the dashboard.
 */
export async function sendProjectUpdate(actor: Actor, input: { submissionId: string; message: string }): Promise<{ id: string }> {
  if (actor.role !== 'admin') throw new AuthError('forbidden');
  const db = getDb();
  const [submission] = await db
    .select({ userId: trialSubmissions.userId, businessName: trialSubmissions.businessName, email: user.email, name: user.name })
    .from(trialSubmissions)
    .leftJoin(user, eq(user.id, trialSubmissions.userId))
    .where(eq(trialSubmissions.id, input.submissionId))
    .limit(1);
  if (!submission) throw new UserFacingError('submission not found');
  if (!submission.userId || !submission.email) throw new UserFacingError('this submission has no customer account to write to');

  const [row] = await db
    .insert(messages)
    .values({
      senderId: actor.userId,
      recipientId: submission.userId,
      submissionId: input.submissionId,
      subject: PROJECT_UPDATE_SUBJECT,
      message: input.message,
    })
    .returning({ id: messages.id });
  if (!row) throw new Error('message insert returned no row');

  await sendEmail({
    to: submission.email,
    subject: `Novedades sobre tu sitio web: ${submission.businessName}`,
    ...renderEmail([`Hola ${submission.name ?? ''}, el equipo de Vitrina te escribió sobre ${submission.businessName}:`, input.message], {
      label: 'Ver en mi panel',
      url: absoluteUrl('/dashboard/mensajes'),
    }),
  });
  return row;
}
