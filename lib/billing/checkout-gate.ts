import 'server-only';
import { eq } from 'drizzle-orm';
import { sites, trialSubmissions } from '@/db/schema';
import { getDb } from '@/lib/db/client';

/**
 * Where the customer's site stands, as far as paying is concerned. "Solo pagas cuando lo
 * apruebas": a customer with a project pays only for a site they have seen and approved.
 * - no_project: an account without a project (the spec's plan buttons work as they always did);
 * - building: the team has not sent the preview yet;
 * - in_review: the preview was sent ('Send preview to client'), not approved yet;
 * - approved: 'Aprobar y activar' was pressed, or the site has been published before (a customer
 *   coming back after a cancellation, or a site hosted elsewhere that the team published), or
 *   the preview is one hosted elsewhere;
 * - removed: the site was removed after a lapse in its first year: there is nothing to pay for.
 */
export type SiteStage = 'no_project' | 'building' | 'in_review' | 'approved' | 'removed';

/** The order in which one of several projects decides: the furthest along wins. */
const RANK: Record<SiteStage, number> = { no_project: 0, removed: 1, building: 2, in_review: 3, approved: 4 };

export async function readSiteStage(userId: string): Promise<SiteStage> {
  const rows = await getDb()
    .select({
      publishedUrl: trialSubmissions.publishedUrl,
      previewUrl: trialSubmissions.previewUrl,
      siteStatus: sites.status,
      previewToken: sites.previewToken,
      approvedVersionId: sites.approvedVersionId,
      publishedVersionId: sites.publishedVersionId,
    })
    .from(trialSubmissions)
    .leftJoin(sites, eq(sites.submissionId, trialSubmissions.id))
    .where(eq(trialSubmissions.userId, userId));
  let stage: SiteStage = 'no_project';
  for (const row of rows) {
    // An approval counts once the preview was sent: a version nobody showed the customer is
    // not one they have seen, whatever was recorded.
    const seen = row.previewToken !== null;
    // A preview the team hosts elsewhere (a link typed in the panel) has no version of ours to
    // approve: once the customer has it, 'Aprobar y activar' leads straight to the plans.
    const seenElsewhere = row.siteStatus === null && row.previewUrl !== null;
    const here: SiteStage =
      row.siteStatus === 'removed'
        ? 'removed'
        : row.publishedVersionId || row.publishedUrl || (seen && row.approvedVersionId) || seenElsewhere
          ? 'approved'
          : seen
            ? 'in_review'
            : 'building';
    if (RANK[here] > RANK[stage]) stage = here;
  }
  return stage;
}

/**
 * Why the plan buttons are not open yet, in the customer's words; null when they are. The same
 * sentence is the line under the inactive buttons and the refusal of a checkout opened anyway.
 */
export const CHECKOUT_CLOSED: Record<SiteStage, string | null> = {
  no_project: null,
  approved: null,
  building: 'Podrás elegir tu plan cuando te enviemos la vista previa de tu sitio y la apruebes con «Aprobar y activar»: así solo pagas por lo que ya viste.',
  in_review: 'Primero revisa tu sitio y apruébalo con «Aprobar y activar»: así solo pagas por lo que ya viste.',
  removed: 'Tu sitio anterior fue eliminado. Escríbenos y preparamos uno nuevo: podrás elegir tu plan cuando lo apruebes.',
};

/** CHECKOUT_CLOSED for one customer. */
export async function readCheckoutClosedReason(userId: string): Promise<string | null> {
  return CHECKOUT_CLOSED[await readSiteStage(userId)];
}
