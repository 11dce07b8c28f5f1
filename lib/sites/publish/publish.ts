import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { sites, siteVersions, trialSubmissions } from '@/db/schema';
import { UserFacingError } from '@/lib/actions/result';
import type { Actor } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { logger } from '@/lib/logger';
import { formatDateEsPe } from '@/lib/billing/present';
import { resolveOwnSite } from '@/lib/customer-site/own-site';
import { siteLabelSchema } from '@/lib/sites/document/labels';
import { labelHeldUntil } from '@/lib/sites/lifecycle/retire-sites';
import { restoreLapsedSite } from '@/lib/sites/lifecycle/run-site-lifecycle';
import { revalidateSite } from '@/lib/sites/serve/cache';
import { siteOrigin, siteUrl } from '@/lib/sites/serve/site-url';
import { sendSiteLiveEmail } from './live-email';
import { requireAdminActor, type Tx } from './versions';

/**
 * Putting a site's version live and keeping it there: the team publishes, suspends and renames;
 * the customer approves the version their preview shows; a confirmed payment puts it live.
 */

type SiteRow = typeof sites.$inferSelect;

/**
 * Makes `versionId` the one visitors see and the site's address the submission's published URL,
 * unless the team typed another (an external site) there. The caller expires the cache after
 * its transaction commits.
 */
async function putVersionLive(tx: Tx, site: SiteRow, versionId: string): Promise<string> {
  const now = new Date();
  await tx
    .update(sites)
    .set({ status: 'live', publishedVersionId: versionId, publishedAt: now, firstPublishedAt: site.firstPublishedAt ?? now })
    .where(eq(sites.id, site.id));
  const address = siteUrl(site.label);
  const [submission] = await tx
    .select({ publishedUrl: trialSubmissions.publishedUrl })
    .from(trialSubmissions)
    .where(eq(trialSubmissions.id, site.submissionId));
  const ownAddress = !submission?.publishedUrl || submission.publishedUrl.startsWith(siteOrigin(site.label));
  // A site of ours going live is the project delivered: the dashboard then shows its address.
  await tx
    .update(trialSubmissions)
    .set({ status: 'completed', ...(ownAddress ? { publishedUrl: address } : {}) })
    .where(eq(trialSubmissions.id, site.submissionId));
  return address;
}

/** Puts a version live (the newest when none is named): visitors of the site's address see it at once. */
export async function publishSite(actor: Actor, siteId: string, versionNumber?: number) {
  requireAdminActor(actor);
  const result = await getDb().transaction(async (tx) => {
    const [site] = await tx.select().from(sites).where(eq(sites.id, siteId)).for('update');
    if (!site) throw new UserFacingError('site not found');
    if (site.status === 'removed') throw new UserFacingError('this site was removed');
    const [version] = await tx
      .select({ id: siteVersions.id, number: siteVersions.number })
      .from(siteVersions)
      .where(versionNumber === undefined ? eq(siteVersions.siteId, siteId) : and(eq(siteVersions.siteId, siteId), eq(siteVersions.number, versionNumber)))
      .orderBy(desc(siteVersions.number))
      .limit(1);
    if (!version) throw new UserFacingError('this site has no version to publish yet');
    const url = await putVersionLive(tx, site, version.id);
    return { label: site.label, versionNumber: version.number, url };
  });
  revalidateSite(result.label);
  return result;
}

/** The refusal of an approval with nothing sent for review, in the customer's words. */
export const NOTHING_TO_APPROVE = 'Todavía no hay una vista previa para aprobar: te avisaremos por correo cuando esté lista.';

/**
 * 'Aprobar y activar': the customer approves exactly the version their preview shows, and only
 * while the site is in review (a draft the team never sent is not theirs to approve).
 */
