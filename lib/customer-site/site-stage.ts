import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { trialSubmissions } from '@/db/schema';
import { getDb } from '@/lib/db/client';
import { resolveOwnSite, type OwnSite, type SiteOwner } from './own-site';

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

function stageOf(site: OwnSite, publishedUrl: string | null): SiteStage {
  if (site.status === 'removed') return 'removed';
  // An approval counts once the preview was sent: a version nobody showed the customer is not
  // one they have seen, whatever was recorded.
  const seen = site.previewToken !== null;
  if (site.publishedVersionId || publishedUrl || (seen && site.approvedVersionId)) return 'approved';
  return seen ? 'in_review' : 'building';
}

/**
 * The stage of the owner's site (the one in use, else a removed one), or of their project while
 * it has no site of ours yet.
 */
export async function readSiteStage(owner: SiteOwner): Promise<SiteStage> {
  const site = await resolveOwnSite(owner, null, { includeRemoved: true });
  const [project] = await getDb()
    .select({ publishedUrl: trialSubmissions.publishedUrl, previewUrl: trialSubmissions.previewUrl })
    .from(trialSubmissions)
    .where(site ? eq(trialSubmissions.id, site.submissionId) : eq(trialSubmissions.userId, owner.userId))
    .orderBy(desc(trialSubmissions.createdAt))
    .limit(1);
  if (site) return stageOf(site, project?.publishedUrl ?? null);
  if (!project) return 'no_project';
  // A preview the team hosts elsewhere (a link typed in the panel) has no version of ours to
  // approve: once the customer has it, 'Aprobar y activar' leads straight to the plans.
  return project.publishedUrl || project.previewUrl ? 'approved' : 'building';
}
