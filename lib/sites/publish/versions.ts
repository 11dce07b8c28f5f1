import 'server-only';
import { and, eq, gt, gte, sql } from 'drizzle-orm';
import { siteLabelHolds, sites, siteVersions, subscriptions, trialSubmissions } from '@/db/schema';
import { UserFacingError } from '@/lib/actions/result';
import { AuthError, type Actor } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { pageLimit } from '@/lib/billing/plans';
import { toSubmissionDetails } from '@/lib/submissions/details';
import { siteDocumentSchema, type SiteDocument } from '@/lib/sites/document/document';
import { suggestLabel } from '@/lib/sites/document/labels';
import { readVersionDocument } from '@/lib/sites/document/stored-version';
import { templateDocument } from '@/lib/sites/document/template';
import { fitToAllowance, pageLimitError, type PageAllowance } from '@/lib/sites/document/plan-pages';
import { mergeDocuments } from './merge-documents';

/**
 * A site's versions: the team drafts, saves and restores them. Every save is a new version;
 * nothing is overwritten, so any earlier state can come back. Putting one live is publish.ts.
 */

/** The team's operations on a site (versions and publishing) are the admin's only. */
export function requireAdminActor(actor: Actor) {
  if (actor.role !== 'admin') throw new AuthError('forbidden');
}

/** `source` of a version the site's owner made from 'Cambios rápidos' (lib/sites/quick-edits, decision 0039). */
export const CUSTOMER_SOURCE = 'customer';

type Db = ReturnType<typeof getDb>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Stores `document` as the site's next version (numbers never repeat, even under concurrent saves).
 * `createdBy` null is a version the product made itself (the first sketch, a plan change in
 * plan-pages.ts); the customer's logo choice adds one too (lib/sites/logo). `basedOn` names the
 * version it was edited from when that is not the one before it (a quick edit, decision 0039).
 */
export async function appendVersion(tx: Tx, siteId: string, document: SiteDocument, source: string, createdBy: string | null, basedOn: number | null = null) {
  // One writer at a time per site: the row lock orders concurrent saves.
  const [locked] = await tx.select({ id: sites.id }).from(sites).where(eq(sites.id, siteId)).for('update');
  if (!locked) throw new UserFacingError('Site not found', 'invalid');
  const [last] = await tx
    .select({ number: sql<number>`coalesce(max(${siteVersions.number}), 0)` })
    .from(siteVersions)
    .where(eq(siteVersions.siteId, siteId));
  const [version] = await tx
    .insert(siteVersions)
    .values({ siteId, number: Number(last?.number ?? 0) + 1, document, source, createdBy, basedOn })
    .returning({ id: siteVersions.id, number: siteVersions.number });
  await tx.update(sites).set({ updatedAt: new Date() }).where(eq(sites.id, siteId));
  return version!;
}

/** The pages the site's owner's plan allows (a trial builds Básico's; lib/billing/plans.ts). */
export async function siteAllowance(db: Pick<Tx, 'select'>, siteId: string): Promise<PageAllowance> {
  const [row] = await db
    .select({ planType: subscriptions.planType })
    .from(sites)
    .leftJoin(subscriptions, eq(subscriptions.userId, sites.userId))
    .where(eq(sites.id, siteId))
    .limit(1);
  return pageLimit(row?.planType ? { planType: row.planType } : null);
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
  requireAdminActor(actor);
  return storeDraft(submissionId, draft, { createdBy: actor.userId, onlyFirst: false });
}

/**
 * The first sketch (lib/sites/sketch): version 1 of a new site, made by no one in particular. When
 * the team already drafted one, theirs stays version 1 and nothing is added (`added` false).
 */
export async function sketchSite(submissionId: string, draft?: { document: SiteDocument; source: 'ai' }) {
  return storeDraft(submissionId, draft, { createdBy: null, onlyFirst: true });
}

