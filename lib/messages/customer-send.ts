import 'server-only';
import { messages } from '@/db/schema';
import { UserFacingError } from '@/lib/actions/result';
import { listAdmins } from '@/lib/auth/roles';
import type { Actor } from '@/lib/auth/session';
import { findLatestSubmission } from '@/lib/dashboard/queries';
import { getDb } from '@/lib/db/client';
import { renderEmail } from '@/lib/email/render';
import { sendEmail } from '@/lib/email/send-email';
import { consumeRateLimit } from '@/lib/rate-limit/consume';
import { absoluteUrl } from '@/lib/site/url';
import { FIELD_LIMITS } from '@/lib/signup/limits';
import { clip } from '@/lib/utils/clip';
import { CUSTOMER_MESSAGE_SUBJECT, NO_ADMIN_MESSAGE, REVISION_REQUEST_SUBJECT } from './schemas';

/** Each message e-mails the whole team, so one account may send only so many per hour. */
const MESSAGE_LIMIT = { max: 20, windowSeconds: 60 * 60 };

type Kind = 'message' | 'revision';

/**
 * Writes a customer's message to the team. The server sets everything but the text: the sender
 * is the caller, the recipient is "the team" (NULL: every administrator sees it), the submission
 * is the caller's latest project, so a reply keeps the conversation in one thread.
 */
async function sendToTeam(actor: Actor, text: string, kind: Kind): Promise<{ id: string }> {
  const { allowed } = await consumeRateLimit(`customer-message:${actor.userId}`, MESSAGE_LIMIT);
  if (!allowed) throw new UserFacingError('Enviaste muchos mensajes seguidos. Espera un momento e inténtalo de nuevo.', 'rate_limited');

  const admins = await listAdmins();
  if (admins.length === 0) throw new UserFacingError(NO_ADMIN_MESSAGE);

  const submission = await findLatestSubmission(actor.userId);
  if (kind === 'revision' && !submission?.previewUrl) {
    throw new UserFacingError('Tu vista previa todavía no está lista. Te avisaremos apenas puedas revisarla.', 'invalid');
  }

  const [row] = await getDb()
    .insert(messages)
    .values({
      senderId: actor.userId,
      recipientId: null,
      submissionId: submission?.id ?? null,
      subject: kind === 'revision' ? REVISION_REQUEST_SUBJECT : CUSTOMER_MESSAGE_SUBJECT,
      message: text,
      isRevisionRequest: kind === 'revision',
    })
    .returning({ id: messages.id });
  if (!row) throw new Error('message insert returned no row');

  const name = clip(actor.name, FIELD_LIMITS.fullName);
  const intro =
    kind === 'revision'
      ? `${name} (${actor.email}) pidió cambios en la vista previa de ${submission?.businessName ?? 'su proyecto'}:`
      : `${name} (${actor.email}) te escribió${submission ? ` sobre ${submission.businessName}` : ''}:`;
  await sendEmail({
    to: admins.map((admin) => admin.email),
    subject: kind === 'revision' ? `Solicitud de cambios: ${submission?.businessName ?? name}` : `Nuevo mensaje de ${name}`,
    ...renderEmail([intro, text], { label: 'Responder desde el panel', url: absoluteUrl('/admin') }),
  });
  return row;
}

/** The dashboard's "write to the team" form (spec: subject 'Mensaje del cliente'). */
export function sendCustomerMessage(actor: Actor, input: { message: string }) {
  return sendToTeam(actor, input.message, 'message');
}

/** A change request on the preview the team recorded: a message flagged as a revision. */
export function requestRevision(actor: Actor, input: { message: string }) {
  return sendToTeam(actor, input.message, 'revision');
}
