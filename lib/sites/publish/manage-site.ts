import 'server-only';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { siteLabelHolds, sites, siteVersions, trialSubmissions } from '@/db/schema';
import { UserFacingError } from '@/lib/actions/result';
import { AuthError, type Actor } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { logger } from '@/lib/logger';
import { formatDateEsPe } from '@/lib/billing/present';
import { toSubmissionDetails } from '@/lib/submissions/details';
import { revalidateSite } from '@/lib/sites/serve/cache';
import { siteDocumentSchema, type SiteDocument } from '@/lib/sites/document/document';
import { siteLabelSchema, suggestLabel } from '@/lib/sites/document/labels';
import { sendSiteLiveEmail } from './live-email';
import { resolveOwnSite } from '@/lib/customer-site/own-site';
import { labelHeldUntil } from '@/lib/sites/lifecycle/retire-sites';
import { restoreLapsedSite } from '@/lib/sites/lifecycle/run-site-lifecycle';
import { siteOrigin, siteUrl } from '@/lib/sites/serve/site-url';
import { templateDocument } from '@/lib/sites/document/template';

/**
 * The team's operations on a customer's site: draft, save, restore, publish, suspend. Every
 * save is a new version; nothing is overwritten, so any earlier state can come back.
 */

function requireAdmin(actor: Actor) {
  if (actor.role !== 'admin') throw new AuthError('forbidden');
}

type Db = ReturnType<typeof getDb>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Stores `document` as the site's next version (numbers never repeat, even under concurrent saves). */
async function appendVersion(tx: Tx, siteId: string, document: SiteDocument, source: string, actor: Actor) {
  // One writer at a time per site: the row lock orders concurrent saves.
  const [locked] = await tx.select({ id: sites.id }).from(sites).where(eq(sites.id, siteId)).for('update');
  if (!locked) throw new UserFacingError('Site not found', 'invalid');
  const [last] = await tx.select({ number: sql<number>`coalesce(max(${siteVersions.number}), 0)` }).from(siteVersions).where(eq(siteVersions.siteId, siteId));
  const [version] = await tx
    .insert(siteVersions)
    .values({ siteId, number: Number(last?.number ?? 0) + 1, document, source, createdBy: actor.userId })
    .returning({ id: siteVersions.id, number: siteVersions.number });
  await tx.update(sites).set({ updatedAt: new Date() }).where(eq(sites.id, siteId));
  return version!;
}

type DatabaseFailure = { code?: string; constraint?: string } | undefined;

/** The schema's one non-removed site per customer (decision 0023). */
const ONE_SITE_PER_CUSTOMER = 'sites_one_per_customer_idx';
const ALREADY_HAS_SITE = "this customer already has a site; a second one needs the schema's one-site rule changed first (decision 0023)";

/** A free label for a new site: the business name, then -2, -3... when taken or held for a deleted project's site. */
async function freeLabel(db: Tx, businessName: string): Promise<string> {
  const base = suggestLabel(businessName);
  const like = (label: typeof sites.label | typeof siteLabelHolds.label) => sql`(${label} = ${base} or ${label} like ${`${base}-%`})`;
  const inUse = await db.select({ label: sites.label }).from(sites).where(like(sites.label));
  const held = await db
    .select({ label: siteLabelHolds.label })
    .from(siteLabelHolds)
    .where(and(like(siteLabelHolds.label), gt(siteLabelHolds.heldUntil, new Date())));
  const taken = new Set([...inUse, ...held].map((r) => r.label));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * Drafts a site for a submission: a new site (label from the business name) with version 1, or,
 * when the site exists, one more version. `draft` is the AI's document when it produced a valid
 * one; otherwise the rubro's template fills it from the submission.
 */
export async function draftSite(actor: Actor, submissionId: string, draft?: { document: SiteDocument; source: 'ai' }) {
  requireAdmin(actor);
  const db = getDb();
  const [submission] = await db.select().from(trialSubmissions).where(eq(trialSubmissions.id, submissionId)).limit(1);
  if (!submission) throw new UserFacingError('submission not found');
  const document = draft?.document ?? templateDocument(toSubmissionDetails(submission));
  const source = draft?.source ?? 'template';

  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        const [existing] = await tx.select().from(sites).where(eq(sites.submissionId, submissionId)).limit(1);
        const site =
          existing ??
          (await tx.insert(sites).values({ submissionId, userId: submission.userId, label: await freeLabel(tx, submission.businessName) }).returning())[0]!;
        const version = await appendVersion(tx, site.id, document, source, actor);
        return { siteId: site.id, label: site.label, versionNumber: version.number, source };
      });
    } catch (error) {
      const failure = (error as { cause?: DatabaseFailure })?.cause ?? (error as DatabaseFailure);
      if (failure?.constraint === ONE_SITE_PER_CUSTOMER) throw new UserFacingError(ALREADY_HAS_SITE, 'invalid');
      // Two drafts for the same name at once: the second picks the next free label.
      if (attempt < 2 && String(failure?.code) === '23505') continue;
      throw error;
    }
  }
  throw new UserFacingError('could not reserve an address for this site; try again');
}