async function storeDraft(
  submissionId: string,
  draft: { document: SiteDocument; source: 'ai' } | undefined,
  options: { createdBy: string | null; onlyFirst: boolean },
) {
  const db = getDb();
  const [submission] = await db.select().from(trialSubmissions).where(eq(trialSubmissions.id, submissionId)).limit(1);
  if (!submission) throw new UserFacingError('submission not found');
  const document = draft?.document ?? templateDocument(toSubmissionDetails(submission));
  const source = draft?.source ?? 'template';

  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        const [existing] = await tx.select().from(sites).where(eq(sites.submissionId, submissionId)).limit(1);
        if (existing && options.onlyFirst) {
          const [first] = await tx
            .select({ id: siteVersions.id, number: siteVersions.number, source: siteVersions.source })
            .from(siteVersions)
            .where(eq(siteVersions.siteId, existing.id))
            .orderBy(siteVersions.number)
            .limit(1);
          if (first)
            return { siteId: existing.id, label: existing.label, versionId: first.id, versionNumber: first.number, source: first.source, added: false };
        }
        const site =
          existing ??
          (
            await tx
              .insert(sites)
              .values({ submissionId, userId: submission.userId, label: await freeLabel(tx, submission.businessName) })
              .returning()
          )[0]!;
        // An AI draft with more pages than the plan has keeps the rest as drafts.
        const version = await appendVersion(tx, site.id, fitToAllowance(document, await siteAllowance(tx, site.id)), source, options.createdBy);
        return { siteId: site.id, label: site.label, versionId: version.id, versionNumber: version.number, source, added: true };
      });
    } catch (error) {
      const failure = (error as { cause?: DatabaseFailure })?.cause ?? (error as DatabaseFailure);
      if (failure?.constraint === ONE_SITE_PER_CUSTOMER) throw new UserFacingError(ALREADY_HAS_SITE, 'invalid');
      // Two drafts for the same name at once (or the sketch and the team's draft): the second
      // picks the next free label, or finds the site the first one made.
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

/**
 * Saves an edited document as the next version. Refuses a document the schema does not accept,
 * or one with more published pages than the owner's plan allows (naming the plan and its number).
 * `baseNumber` is the version the editor opened: when the owner saved quick edits since, they are
 * merged into the team's document (the team's edit winning where both changed the same thing),
 * so saving an editor opened before them does not undo them (decision 0039).
 */
export async function saveSiteVersion(actor: Actor, siteId: string, input: unknown, baseNumber?: number) {
  requireAdminActor(actor);
  const edited = parseEditedDocument(input);
  return getDb().transaction(async (tx) => {
    const newer = baseNumber === undefined ? null : await ownerEditsSince(tx, siteId, baseNumber);
    const document = newer ? parseEditedDocument(mergeDocuments(newer.base, edited, newer.newest).merged) : edited;
    const tooMany = pageLimitError(document, await siteAllowance(tx, siteId));
    if (tooMany) throw new UserFacingError(tooMany, 'invalid');
    return appendVersion(tx, siteId, document, newer ? `editor + customer's ${newer.number}` : 'editor', actor.userId, newer ? baseNumber : null);
  });
}

/** The version `baseNumber` and the newest, when a quick edit of the owner's came after it. */
async function ownerEditsSince(tx: Tx, siteId: string, baseNumber: number) {
  const rows = await tx
    .select({ number: siteVersions.number, source: siteVersions.source, document: siteVersions.document })
    .from(siteVersions)
    .where(and(eq(siteVersions.siteId, siteId), gte(siteVersions.number, baseNumber)))
    .orderBy(siteVersions.number);
  const [base, newest] = [rows[0], rows.at(-1)];
  if (!base || !newest || base.number !== baseNumber || !rows.slice(1).some((r) => r.source === CUSTOMER_SOURCE)) return null;
  return { base: readVersionDocument(base.document), newest: readVersionDocument(newest.document), number: newest.number };
}

/**
 * Brings an earlier version back as the newest one (the versions in between stay). A version from
 * a plan with more pages comes back with the pages beyond today's plan as drafts.
 */
export async function restoreSiteVersion(actor: Actor, siteId: string, number: number) {
  requireAdminActor(actor);
  return getDb().transaction(async (tx) => {
    const [old] = await tx
      .select()
      .from(siteVersions)
      .where(and(eq(siteVersions.siteId, siteId), eq(siteVersions.number, number)))
      .limit(1);
    if (!old) throw new UserFacingError('version not found');
    const document = fitToAllowance(readVersionDocument(old.document), await siteAllowance(tx, siteId));
    return appendVersion(tx, siteId, document, `restore of ${number}`, actor.userId);
  });
}
