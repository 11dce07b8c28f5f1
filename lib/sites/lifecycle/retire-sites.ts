import 'server-only';
import { and, eq, gt, inArray, lte, type SQL } from 'drizzle-orm';
import { siteDomains, siteLabelHolds, sites, trialSubmissions } from '@/db/schema';
import { getDb, type Database } from '@/lib/db/client';
import { revalidateSite } from '@/lib/sites/serve/cache';
import { forgetDomain } from '@/lib/sites/domains/domains';
import { addDays, LABEL_HOLD_DAYS } from '@/lib/customer-site/lifecycle-rules';

/**
 * The sites of projects about to be deleted (a deleted account, the team's 'Delete Submission'):
 * their rows go by cascade with the submission, but visitors must stop seeing them at once (the
 * pages carry the owner's contact details; Ley 29733), and their addresses must not pass to
 * someone else straight away.
 */
export type RetiredSites = { labels: string[]; domains: { label: string; domain: string }[] };

/**
 * Reads the sites of the projects `where` selects and holds the labels of those ever published
 * for LABEL_HOLD_DAYS, as a removed site's is. A draft nobody visited keeps nothing. Pass the
 * transaction that deletes the projects; after it commits, call forgetRetiredSites.
 */
export async function retireSites(tx: Pick<Database, 'select' | 'insert'>, where: SQL | undefined, now: Date = new Date()): Promise<RetiredSites> {
  const rows = await tx
    .select({ id: sites.id, label: sites.label, status: sites.status, firstPublishedAt: sites.firstPublishedAt })
    .from(sites)
    .innerJoin(trialSubmissions, eq(trialSubmissions.id, sites.submissionId))
    .where(where);
  if (rows.length === 0) return { labels: [], domains: [] };
  const domains = await tx
    .select({ siteId: siteDomains.siteId, domain: siteDomains.domain })
    .from(siteDomains)
    .where(
      inArray(
        siteDomains.siteId,
        rows.map((r) => r.id),
      ),
    );
  const published = rows.filter((r) => r.firstPublishedAt !== null || r.status === 'live' || r.status === 'suspended' || r.status === 'removed');
  if (published.length > 0) {
    const heldUntil = addDays(now, LABEL_HOLD_DAYS);
    await tx
      .insert(siteLabelHolds)
      .values(published.map((r) => ({ label: r.label, heldUntil })))
      .onConflictDoUpdate({ target: siteLabelHolds.label, set: { heldUntil } });
  }
  const labelOf = new Map(rows.map((r) => [r.id, r.label]));
  return { labels: rows.map((r) => r.label), domains: domains.map((d) => ({ label: labelOf.get(d.siteId)!, domain: d.domain })) };
}

/**
 * Expires what every instance cached of the retired sites (pages, data, custom domains): through
 * Next's cache, shared in Redis when configured, so no instance keeps serving them.
 */
export function forgetRetiredSites(retired: RetiredSites): void {
  for (const { label, domain } of retired.domains) forgetDomain(label, domain);
  for (const label of retired.labels) revalidateSite(label);
}

/** Until when a label is held for a deleted project's site, or null when it is free. */
export async function labelHeldUntil(db: Pick<Database, 'select'>, label: string, now: Date = new Date()): Promise<Date | null> {
  const [hold] = await db
    .select({ heldUntil: siteLabelHolds.heldUntil })
    .from(siteLabelHolds)
    .where(and(eq(siteLabelHolds.label, label), gt(siteLabelHolds.heldUntil, now)))
    .limit(1);
  return hold?.heldUntil ?? null;
}

/**
 * Deletes the holds that have ended (daily): an ended hold already frees its label, and the
 * table would otherwise keep one row per deleted project for ever.
 */
export async function pruneLabelHolds(now: Date = new Date()): Promise<{ released: number }> {
  const released = await getDb().delete(siteLabelHolds).where(lte(siteLabelHolds.heldUntil, now)).returning({ label: siteLabelHolds.label });
  return { released: released.length };
}