/** An edited document, or the editor's error saying where it is wrong: "pages › 0 › sections › 2 › heading: ...". */
export function parseEditedDocument(input: unknown): SiteDocument {
  const parsed = siteDocumentSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? `${issue.path.join(' › ')}: ` : '';
  throw new UserFacingError(`${where}${issue?.message ?? 'the site document is not valid'}`, 'invalid');
}

/** Saves an edited document as the next version. Refuses a document the schema does not accept. */
export async function saveSiteVersion(actor: Actor, siteId: string, input: unknown) {
  requireAdmin(actor);
  const document = parseEditedDocument(input);
  return getDb().transaction((tx) => appendVersion(tx, siteId, document, 'editor', actor));
}

/** Brings an earlier version back as the newest one (the versions in between stay). */
export async function restoreSiteVersion(actor: Actor, siteId: string, number: number) {
  requireAdmin(actor);
  return getDb().transaction(async (tx) => {
    const [old] = await tx.select().from(siteVersions).where(and(eq(siteVersions.siteId, siteId), eq(siteVersions.number, number))).limit(1);
    if (!old) throw new UserFacingError('version not found');
    return appendVersion(tx, siteId, siteDocumentSchema.parse(old.document), `restore of ${number}`, actor);
  });
}

type SiteRow = typeof sites.$inferSelect;

/**
 * Makes `versionId` the one visitors see and the site's address the submission's published URL,
 * unless the team typed another (an external site) there. The caller expires the cache after
 * its transaction commits.
 */
async function putVersionLive(tx: Tx, site: SiteRow, versionId: string): Promise<string> {
  const now = new Date();
  await tx.update(sites).set({ status: 'live', publishedVersionId: versionId, publishedAt: now, firstPublishedAt: site.firstPublishedAt ?? now }).where(eq(sites.id, site.id));
  const address = siteUrl(site.label);
  const [submission] = await tx.select({ publishedUrl: trialSubmissions.publishedUrl }).from(trialSubmissions).where(eq(trialSubmissions.id, site.submissionId));
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
  requireAdmin(actor);
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
  requireAdmin(actor);
  const [site] = await getDb().select().from(sites).where(eq(sites.id, siteId)).limit(1);
  if (!site) throw new UserFacingError('site not found');
  if (!suspended && !site.publishedVersionId) throw new UserFacingError('this site has never been published');
  await getDb().update(sites).set({ status: suspended ? 'suspended' : 'live' }).where(eq(sites.id, siteId));
  revalidateSite(site.label);
}

/** Changes a site's address; the old one stops answering. */
export async function renameSite(actor: Actor, siteId: string, label: unknown) {
  requireAdmin(actor);
  const parsed = siteLabelSchema.safeParse(label);
  if (!parsed.success) throw new UserFacingError(parsed.error.issues[0]!.message, 'invalid');
  const [site] = await getDb().select().from(sites).where(eq(sites.id, siteId)).limit(1);
  if (!site) throw new UserFacingError('site not found');
  const [clash] = await getDb().select({ id: sites.id }).from(sites).where(eq(sites.label, parsed.data)).limit(1);
  if (clash && clash.id !== siteId) throw new UserFacingError('Esa dirección ya la usa otro sitio; elige otra', 'invalid');
  const heldUntil = await labelHeldUntil(getDb(), parsed.data);
  if (heldUntil) throw new UserFacingError(`Esa dirección era de un sitio eliminado y queda reservada hasta el ${formatDateEsPe(heldUntil)}; elige otra`, 'invalid');
  await getDb().update(sites).set({ label: parsed.data }).where(eq(sites.id, siteId));
  revalidateSite(site.label);
  revalidateSite(parsed.data);
  return { label: parsed.data };
}
