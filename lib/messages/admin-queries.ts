import 'server-only';
import { asc, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { messages, trialSubmissions, user, userRoles } from '@/db/schema';
import { AuthError, type Actor } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { FIELD_LIMITS } from '@/lib/text/limits';
import { formatAdminDateTime } from '@/lib/utils/admin-dates';
import { clip } from '@/lib/utils/clip';
import type { ConversationMessage, SystemMessage } from './admin-schemas';
import { REPLY_DUE_HOURS, replyClock, subtractBusinessHours } from './reply-clock';

const SHOWN = 100;

/**
 * 'Mensajes del Sistema': what customers wrote to the team. Messages to "the team" have no
 * recipient; older ones addressed to one administrator are included too. Each carries its reply
 * clock against the promised 24-48 business hours: a message is answered once the team wrote to
 * that customer after it. Unanswered ones past 48 business hours come first (the longest waiting
 * first), then the rest, newest first.
 */
export async function listSystemMessages(actor: Actor, now: Date = new Date()): Promise<SystemMessage[]> {
  if (actor.role !== 'admin') throw new AuthError('forbidden');
  const db = getDb();
  const adminIds = db.select({ id: userRoles.userId }).from(userRoles).where(eq(userRoles.role, 'admin'));
  const isAnswered = sql<boolean>`exists (select 1 from ${messages} as later where later.recipient_id = ${messages.senderId} and later.created_at > ${messages.createdAt})`;
  const overdueSince = subtractBusinessHours(now, REPLY_DUE_HOURS).toISOString();
  const isOverdue = sql`(${messages.senderId} is not null and not ${isAnswered} and ${messages.createdAt} <= ${overdueSince}::timestamptz)`;
  const rows = await db
    .select({
      id: messages.id,
      subject: messages.subject,
      message: messages.message,
      read: messages.read,
      isRevisionRequest: messages.isRevisionRequest,
      createdAt: messages.createdAt,
      isAnswered,
      senderName: user.name,
      senderEmail: user.email,
      businessName: trialSubmissions.businessName,
    })
    .from(messages)
    .leftJoin(user, eq(user.id, messages.senderId))
    .leftJoin(trialSubmissions, eq(trialSubmissions.id, messages.submissionId))
    .where(or(isNull(messages.recipientId), inArray(messages.recipientId, adminIds)))
    .orderBy(sql`${isOverdue} desc`, sql`case when ${isOverdue} then ${messages.createdAt} end asc`, desc(messages.createdAt))
    .limit(SHOWN);
  return rows.map((r) => ({
    id: r.id,
    subject: r.subject,
    message: r.message,
    read: r.read,
    isRevisionRequest: r.isRevisionRequest,
    sentAt: formatAdminDateTime(r.createdAt),
    // A deleted account cannot be answered: no clock for it.
    reply: r.senderEmail ? replyClock(r.createdAt, Boolean(r.isAnswered), now) : null,
    sender: r.senderEmail ? { name: clip(r.senderName ?? '', FIELD_LIMITS.fullName), email: r.senderEmail } : null,
    businessName: r.businessName,
  }));
}

/** The newest messages each conversation shows; older ones stay in the database. */
export const CONVERSATION_SHOWN = 50;

/**
 * The whole conversation between the team and each of `customerIds`, both directions, oldest
 * first: what the customer wrote (to the team or to one admin) and every 'Project Update' the
 * team sent them, each with its read state. One query for a page of submission cards.
 */
export async function listConversations(actor: Actor, customerIds: string[]): Promise<Map<string, ConversationMessage[]>> {
  if (actor.role !== 'admin') throw new AuthError('forbidden');
  const conversations = new Map<string, ConversationMessage[]>(customerIds.map((id) => [id, []]));
  if (customerIds.length === 0) return conversations;
  const db = getDb();
  const sender = alias(user, 'sender');
  const fromCustomer = inArray(messages.senderId, customerIds);
  const customerId = sql<string>`case when ${fromCustomer} then ${messages.senderId} else ${messages.recipientId} end`;
  // Ranked per conversation, so one talkative customer cannot crowd out the others.
  const ranked = db
    .select({
      id: messages.id,
      customerId: customerId.as('customer_id'),
      fromCustomer: sql<boolean>`${fromCustomer}`.as('from_customer'),
      subject: messages.subject,
      message: messages.message,
      read: messages.read,
      isRevisionRequest: messages.isRevisionRequest,
      createdAt: messages.createdAt,
      senderName: sender.name,
      rank: sql<number>`row_number() over (partition by ${customerId} order by ${messages.createdAt} desc, ${messages.id} desc)`.as('rank'),
    })
    .from(messages)
    .leftJoin(sender, eq(sender.id, messages.senderId))
    .where(or(fromCustomer, inArray(messages.recipientId, customerIds)))
    .as('ranked');
  const rows = await db.select().from(ranked).where(lte(ranked.rank, CONVERSATION_SHOWN)).orderBy(asc(ranked.createdAt), asc(ranked.id));
  for (const row of rows) {
    conversations.get(row.customerId)?.push({
      id: row.id,
      fromCustomer: row.fromCustomer,
      teamMember: row.fromCustomer ? null : clip(row.senderName ?? '', FIELD_LIMITS.fullName),
      subject: row.subject,
      message: row.message,
      read: row.read,
      isRevisionRequest: row.isRevisionRequest,
      sentAt: formatAdminDateTime(row.createdAt),
    });
  }
  return conversations;
}
