import 'server-only';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { siteRevisionRequests, siteVersions, trialSubmissions } from '@/db/schema';
import { UserFacingError } from '@/lib/actions/result';
import { listAdmins } from '@/lib/auth/roles';
import { AuthError, type Actor } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { renderEmail } from '@/lib/email/render';
import { sendEmail } from '@/lib/email/send-email';
import { consumeRateLimit } from '@/lib/rate-limit/consume';
import { absoluteUrl } from '@/lib/config/app-url';
import type { SectionType, SiteDocument } from '@/lib/sites/document/document';
import { readVersionDocument } from '@/lib/sites/document/stored-version';
import { resolveOwnSite } from '@/lib/customer-site/own-site';

/**
 * 'Pedir un cambio aquí' (issue 13): the customer asks for a change on one section of the preview;
 * each request is an item the team marks done, and both sides see the list.
 */

const SECTION_NAMES: Record<SectionType, string> = {
  hero: 'Portada',
  services: 'Servicios',
  menu: 'Carta',
  gallery: 'Galería',
  testimonials: 'Testimonios',
  about: 'Texto',
  hours: 'Horario y ubicación',
  faq: 'Preguntas frecuentes',
  contact: 'Formulario de contacto',
  reservations: 'Formulario de reservas',
  cta: 'Llamado a la acción',
};

export type SectionChoice = { key: string; label: string };
export type RevisionItem = { id: string; sectionLabel: string; message: string; status: 'pendiente' | 'hecho'; requestedAt: string };

/** Anything that is not one section (a new page, the colours, the whole tone): the dashboard's one change form takes it too. */
const OTHER_CHOICE: SectionChoice = { key: 'otra-cosa', label: 'Otra cosa' };

/** Every section of the document, named as the customer sees it ("Inicio · Nuestra carta"), then 'Otra cosa'. */
export function sectionChoices(document: SiteDocument): SectionChoice[] {
  return [
    ...document.pages.flatMap((page) =>
      page.sections.map((section) => ({ key: `${page.slug}#${section.id}`, label: `${page.title} · ${section.heading || SECTION_NAMES[section.type]}` })),
    ),
    OTHER_CHOICE,
  ];
}

const when = new Intl.DateTimeFormat('es-PE', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Lima' });
const toItem = (r: typeof siteRevisionRequests.$inferSelect): RevisionItem => ({
  id: r.id,
  sectionLabel: r.sectionLabel,
  message: r.message,
  status: r.status,
  requestedAt: when.format(r.createdAt),
});

/** The customer's own site under review (or live) and the version they comment on, or null. */
async function customerSite(actor: Actor, siteId?: string) {
  const site = await resolveOwnSite(actor, siteId);
  if (!site || site.status === 'draft') return null;
  const [project] = await getDb()
    .select({ businessName: trialSubmissions.businessName })
    .from(trialSubmissions)
    .where(eq(trialSubmissions.id, site.submissionId));
  const row = { id: site.id, status: site.status, businessName: project?.businessName ?? site.label, previewVersionId: site.previewVersionId };
  // In review, the sections are those of the preview; once live, those of the newest version.
  const which = row.status === 'in_review' && row.previewVersionId ? eq(siteVersions.id, row.previewVersionId) : eq(siteVersions.siteId, row.id);
  const [shown] = await getDb().select({ document: siteVersions.document }).from(siteVersions).where(which).orderBy(desc(siteVersions.number)).limit(1);
  return shown ? { ...row, document: readVersionDocument(shown.document) } : null;
}

/** What the dashboard needs for the review: the sections to choose from and the requests so far. */
export async function getCustomerSiteReview(actor: Actor, siteId?: string): Promise<{ sections: SectionChoice[]; requests: RevisionItem[] } | null> {
  const site = await customerSite(actor, siteId);
  if (!site) return null;
  const requests = await getDb()
    .select()
    .from(siteRevisionRequests)
    .where(eq(siteRevisionRequests.siteId, site.id))
    .orderBy(asc(siteRevisionRequests.createdAt));
  return { sections: sectionChoices(site.document), requests: requests.map(toItem) };
}

/** Twenty requests an hour per customer: more than anyone types, less than a script sends. */
const CHANGE_LIMIT = { max: 20, windowSeconds: 60 * 60 };

export async function requestSiteChange(actor: Actor, input: { siteId?: string; sectionKey: string; message: string }): Promise<RevisionItem> {
  const site = await customerSite(actor, input.siteId);
  if (!site) throw new UserFacingError('Todavía no hay una vista previa de tu sitio para comentar.', 'invalid');
  const section = sectionChoices(site.document).find((choice) => choice.key === input.sectionKey);
  if (!section) throw new UserFacingError('Elige una sección de tu sitio de la lista.', 'invalid');
  const { allowed } = await consumeRateLimit(`site-change:${actor.userId}`, CHANGE_LIMIT);
  if (!allowed) throw new UserFacingError('Enviaste muchos pedidos seguidos. Espera un momento e inténtalo de nuevo.', 'rate_limited');
  const [row] = await getDb()
    .insert(siteRevisionRequests)
    .values({ siteId: site.id, sectionKey: section.key, sectionLabel: section.label, message: input.message, createdBy: actor.userId })
    .returning();
  const admins = await listAdmins();
  if (admins.length > 0) {
    await sendEmail({
      to: admins.map((a) => a.email),
      subject: `Cambio pedido en el sitio de ${site.businessName}`,
      ...renderEmail([`${site.businessName} pidió un cambio en «${section.label}»:`, input.message], { label: 'Ver en el panel', url: absoluteUrl('/admin') }),
    });
  }
  return toItem(row!);
}

/** The requests of the sites on one admin page, by site id, oldest first. */
export async function revisionsForSites(actor: Actor, siteIds: string[]): Promise<Map<string, RevisionItem[]>> {
  if (actor.role !== 'admin') throw new AuthError('forbidden');
  const bySite = new Map<string, RevisionItem[]>();
  if (siteIds.length === 0) return bySite;
  const rows = await getDb()
    .select()
    .from(siteRevisionRequests)
    .where(inArray(siteRevisionRequests.siteId, siteIds))
    .orderBy(asc(siteRevisionRequests.createdAt));
  for (const row of rows) bySite.set(row.siteId, [...(bySite.get(row.siteId) ?? []), toItem(row)]);
  return bySite;
}

export async function markRevisionDone(actor: Actor, id: string): Promise<void> {
  if (actor.role !== 'admin') throw new AuthError('forbidden');
  const [done] = await getDb()
    .update(siteRevisionRequests)
    .set({ status: 'hecho', doneAt: new Date() })
    .where(and(eq(siteRevisionRequests.id, id), eq(siteRevisionRequests.status, 'pendiente')))
    .returning({ id: siteRevisionRequests.id });
  if (!done) {
    const [exists] = await getDb().select({ id: siteRevisionRequests.id }).from(siteRevisionRequests).where(eq(siteRevisionRequests.id, id));
    if (!exists) throw new UserFacingError('change request not found');
  }
}
