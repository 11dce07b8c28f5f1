import 'server-only';
import { messages } from '@/db/schema';
import { UserFacingError } from '@/lib/actions/result';
import { listAdmins } from '@/lib/auth/roles';
import type { Actor } from '@/lib/auth/session';
import { findLatestSubmission } from '@/lib/submissions/queries';
import { getDb } from '@/lib/db/client';
import { renderEmail } from '@/lib/email/render';
import { sendEmail } from '@/lib/email/send-email';
import { consumeRateLimit } from '@/lib/rate-limit/consume';
import { absoluteUrl } from '@/lib/config/app-url';
import { FIELD_LIMITS } from '@/lib/text/limits';
import { clip } from '@/lib/utils/clip';
import { CUSTOMER_MESSAGE_SUBJECT, NO_ADMIN_MESSAGE } from './schemas';

/** Each message e-mails the whole team, so one account may send only so many per hour. */
const MESSAGE_LIMIT = { max: 20, windowSeconds: 60 * 60 };

/**
 * Writes a customer's message to the team. The server sets everything but the text: the sender
 * is the caller, the recipient is "the team" (NULL: every administrator sees it), the submission
 * is the caller's latest project, so a reply keeps the conversation in one thread.
 */
async function sendToTeam(actor: Actor, text: string): Promise<{ id: string }> {
  const { allowed } = await consumeRateLimit(`customer-message:${actor.userId}`, MESSAGE_LIMIT);
  if (!allowed) throw new UserFacingError('Enviaste muchos mensajes seguidos. Espera un momento e inténtalo de nuevo.', 'rate_limited');

  const admins = await listAdmins();
  if (admins.length === 0) throw new UserFacingError(NO_ADMIN_MESSAGE);

  const submission = await findLatestSubmission(actor.userId);

  const [row] = await getDb()
    .insert(messages)
    .values({
      senderId: actor.userId,
      recipientId: null,
      submissionId: submission?.id ?? null,
      subject: CUSTOMER_MESSAGE_SUBJECT,
      message: text,
    })
    .returning({ id: messages.id });
  if (!row) throw new Error('message insert returned no row');

  const name = clip(actor.name, FIELD_LIMITS.fullName);
  const intro = `${name} (${actor.email}) te escribió${submission ? ` sobre ${submission.businessName}` : ''}:`;
  await sendEmail({
    to: admins.map((admin) => admin.email),
    subject: `Nuevo mensaje de ${name}`,
    ...renderEmail([intro, text], { label: 'Responder desde el panel', url: absoluteUrl('/admin') }),
  });
  return row;
}

/** The dashboard's "write to the team" form (spec: subject 'Mensaje del cliente'). */
export function sendCustomerMessage(actor: Actor, input: { message: string }) {
  return sendToTeam(actor, input.message);
}
