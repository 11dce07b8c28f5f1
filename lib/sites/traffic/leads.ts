import 'server-only';
import { and, count, desc, eq, isNull, lt } from 'drizzle-orm';
import { siteLeads } from '@/db/schema';
import { AuthError, type Actor } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { logger } from '@/lib/logger';
import { toCsv } from '@/lib/utils/csv';
import { SITE_LEAD_RETENTION_MONTHS } from './lead-retention';
import { resolveOwnSite } from '@/lib/customer-site/own-site';
import type { SiteLeadKind } from '@/db/enums';
import { reservationSummary } from './reservation-text';

/**
 * 'Mensajes de tu web' (issue 14): what visitors sent through the customer's live site (messages,
 * and reservations with their day first, issue 26), for
 * the site's owner only. Every query goes through the owner's own site (resolveOwnSite; a removed
 * site's messages stay theirs to read and delete until the site row goes); anyone else's lead is
 * "not found". The owner may delete them, one or all, and none is kept longer than every site's
 * privacy page says (lib/sites/traffic/lead-retention.ts).
 */

const LEADS_SHOWN = 50;
const when = new Intl.DateTimeFormat('es-PE', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Lima' });

export type SiteLeadView = {
  id: string;
  kind: SiteLeadKind;
  /** A reservation's day, time and people, as the owner reads them first ('sábado, 5 de diciembre de 2026 a las 20:00, para 4 personas'). */
  reservation: string | null;
  name: string;
  email: string | null;
  phone: string | null;
  message: string;
  page: string;
  receivedAt: string;
  isUnread: boolean;
};

/** A reservation's summary, or null for a message (or a row whose reservation columns are missing). */
function reservationOf(lead: typeof siteLeads.$inferSelect): string | null {
  if (lead.kind !== 'reservation' || !lead.reservationDate || !lead.reservationTime || lead.partySize === null) return null;
  return reservationSummary({ date: lead.reservationDate, time: lead.reservationTime, people: lead.partySize });
}

/** The site whose messages the owner reads: the one named, or their one site. */
const leadsSite = (actor: Actor, siteId?: string) => resolveOwnSite(actor, siteId, { includeRemoved: true });

/** The newest messages and how many are unread, or null when the customer has no site of ours. */
export async function listOwnSiteLeads(actor: Actor, siteId?: string): Promise<{ leads: SiteLeadView[]; unread: number } | null> {
  const site = await leadsSite(actor, siteId);
  if (!site) return null;
  const [rows, [unread]] = await Promise.all([
    getDb().select().from(siteLeads).where(eq(siteLeads.siteId, site.id)).orderBy(desc(siteLeads.createdAt)).limit(LEADS_SHOWN),
    getDb()
      .select({ n: count() })
      .from(siteLeads)
      .where(and(eq(siteLeads.siteId, site.id), isNull(siteLeads.readAt))),
  ]);
  return {
    unread: Number(unread?.n ?? 0),
    leads: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      reservation: reservationOf(r),
      name: r.name,
      email: r.email,
      phone: r.phone,
      message: r.message,
      page: r.page,
      receivedAt: when.format(r.createdAt),
      isUnread: r.readAt === null,
    })),
  };
}

/** The lead, if it came through one of the actor's own sites; anyone else's is refused like one that does not exist. */
async function assertOwnLead(actor: Actor, leadId: string): Promise<void> {
  const [lead] = await getDb().select({ siteId: siteLeads.siteId }).from(siteLeads).where(eq(siteLeads.id, leadId)).limit(1);
  if (!lead || !(await leadsSite(actor, lead.siteId))) throw new AuthError('forbidden');
}

/** 'Marcar como leído'. */
export async function markSiteLeadRead(actor: Actor, leadId: string): Promise<void> {
  await assertOwnLead(actor, leadId);
  await getDb()
    .update(siteLeads)
    .set({ readAt: new Date() })
    .where(and(eq(siteLeads.id, leadId), isNull(siteLeads.readAt)));
}

/** 'Eliminar' on one message: gone for good, as the site's privacy page promises its visitors. */
export async function deleteOwnSiteLead(actor: Actor, leadId: string): Promise<void> {
  await assertOwnLead(actor, leadId);
  await getDb().delete(siteLeads).where(eq(siteLeads.id, leadId));
}

/** 'Eliminar todos': every message of the site whose list is shown, the ones past the list too. */
export async function deleteAllOwnSiteLeads(actor: Actor, siteId?: string): Promise<{ deleted: number }> {
  const site = await leadsSite(actor, siteId);
  if (!site) return { deleted: 0 };
  const deleted = await getDb().delete(siteLeads).where(eq(siteLeads.siteId, site.id)).returning({ id: siteLeads.id });
  return { deleted: deleted.length };
}

/** The daily run: messages older than the retention every site's privacy page states. */
export async function deleteExpiredSiteLeads(now: Date): Promise<{ deleted: number }> {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - SITE_LEAD_RETENTION_MONTHS);
  const deleted = await getDb().delete(siteLeads).where(lt(siteLeads.createdAt, cutoff)).returning({ id: siteLeads.id });
  if (deleted.length > 0) logger.info({ deleted: deleted.length }, 'site leads past their retention deleted');
  return { deleted: deleted.length };
}

/** Every message of the owner's site as CSV, oldest first, for a spreadsheet. */
export async function ownSiteLeadsCsv(actor: Actor, siteId?: string): Promise<string> {
  const site = await leadsSite(actor, siteId);
  const rows = site ? await getDb().select({ lead: siteLeads }).from(siteLeads).where(eq(siteLeads.siteId, site.id)).orderBy(siteLeads.createdAt) : [];
  return toCsv(
    ['Fecha', 'Nombre', 'Email', 'Teléfono', 'Mensaje', 'Página', 'Leído'],
    rows.map(({ lead }) => {
      // A reservation's day, time and people lead its text, in the same columns as a message's.
      const reservation = reservationOf(lead);
      const text = reservation ? [`Reserva para el ${reservation}.`, lead.message ? `Nota: ${lead.message}` : ''].filter(Boolean).join(' ') : lead.message;
      return [when.format(lead.createdAt), lead.name, lead.email, lead.phone, text, lead.page, lead.readAt ? 'Sí' : 'No'];
    }),
  );
}
