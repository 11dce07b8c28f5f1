import 'server-only';
import { desc, eq, inArray, isNull, or } from 'drizzle-orm';
import { messages, trialSubmissions, user, userRoles } from '@/db/schema';
import { AuthError, type Actor } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { FIELD_LIMITS } from '@/lib/signup/schemas';
import { clip } from '@/lib/utils/clip';
import type { SystemMessage } from './admin-schemas';

const SHOWN = 100;
const dateTime = new Intl.DateTimeFormat('es-PE', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Lima' });

/**
 * 'Mensajes del Sistema': what customers wrote to the team, newest first. Messages to "the team"
 * have no recipient; older ones addressed to one administrator are included too.
 */
export async function listSystemMessages(actor: Actor): Promise<SystemMessage[]> {
  if (actor.role !== 'admin') throw new AuthError('forbidden');
  const db = getDb();
  const adminIds = db.select({ id: userRoles.userId }).from(userRoles).where(eq(userRoles.role, 'admin'));
  const rows = await db
    .select({
      id: messages.id,
      subject: messages.subject,
      message: messages.message,
      read: messages.read,
      isRevisionRequest: messages.isRevisionRequest,
      createdAt: messages.createdAt,
      senderName: user.name,
      senderEmail: user.email,
      businessName: trialSubmissions.businessName,
    })
    .from(messages)
    .leftJoin(user, eq(user.id, messages.senderId))
    .leftJoin(trialSubmissions, eq(trialSubmissions.id, messages.submissionId))
    .where(or(isNull(messages.recipientId), inArray(messages.recipientId, adminIds)))
    .orderBy(desc(messages.createdAt))
    .limit(SHOWN);
  return rows.map((r) => ({
    id: r.id,
    subject: r.subject,
    message: r.message,
    read: r.read,
    isRevisionRequest: r.isRevisionRequest,
    sentAt: dateTime.format(r.createdAt),
    sender: r.senderEmail ? { name: clip(r.senderName ?? '', FIELD_LIMITS.fullName), email: r.senderEmail } : null,
    businessName: r.businessName,
  }));
}
