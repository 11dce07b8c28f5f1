import 'server-only';
import { and, desc, eq, gt, gte, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { legalNoticeDeliveries, legalNotices } from '@/db/schema';
import { versionDate } from '@/content/legal/versions';
import { UserFacingError } from '@/lib/actions/result';
import { getDb } from '@/lib/db/client';
import { addDaysToKey, limaDateKey } from '@/lib/jobs/lima-time';
import { cleanText } from '@/lib/text/fields';

/**
 * Notices before a change to the terms, the privacy policy or the prices (issue 26, decision
 * 0033). The team announces the change with the day it takes effect; every affected customer is
 * e-mailed (notice-emails.ts), the dashboard shows it, and the customer's next sign-in after
 * that day records their consent to the new version (lib/auth/consents.ts).
 */
export type NoticeDocument = (typeof legalNotices.$inferSelect)['document'];

/** The least notice each change needs, in days: 15 for the terms and the privacy policy, 30 for the prices. */
export const NOTICE_DAYS: Record<NoticeDocument, number> = { terms: 15, privacy: 15, prices: 30 };

/**
 * How each document is named in a sentence (with its verb: 'cambian' agrees with the name), where
 * what is in force until the day is read, and the sentence that says so. Prices point to the
 * customer's own plan: the landing shows today's launch price, which a subscriber may not pay.
 */
export const NOTICE_DOCUMENTS: Record<NoticeDocument, { name: string; changes: 'cambian' | 'cambia'; path: string; linkLabel: string; untilThen: string }> = {
  terms: {
    name: 'nuestros Términos y Condiciones',
    changes: 'cambian',
    path: '/terms-and-conditions',
    linkLabel: 'Leer los términos vigentes',
    untilThen: 'Hasta esa fecha siguen vigentes los términos actuales, que puedes leer en',
  },
  privacy: {
    name: 'nuestra Política de Privacidad',
    changes: 'cambia',
    path: '/privacy-policy',
    linkLabel: 'Leer la política vigente',
    untilThen: 'Hasta esa fecha sigue vigente la política actual, que puedes leer en',
  },
  prices: {
    name: 'nuestros precios',
    changes: 'cambian',
    path: '/dashboard/suscripcion',
    linkLabel: 'Ver mi plan',
    untilThen: 'Hasta esa fecha pagas lo mismo que hoy; tu plan y tus pagos están en',
  },
};

/** What stays in force once a notice is withdrawn: the same places, without a day. */
export const STAYS_IN_FORCE: Record<NoticeDocument, string> = {
  terms: 'Siguen vigentes los términos actuales, que puedes leer en',
  privacy: 'Sigue vigente la política actual, que puedes leer en',
  prices: 'Sigues pagando lo mismo que hoy; tu plan y tus pagos están en',
};

/** 'Cambian nuestros Términos y Condiciones a partir del 15 de enero de 2027'. */
export const changeTitle = (document: NoticeDocument, effectiveLabel: string) => {
  const { name, changes } = NOTICE_DOCUMENTS[document];
  return `${changes === 'cambia' ? 'Cambia' : 'Cambian'} ${name} a partir del ${effectiveLabel}`;
};

/** The dashboard keeps showing a notice this many days after it took effect. */
export const SHOWN_DAYS_AFTER = 14;

/** The first Lima day a change announced at `now` may take effect. */
export const earliestEffectiveDay = (document: NoticeDocument, now: Date) => addDaysToKey(limaDateKey(now), NOTICE_DAYS[document]);

export const announceNoticeSchema = z.object({
  document: z.enum(['terms', 'privacy', 'prices'], { error: 'Elige qué documento cambia.' }),
  effectiveOn: z
    .string({ error: 'Indica la fecha en que entra en vigor.' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Indica la fecha en que entra en vigor.')
    .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), 'Esa fecha no existe.'),
  summary: z
    .string({ error: 'Explica qué cambia para el cliente.' })
    .transform((value) => cleanText(value, true))
    .pipe(z.string().min(20, 'Explica en al menos 20 caracteres qué cambia.').max(1000, 'El resumen admite hasta 1000 caracteres.')),
});

export type AnnounceNoticeInput = z.output<typeof announceNoticeSchema>;

/**
 * Records a notice, refusing a day closer than the document's least notice in Lima time and a
 * second standing notice of the same document on the same day (a withdrawn one leaves it free). Its e-mails go out after (notice-emails.ts).
 */
export async function announceNotice(input: AnnounceNoticeInput, announcedBy: string, now: Date = new Date()): Promise<{ id: string }> {
  const earliest = earliestEffectiveDay(input.document, now);
  if (input.effectiveOn < earliest) {
    throw new UserFacingError(
      `El cambio de ${NOTICE_DOCUMENTS[input.document].name} debe avisarse con al menos ${NOTICE_DAYS[input.document]} días de anticipación: la fecha más cercana posible es el ${versionDate(earliest)}.`,
      'invalid',
    );
  }
  const [row] = await getDb()
    .insert(legalNotices)
    .values({ document: input.document, effectiveOn: input.effectiveOn, summary: input.summary, announcedBy })
    .onConflictDoNothing()
    .returning({ id: legalNotices.id });
  if (!row) throw new UserFacingError('Ya hay un aviso de ese documento para esa fecha.', 'invalid');
  return row;
}

export type NoticeView = { id: string; document: NoticeDocument; effectiveOn: string; effectiveLabel: string; summary: string; inEffect: boolean };

const view = (row: { id: string; document: NoticeDocument; effectiveOn: string; summary: string }, today: string): NoticeView => ({
  ...row,
  effectiveLabel: versionDate(row.effectiveOn),
  inEffect: row.effectiveOn <= today,
});

/** The notices e-mailed to this customer, from the announcement until SHOWN_DAYS_AFTER days after they take effect; never a withdrawn one. */
export async function noticesForCustomer(userId: string, now: Date = new Date()): Promise<NoticeView[]> {
  const today = limaDateKey(now);
  const rows = await getDb()
    .select({ id: legalNotices.id, document: legalNotices.document, effectiveOn: legalNotices.effectiveOn, summary: legalNotices.summary })
    .from(legalNotices)
    .innerJoin(legalNoticeDeliveries, and(eq(legalNoticeDeliveries.noticeId, legalNotices.id), eq(legalNoticeDeliveries.userId, userId)))
    .where(and(gte(legalNotices.effectiveOn, addDaysToKey(today, -SHOWN_DAYS_AFTER)), isNull(legalNotices.withdrawnAt)))
    .orderBy(legalNotices.effectiveOn);
  return rows.map((row) => view(row, today));
}

export type AdminNoticeView = NoticeView & {
  createdAt: Date;
  delivered: number;
  /** Set once withdrawn: the Lima day, why (as the customers read it) and how many were sent the correction. */
  withdrawal: { dayLabel: string; reason: string; corrected: number } | null;
};

/** The admin's list: every notice, newest day first, with how many customers were e-mailed it (and its correction). */
export async function listNotices(now: Date = new Date()): Promise<AdminNoticeView[]> {
  const today = limaDateKey(now);
  const sentCount = (column: typeof legalNoticeDeliveries.sentAt | typeof legalNoticeDeliveries.withdrawalSentAt) =>
    sql<number>`(select count(*)::int from ${legalNoticeDeliveries} where ${legalNoticeDeliveries.noticeId} = ${legalNotices.id} and ${column} is not null)`;
  const rows = await getDb()
    .select({
      id: legalNotices.id,
      document: legalNotices.document,
      effectiveOn: legalNotices.effectiveOn,
      summary: legalNotices.summary,
      createdAt: legalNotices.createdAt,
      withdrawnAt: legalNotices.withdrawnAt,
      withdrawalReason: legalNotices.withdrawalReason,
      delivered: sentCount(legalNoticeDeliveries.sentAt),
      corrected: sentCount(legalNoticeDeliveries.withdrawalSentAt),
    })
    .from(legalNotices)
    .orderBy(desc(legalNotices.effectiveOn), desc(legalNotices.createdAt))
    .limit(50);
  return rows.map(({ withdrawnAt, withdrawalReason, corrected, ...row }) => ({
    ...view(row, today),
    createdAt: row.createdAt,
    delivered: Number(row.delivered),
    withdrawal: withdrawnAt ? { dayLabel: versionDate(limaDateKey(withdrawnAt)), reason: withdrawalReason ?? '', corrected: Number(corrected) } : null,
  }));
}

export const withdrawNoticeSchema = z.object({
  noticeId: z.uuid({ error: 'No encontramos ese aviso.' }),
  reason: z
    .string({ error: 'Explica a los clientes por qué se anula.' })
    .transform((value) => cleanText(value, true))
    .pipe(z.string().min(10, 'Explica en al menos 10 caracteres por qué se anula.').max(500, 'El motivo admite hasta 500 caracteres.')),
});

/**
 * Withdraws a notice that has not taken effect (announced by mistake, or the change dropped): it
 * leaves the dashboards and records no consent, and the customers already e-mailed it get a
 * correction with `reason` (notice-emails.ts). One in force cannot be withdrawn: its consents may
 * be recorded already, so going back is a new notice.
 */
export async function withdrawNotice(input: z.output<typeof withdrawNoticeSchema>, withdrawnBy: string, now: Date = new Date()): Promise<{ id: string }> {
  const [row] = await getDb()
    .update(legalNotices)
    .set({ withdrawnAt: now, withdrawnBy, withdrawalReason: input.reason })
    .where(and(eq(legalNotices.id, input.noticeId), isNull(legalNotices.withdrawnAt), gt(legalNotices.effectiveOn, limaDateKey(now))))
    .returning({ id: legalNotices.id });
  if (row) return row;
  const [notice] = await getDb().select({ withdrawnAt: legalNotices.withdrawnAt }).from(legalNotices).where(eq(legalNotices.id, input.noticeId));
  if (!notice) throw new UserFacingError('No encontramos ese aviso.', 'invalid');
  if (notice.withdrawnAt) throw new UserFacingError('Ese aviso ya fue anulado.', 'invalid');
  throw new UserFacingError('Ese aviso ya está vigente y no se puede anular: para volver atrás, anuncia un nuevo cambio.', 'invalid');
}
