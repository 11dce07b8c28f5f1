import 'server-only';
import { and, asc, eq, gt, inArray, isNotNull, isNull, notExists, sql } from 'drizzle-orm';
import { legalNoticeDeliveries, legalNotices, subscriptions, trialSubmissions, user } from '@/db/schema';
import { versionDate } from '@/content/legal/versions';
import { absoluteUrl } from '@/lib/config/app-url';
import { getDb } from '@/lib/db/client';
import { renderEmail } from '@/lib/email/render';
import { sendEmail } from '@/lib/email/send-email';
import { limaDateKey } from '@/lib/jobs/lima-time';
import { logger } from '@/lib/logger';
import { NOTICE_DOCUMENTS, STAYS_IN_FORCE, changeTitle, type NoticeDocument } from './notices';

/**
 * The notices' e-mails: every affected customer gets each notice once. Right after the team
 * announces it, and again by the daily run until the day it takes effect (for customers who
 * signed up since, and for e-mails that could not be sent). Each (notice, customer) is recorded
 * in legal_notice_deliveries before its e-mail goes, so a second run, another instance or a
 * retried call never sends it again; an e-mail that could not be sent is un-recorded so a later
 * run tries it again. A notice the team withdraws stops being sent, and whoever had it gets one
 * correction, claimed and retried the same way.
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

async function isWithdrawn(noticeId: string): Promise<boolean> {
  const [row] = await getDb().select({ withdrawnAt: legalNotices.withdrawnAt }).from(legalNotices).where(eq(legalNotices.id, noticeId));
  return !row || row.withdrawnAt !== null;
}

/** E-mails one notice to its affected customers not e-mailed it yet; returns how many were sent and how many failed. */
export async function sendNoticeEmails(notice: Notice): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (let after: string | null = null; ;) {
    // Withdrawn while this run was sending: the customers e-mailed so far get its correction.
    if (await isWithdrawn(notice.id)) break;
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

/** Every notice not yet in effect and not withdrawn, to whoever it still owes (the announcement's follow-up). */
export async function sendDueNoticeEmails(now: Date = new Date()): Promise<{ sent: number; failed: number }> {
  const pending = await getDb()
    .select({ id: legalNotices.id, document: legalNotices.document, effectiveOn: legalNotices.effectiveOn, summary: legalNotices.summary })
    .from(legalNotices)
    .where(and(gt(legalNotices.effectiveOn, limaDateKey(now)), isNull(legalNotices.withdrawnAt)));
  const total = { sent: 0, failed: 0 };
  for (const notice of pending) {
    const { sent, failed } = await sendNoticeEmails(notice);
    total.sent += sent;
    total.failed += failed;
  }
  return total;
}

type Withdrawal = Notice & { reason: string };

/** The correction of a withdrawn notice: which notice, why, and what stays as it is. */
export function withdrawalEmail(notice: Withdrawal, name: string) {
  const document = NOTICE_DOCUMENTS[notice.document];
  const from = versionDate(notice.effectiveOn);
  const lines = [
    `Hola ${name}:`,
    `Te habíamos avisado que a partir del ${from} ${document.changes} ${document.name}. Ese cambio queda sin efecto.`,
    `Por qué: ${notice.reason}`,
    `${STAYS_IN_FORCE[notice.document]} ${absoluteUrl(document.path)}.`,
    'No tienes que hacer nada. Disculpa la confusión.',
  ];
  return { subject: `Sin efecto: el aviso sobre ${document.name}`, ...renderEmail(lines, { label: 'Ir a mi panel', url: absoluteUrl('/dashboard') }) };
}

/**
 * Sends the correction of every withdrawn notice to each customer who was e-mailed it and has not
 * had the correction. Each delivery is claimed (withdrawal_sent_at set) before its e-mail goes, so
 * instances running at once send it once; one that fails is released for the next run.
 */
export async function sendWithdrawalEmails(): Promise<{ sent: number; failed: number }> {
  const db = getDb();
  let sent = 0;
  let failed = 0;
  const withdrawn = await db
    .select({
      id: legalNotices.id,
      document: legalNotices.document,
      effectiveOn: legalNotices.effectiveOn,
      summary: legalNotices.summary,
      reason: legalNotices.withdrawalReason,
    })
    .from(legalNotices)
    .where(
      and(
        isNotNull(legalNotices.withdrawnAt),
        sql`exists (select 1 from ${legalNoticeDeliveries} where ${legalNoticeDeliveries.noticeId} = ${legalNotices.id} and ${legalNoticeDeliveries.sentAt} is not null and ${legalNoticeDeliveries.withdrawalSentAt} is null)`,
      ),
    );
  for (const { reason, ...notice } of withdrawn) {
    for (;;) {
      const owed = await db
        .select({ userId: legalNoticeDeliveries.userId })
        .from(legalNoticeDeliveries)
        .where(and(eq(legalNoticeDeliveries.noticeId, notice.id), isNotNull(legalNoticeDeliveries.sentAt), isNull(legalNoticeDeliveries.withdrawalSentAt)))
        .orderBy(asc(legalNoticeDeliveries.userId))
        .limit(BATCH);
      if (owed.length === 0) break;
      const claimedAt = new Date();
      const claimed = await db
        .update(legalNoticeDeliveries)
        .set({ withdrawalSentAt: claimedAt })
        .where(
          and(
            eq(legalNoticeDeliveries.noticeId, notice.id),
            inArray(
              legalNoticeDeliveries.userId,
              owed.map((o) => o.userId),
            ),
            isNull(legalNoticeDeliveries.withdrawalSentAt),
          ),
        )
        .returning({ userId: legalNoticeDeliveries.userId });
      if (claimed.length === 0) continue;
      const recipients = await db
        .select({ id: user.id, email: user.email, name: user.name })
        .from(user)
        .where(
          inArray(
            user.id,
            claimed.map((c) => c.userId),
          ),
        );
      const undelivered: string[] = [];
      for (const recipient of recipients) {
        const ok = await sendEmail({ to: recipient.email, ...withdrawalEmail({ ...notice, reason: reason ?? '' }, recipient.name) });
        if (ok) sent += 1;
        else undelivered.push(recipient.id);
      }
      if (undelivered.length > 0) {
        await db
          .update(legalNoticeDeliveries)
          .set({ withdrawalSentAt: null })
          .where(and(eq(legalNoticeDeliveries.noticeId, notice.id), inArray(legalNoticeDeliveries.userId, undelivered)));
        failed += undelivered.length;
        // Not retried in this run: the next daily run tries them again.
        break;
      }
    }
  }
  if (sent + failed > 0) logger.info({ sent, failed }, 'legal notice withdrawals e-mailed');
  return { sent, failed };
}

/** The daily task: the notices still owed, then the corrections of withdrawn ones. */
export async function sendDueLegalNoticeEmails(now: Date = new Date()): Promise<{ sent: number; failed: number }> {
  const notices = await sendDueNoticeEmails(now);
  const withdrawals = await sendWithdrawalEmails();
  return { sent: notices.sent + withdrawals.sent, failed: notices.failed + withdrawals.failed };
}
