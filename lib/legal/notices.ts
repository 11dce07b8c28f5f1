import 'server-only';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { z } from 'zod';
import { legalNoticeDeliveries, legalNotices } from '@/db/schema';
import { versionDate } from '@/content/legal/versions';
import { UserFacingError } from '@/lib/actions/result';
import { getDb } from '@/lib/db/client';
import { limaDateKey } from '@/lib/jobs/lima-time';
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

/** 'Cambian nuestros Términos y Condiciones a partir del 15 de enero de 2027'. */
export const changeTitle = (document: NoticeDocument, effectiveLabel: string) => {
  const { name, changes } = NOTICE_DOCUMENTS[document];
  return `${changes === 'cambia' ? 'Cambia' : 'Cambian'} ${name} a partir del ${effectiveLabel}`;
};

/** The dashboard keeps showing a notice this many days after it took effect. */
export const SHOWN_DAYS_AFTER = 14;

const DAY_MS = 24 * 60 * 60 * 1000;
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The first Lima day a change announced at `now` may take effect. */
export const earliestEffectiveDay = (document: NoticeDocument, now: Date) => addDays(limaDateKey(now), NOTICE_DAYS[document]);

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
 * second notice of the same document on the same day. Its e-mails go out after (notice-emails.ts).
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

/** The notices e-mailed to this customer, from the announcement until SHOWN_DAYS_AFTER days after they take effect. */
export async function noticesForCustomer(userId: string, now: Date = new Date()): Promise<NoticeView[]> {
  const today = limaDateKey(now);
  const rows = await getDb()
    .select({ id: legalNotices.id, document: legalNotices.document, effectiveOn: legalNotices.effectiveOn, summary: legalNotices.summary })
    .from(legalNotices)
    .innerJoin(legalNoticeDeliveries, and(eq(legalNoticeDeliveries.noticeId, legalNotices.id), eq(legalNoticeDeliveries.userId, userId)))
    .where(gte(legalNotices.effectiveOn, addDays(today, -SHOWN_DAYS_AFTER)))
    .orderBy(legalNotices.effectiveOn);
  return rows.map((row) => view(row, today));
}

/** The admin's list: every notice, newest day first, with how many customers were e-mailed it. */
export async function listNotices(now: Date = new Date()): Promise<(NoticeView & { createdAt: Date; delivered: number })[]> {
  const today = limaDateKey(now);
  const rows = await getDb()
    .select({
      id: legalNotices.id,
      document: legalNotices.document,
      effectiveOn: legalNotices.effectiveOn,
      summary: legalNotices.summary,
      createdAt: legalNotices.createdAt,
      delivered: sql<number>`(select count(*)::int from ${legalNoticeDeliveries} where ${legalNoticeDeliveries.noticeId} = ${legalNotices.id} and ${legalNoticeDeliveries.sentAt} is not null)`,
    })
    .from(legalNotices)
    .orderBy(desc(legalNotices.effectiveOn))
    .limit(50);
  return rows.map((row) => ({ ...view(row, today), createdAt: row.createdAt, delivered: Number(row.delivered) }));
}
