import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { logoBriefs, logoOptions, sites, trialSubmissions } from '@/db/schema';
import { UserFacingError } from '@/lib/actions/result';
import { isAiConfigured } from '@/lib/ai/client';
import type { Actor } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { logger } from '@/lib/logger';
import { ImageRejectedError } from '@/lib/storage/normalize-image';
import { removeStoredUrl } from '@/lib/storage/storage';
import { imageProblemText, MAX_UPLOAD_BYTES } from '@/lib/storage/upload-limits';
import { requireAdminActor } from '@/lib/sites/publish/versions';
import { generationIsStale } from './generate-logo-options';
import { toLogoPng } from './logo-image';
import { sendLogoOptionsEmail } from './logo-email';
import { addLogoOptions, listLogoOptions, MAX_LOGO_OPTIONS, siteWithBrief, storeLogoFile, type LogoOption } from './logo-records';

/** The team's side of 'Tu logo' in the admin panel (English): the brief, the options, sending them. */

export type SiteLogoView = {
  siteId: string;
  businessName: string;
  brief: { name: string; colors: string | null; style: string | null; message: string; status: 'requested' | 'offered' | 'chosen' } | null;
  options: LogoOption[];
  chosenOptionId: string | null;
  isGenerating: boolean;
  /** The last run's failure, or a run that never finished (its instance stopped). */
  problem: string | null;
  canGenerate: boolean;
  max: number;
};

async function requireBrief(actor: Actor, siteId: string) {
  requireAdminActor(actor);
  const row = await siteWithBrief(siteId);
  if (!row) throw new UserFacingError('site not found');
  if (!row.brief) throw new UserFacingError('The customer has not sent a logo brief yet.', 'invalid');
  return { site: row.site, brief: row.brief };
}

function requireRequested(brief: { status: string }) {
  if (brief.status !== 'requested') throw new UserFacingError('The options were already sent to the customer.', 'invalid');
}

export async function readSiteLogo(actor: Actor, siteId: string): Promise<SiteLogoView | null> {
  requireAdminActor(actor);
  const row = await siteWithBrief(siteId);
  if (!row) return null;
  const [project] = await getDb()
    .select({ businessName: trialSubmissions.businessName })
    .from(trialSubmissions)
    .where(eq(trialSubmissions.id, row.site.submissionId));
  const brief = row.brief;
  const started = brief?.generationStartedAt ?? null;
  const stale = started !== null && generationIsStale(started);
  return {
    siteId,
    businessName: project?.businessName ?? row.site.label,
    brief: brief && { name: brief.name, colors: brief.colors, style: brief.style, message: brief.message, status: brief.status },
    options: brief ? await listLogoOptions(brief.id) : [],
    chosenOptionId: brief?.chosenOptionId ?? null,
    isGenerating: started !== null && !stale,
    problem: stale ? 'The last generation did not finish (its server stopped). Start it again, or upload options.' : (brief?.generationError ?? null),
    canGenerate: isAiConfigured(),
    max: MAX_LOGO_OPTIONS,
  };
}

/** The sites among `siteIds` whose customer's logo brief waits for the team (the Sites tab marks them). */
export async function sitesAwaitingLogo(actor: Actor, siteIds: string[]): Promise<Set<string>> {
  requireAdminActor(actor);
  if (siteIds.length === 0) return new Set();
  const rows = await getDb()
    .select({ siteId: sites.id })
    .from(sites)
    .innerJoin(logoBriefs, eq(logoBriefs.submissionId, sites.submissionId))
    .where(and(inArray(sites.id, siteIds), eq(logoBriefs.status, 'requested')));
  return new Set(rows.map((row) => row.siteId));
}

/** An option the team made elsewhere: checked by its bytes and re-encoded like every upload. */
export async function uploadLogoOption(actor: Actor, input: { siteId: string; file: File }): Promise<LogoOption> {
  const { brief } = await requireBrief(actor, input.siteId);
  requireRequested(brief);
  if (input.file.size > MAX_UPLOAD_BYTES) throw new UserFacingError(imageProblemText('too-large'), 'invalid');
  let logo;
  try {
    logo = await toLogoPng(Buffer.from(await input.file.arrayBuffer()));
  } catch (error) {
    if (error instanceof ImageRejectedError) throw new UserFacingError(imageProblemText(error.problem), 'invalid');
    throw error;
  }
  const url = await storeLogoFile(brief.submissionId, logo);
  const [added] = await addLogoOptions(brief.id, [{ url, logo }], 'upload');
  if (!added) {
    await removeStoredUrl(url);
    throw new UserFacingError(`There are ${MAX_LOGO_OPTIONS} options already: remove one first.`, 'invalid');
  }
  return added;
}

/** Drops an option the team does not want to offer (file included: no version shows it yet). */
export async function removeLogoOption(actor: Actor, input: { siteId: string; optionId: string }): Promise<void> {
  const { brief } = await requireBrief(actor, input.siteId);
  requireRequested(brief);
  const [removed] = await getDb()
    .delete(logoOptions)
    .where(and(eq(logoOptions.id, input.optionId), eq(logoOptions.briefId, brief.id)))
    .returning({ url: logoOptions.url });
  if (!removed) throw new UserFacingError('That option is gone already.', 'invalid');
  await removeStoredUrl(removed.url);
}

/** 'Send options to customer': they appear in the dashboard and the customer gets an e-mail. */
export async function offerLogoOptions(actor: Actor, siteId: string): Promise<{ count: number }> {
  const { brief } = await requireBrief(actor, siteId);
  requireRequested(brief);
  const options = await listLogoOptions(brief.id);
  if (options.length === 0) throw new UserFacingError('Generate or upload at least one option first.', 'invalid');
  const [offered] = await getDb()
    .update(logoBriefs)
    .set({ status: 'offered', offeredAt: new Date(), updatedAt: new Date() })
    .where(and(eq(logoBriefs.id, brief.id), eq(logoBriefs.status, 'requested')))
    .returning({ id: logoBriefs.id });
  if (!offered) throw new UserFacingError('The options were already sent to the customer.', 'invalid');
  const [project] = await getDb()
    .select({ email: trialSubmissions.email, businessName: trialSubmissions.businessName })
    .from(trialSubmissions)
    .where(eq(trialSubmissions.id, brief.submissionId));
  if (project) {
    await sendLogoOptionsEmail({ ...project, count: options.length }).catch((err: unknown) =>
      // The options are in the dashboard either way; the team sees the failure in the logs.
      logger.error({ err, briefId: brief.id }, 'logo options e-mail not sent'),
    );
  }
  return { count: options.length };
}
