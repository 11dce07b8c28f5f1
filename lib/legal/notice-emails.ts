import 'server-only';
import { and, asc, eq, gt, inArray, isNotNull, notExists, sql } from 'drizzle-orm';
import { legalNoticeDeliveries, legalNotices, subscriptions, trialSubmissions, user } from '@/db/schema';
import { versionDate } from '@/content/legal/versions';
import { absoluteUrl } from '@/lib/config/app-url';
import { getDb } from '@/lib/db/client';
import { renderEmail } from '@/lib/email/render';
import { sendEmail } from '@/lib/email/send-email';
import { limaDateKey } from '@/lib/jobs/lima-time';
import { logger } from '@/lib/logger';
import { NOTICE_DOCUMENTS, changeTitle, type NoticeDocument } from './notices';

/**
 * The notices' e-mails: every affected customer gets each notice once. Right after the team
 * announces it, and again by the daily run until the day it takes effect (for customers who
 * signed up since, and for e-mails that could not be sent). Each (notice, customer) is recorded
 * in legal_notice_deliveries before its e-mail goes, so a second run, another instance or a
 * retried call never sends it again; an e-mail that could not be sent is un-recorded so a later
 * run tries it again.
 */

/** Customers read per batch. */
const BATCH = 500;

type Notice = { id: string; document: NoticeDocument; effectiveOn: string; summary: string };
type Recipient = { id: string; email: string; name: string };

/**
 * Who a change affects: the terms and the privacy policy, every customer who asked for a site
 * (a trial submission); the prices, every customer paying a plan (active or past due).
 */
function affected(document: NoticeDocument) {
  const db = getDb();
  return document === 'prices'
    ? db
        .select({ userId: subscriptions.userId })
        .from(subscriptions)
        .where(inArray(subscriptions.status, ['active', 'past_due']))
    : db.select({ userId: trialSubmissions.userId }).from(trialSubmissions).where(isNotNull(trialSubmissions.userId));
}

/** Affected customers not yet recorded for `notice`, after `afterId`, by id. */
function dueRecipients(notice: Notice, afterId: string | null): Promise<Recipient[]> {
  return getDb()
    .select({ id: user.id, email: user.email, name: user.name })
    .from(user)
    .where(
      and(
        inArray(user.id, affected(notice.document)),
        afterId ? gt(user.id, afterId) : undefined,
        notExists(
          getDb()
            .select({ one: sql`1` })
            .from(legalNoticeDeliveries)
            .where(and(eq(legalNoticeDeliveries.noticeId, notice.id), eq(legalNoticeDeliveries.userId, user.id))),
        ),
      ),
    )
    .orderBy(asc(user.id))
    .limit(BATCH);
}

/** The Spanish e-mail of one notice: what changes, from when, where the version in force is read, and what the customer can do. */
export function noticeEmail(notice: Notice, name: string) {
  const document = NOTICE_DOCUMENTS[notice.document];
  const from = versionDate(notice.effectiveOn);
  const subject = changeTitle(notice.document, from);
  const lines = [
    `Hola ${name}:`,
    `Te avisamos con anticipación: a partir del ${from} ${document.changes} ${document.name}.`,
    `Qué cambia: ${notice.summary}`,
    `${document.untilThen} ${absoluteUrl(document.path)}.`,
    `Si sigues usando Vitrina a partir del ${from}, al iniciar sesión registraremos que aceptas el cambio. Si no estás de acuerdo, puedes cancelar tu plan o eliminar tu cuenta desde tu panel antes de esa fecha.`,
  ];
  return { subject, ...renderEmail(lines, { label: 'Ver el aviso en mi panel', url: absoluteUrl('/dashboard') }) };
}

/** E-mails one notice to its affected customers not e-mailed it yet; returns how many were sent and how many failed. */
export async function sendNoticeEmails(notice: Notice): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (let after: string | null = null; ;) {
    const batch = await dueRecipients(notice, after);
    if (batch.length === 0) break;
    after = batch.at(-1)!.id;
    const claimed = await getDb()
      .insert(legalNoticeDeliveries)
      .values(batch.map((r) => ({ noticeId: notice.id, userId: r.id })))
      .onConflictDoNothing()
      .returning({ userId: legalNoticeDeliveries.userId });
    const mine = new Set(claimed.map((c) => c.userId));
    const delivered: string[] = [];
    const undelivered: string[] = [];
    for (const recipient of batch.filter((r) => mine.has(r.id))) {
      const ok = await sendEmail({ to: recipient.email, ...noticeEmail(notice, recipient.name) });
      (ok ? delivered : undelivered).push(recipient.id);
    }
    if (delivered.length > 0) {
      await getDb()
        .update(legalNoticeDeliveries)
        .set({ sentAt: new Date() })
        .where(and(eq(legalNoticeDeliveries.noticeId, notice.id), inArray(legalNoticeDeliveries.userId, delivered)));
    }
    if (undelivered.length > 0) {
      await getDb()
        .delete(legalNoticeDeliveries)
        .where(and(eq(legalNoticeDeliveries.noticeId, notice.id), inArray(legalNoticeDeliveries.userId, undelivered)));
    }
    sent += delivered.length;
    failed += undelivered.length;
  }
  if (sent + failed > 0) logger.info({ notice: notice.id, sent, failed }, 'legal notice e-mailed');
  return { sent, failed };
}

/** The daily task (and the announcement's follow-up): every notice not yet in effect, to whoever it still owes. */
export async function sendDueNoticeEmails(now: Date = new Date()): Promise<{ sent: number; failed: number }> {
  const pending = await getDb()
    .select({ id: legalNotices.id, document: legalNotices.document, effectiveOn: legalNotices.effectiveOn, summary: legalNotices.summary })
    .from(legalNotices)
    .where(gt(legalNotices.effectiveOn, limaDateKey(now)));
  const total = { sent: 0, failed: 0 };
  for (const notice of pending) {
    const { sent, failed } = await sendNoticeEmails(notice);
    total.sent += sent;
    total.failed += failed;
  }
  return total;
}
