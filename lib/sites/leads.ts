import 'server-only';
import { and, count, desc, eq, inArray, isNull, lt } from 'drizzle-orm';
import { siteLeads, sites, trialSubmissions } from '@/db/schema';
import { AuthError, type Actor } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { logger } from '@/lib/logger';
import { toCsv } from '@/lib/utils/csv';
import { SITE_LEAD_RETENTION_MONTHS } from './lead-retention';

/**
 * 'Mensajes de tu web' (issue 14): what visitors sent through the customer's live site, for
 * the site's owner only. Every query goes through the owner's own site; anyone else's lead is
 * "not found". The owner may delete them, one or all, and none is kept longer than every site's
 * privacy page says (lib/sites/lead-retention.ts).
 */

const LEADS_SHOWN = 50;
const when = new Intl.DateTimeFormat('es-PE', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Lima' });

export type SiteLeadView = { id: string; name: string; email: string | null; phone: string | null; message: string; page: string; receivedAt: string; isUnread: boolean };

/** The owner's sites (normally one), by id. */
function ownSiteIds(actor: Actor) {
  return getDb()
    .select({ id: sites.id })
    .from(sites)
    .innerJoin(trialSubmissions, eq(trialSubmissions.id, sites.submissionId))
    .where(eq(trialSubmissions.userId, actor.userId));
}

/** The newest messages and how many are unread, or null when the customer has no site of ours. */
export async function listOwnSiteLeads(actor: Actor): Promise<{ leads: SiteLeadView[]; unread: number } | null> {
  const ids = (await ownSiteIds(actor)).map((r) => r.id);
  if (ids.length === 0) return null;
  const [rows, [unread]] = await Promise.all([
    getDb().select().from(siteLeads).where(eq(siteLeads.siteId, ids[0]!)).orderBy(desc(siteLeads.createdAt)).limit(LEADS_SHOWN),
    getDb().select({ n: count() }).from(siteLeads).where(and(eq(siteLeads.siteId, ids[0]!), isNull(siteLeads.readAt))),
  ]);
  return {
    unread: Number(unread?.n ?? 0),
    leads: rows.map((r) => ({ id: r.id, name: r.name, email: r.email, phone: r.phone, message: r.message, page: r.page, receivedAt: when.format(r.createdAt), isUnread: r.readAt === null })),
  };
}

/** The lead, if it came through one of the actor's own sites; anyone else's is refused like one that does not exist. */
async function assertOwnLead(actor: Actor, leadId: string): Promise<void> {
  const [lead] = await getDb()
    .select({ id: siteLeads.id })
    .from(siteLeads)
    .innerJoin(sites, eq(sites.id, siteLeads.siteId))
    .innerJoin(trialSubmissions, eq(trialSubmissions.id, sites.submissionId))
    .where(and(eq(siteLeads.id, leadId), eq(trialSubmissions.userId, actor.userId)))
    .limit(1);
  if (!lead) throw new AuthError('forbidden');
}

/** 'Marcar como leído'. */
export async function markSiteLeadRead(actor: Actor, leadId: string): Promise<void> {
  await assertOwnLead(actor, leadId);
  await getDb().update(siteLeads).set({ readAt: new Date() }).where(and(eq(siteLeads.id, leadId), isNull(siteLeads.readAt)));
}

/** 'Eliminar' on one message: gone for good, as the site's privacy page promises its visitors. */
export async function deleteOwnSiteLead(actor: Actor, leadId: string): Promise<void> {
  await assertOwnLead(actor, leadId);
  await getDb().delete(siteLeads).where(eq(siteLeads.id, leadId));
}

/** 'Eliminar todos': every message of the owner's sites, the ones not shown in the list too. */
export async function deleteAllOwnSiteLeads(actor: Actor): Promise<{ deleted: number }> {
  const deleted = await getDb().delete(siteLeads).where(inArray(siteLeads.siteId, ownSiteIds(actor))).returning({ id: siteLeads.id });
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
export async function ownSiteLeadsCsv(actor: Actor): Promise<string> {
  const rows = await getDb()
    .select({ lead: siteLeads })
    .from(siteLeads)
    .innerJoin(sites, eq(sites.id, siteLeads.siteId))
    .innerJoin(trialSubmissions, eq(trialSubmissions.id, sites.submissionId))
    .where(eq(trialSubmissions.userId, actor.userId))
    .orderBy(siteLeads.createdAt);
  return toCsv(
    ['Fecha', 'Nombre', 'Email', 'Teléfono', 'Mensaje', 'Página', 'Leído'],
    rows.map(({ lead }) => [when.format(lead.createdAt), lead.name, lead.email, lead.phone, lead.message, lead.page, lead.readAt ? 'Sí' : 'No']),
  );
}