export async function approveSite(actor: Actor, siteId?: string): Promise<{ approved: boolean }> {
  const site = await resolveOwnSite(actor, siteId);
  if (!site || site.status !== 'in_review' || !site.previewVersionId) throw new UserFacingError(NOTHING_TO_APPROVE, 'invalid');
  // Conditional on the preview still showing that version: a send racing the click wins.
  const approved = await getDb()
    .update(sites)
    .set({ approvedVersionId: site.previewVersionId })
    .where(and(eq(sites.id, site.id), eq(sites.status, 'in_review'), eq(sites.previewVersionId, site.previewVersionId)))
    .returning({ id: sites.id });
  return { approved: approved.length > 0 };
}

/**
 * When a customer's payment is confirmed: the version they approved goes live at once and they
 * get an e-mail with the address. Does nothing when nothing was approved or it is live already,
 * so every confirmation of the same payment may call it. `siteId` is the site the payment was
 * for (named at checkout); null for a subscription opened before checkouts named one, which pays
 * for the customer's one site. A named site that is not the payer's is left alone.
 */
export async function publishApprovedSite(ownerId: string, siteId: string | null): Promise<{ url: string } | null> {
  const paidFor = await resolveOwnSite({ userId: ownerId }, siteId);
  if (!paidFor) {
    if (siteId) logger.warn({ userId: ownerId, siteId }, 'a confirmed payment names a site the payer has not (removed, or not theirs): nothing published');
    return null;
  }
  // A customer paying again inside (or after) the grace period has their site back at once.
  await restoreLapsedSite(ownerId, paidFor.id);
  const result = await getDb().transaction(async (tx) => {
    const [row] = await tx
      .select({ site: sites, email: trialSubmissions.email, businessName: trialSubmissions.businessName })
      .from(sites)
      .innerJoin(trialSubmissions, eq(trialSubmissions.id, sites.submissionId))
      .where(eq(sites.id, paidFor.id))
      .for('update', { of: sites })
      .limit(1);
    const site = row?.site;
    if (!row || !site?.approvedVersionId || site.status === 'removed' || site.status === 'suspended') return null;
    if (site.status === 'live' && site.publishedVersionId === site.approvedVersionId) return null;
    const url = await putVersionLive(tx, site, site.approvedVersionId);
    return { url, label: site.label, email: row.email, businessName: row.businessName };
  });
  if (!result) return null;
  revalidateSite(result.label);
  await sendSiteLiveEmail(result);
  return { url: result.url };
}

/** Takes a live site offline (a neutral 503 page) or brings a suspended one back. */
export async function setSiteSuspended(actor: Actor, siteId: string, suspended: boolean) {
  requireAdminActor(actor);
  const [site] = await getDb().select().from(sites).where(eq(sites.id, siteId)).limit(1);
  if (!site) throw new UserFacingError('site not found');
  if (!suspended && !site.publishedVersionId) throw new UserFacingError('this site has never been published');
  await getDb()
    .update(sites)
    .set({ status: suspended ? 'suspended' : 'live' })
    .where(eq(sites.id, siteId));
  revalidateSite(site.label);
}

/** Changes a site's address; the old one stops answering. */
export async function renameSite(actor: Actor, siteId: string, label: unknown) {
  requireAdminActor(actor);
  const parsed = siteLabelSchema.safeParse(label);
  if (!parsed.success) throw new UserFacingError(parsed.error.issues[0]!.message, 'invalid');
  const [site] = await getDb().select().from(sites).where(eq(sites.id, siteId)).limit(1);
  if (!site) throw new UserFacingError('site not found');
  const [clash] = await getDb().select({ id: sites.id }).from(sites).where(eq(sites.label, parsed.data)).limit(1);
  if (clash && clash.id !== siteId) throw new UserFacingError('Esa dirección ya la usa otro sitio; elige otra', 'invalid');
  const heldUntil = await labelHeldUntil(getDb(), parsed.data);
  if (heldUntil)
    throw new UserFacingError(`Esa dirección era de un sitio eliminado y queda reservada hasta el ${formatDateEsPe(heldUntil)}; elige otra`, 'invalid');
  await getDb().update(sites).set({ label: parsed.data }).where(eq(sites.id, siteId));
  revalidateSite(site.label);
  revalidateSite(parsed.data);
  return { label: parsed.data };
}
