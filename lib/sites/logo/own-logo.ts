import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { logoBriefs, siteVersions } from '@/db/schema';
import { UserFacingError } from '@/lib/actions/result';
import type { Actor } from '@/lib/auth/session';
import { resolveOwnSite } from '@/lib/customer-site/own-site';
import { getDb } from '@/lib/db/client';
import type { LogoBriefInput } from '@/lib/submissions/logo-brief';
import { ownSubmissionId } from '@/lib/sites/document/customer-photos';
import { readVersionDocument } from '@/lib/sites/document/stored-version';
import { briefOfSubmission, listLogoOptions, type LogoOption } from './logo-records';

/** 'Tu logo' in the customer's dashboard: the brief they write, the options to choose from, the choice. */

export type OwnLogo = {
  brief: LogoBriefInput | null;
  /** requested: the team is preparing options; offered: to choose; chosen: done (downloads). */
  status: 'none' | 'requested' | 'offered' | 'chosen';
  options: LogoOption[];
  chosen: LogoOption | null;
  /** Whether the live site shows the chosen logo now. */
  isOnLiveSite: boolean;
};

const NO_PROJECT = 'Primero solicita tu sitio web; luego podrás pedirnos tu logo.';
const BRIEF_CLOSED = 'Ya te enviamos las opciones de logo de este pedido: elige una abajo.';

/** The dashboard page's data, or null for an account without a project. */
export async function readOwnLogo(actor: Actor): Promise<OwnLogo | null> {
  const submissionId = await ownSubmissionId(actor);
  if (!submissionId) return null;
  const brief = await briefOfSubmission(submissionId);
  if (!brief) return { brief: null, status: 'none', options: [], chosen: null, isOnLiveSite: false };
  // The team's work in progress stays theirs until they send it.
  const options = brief.status === 'requested' ? [] : await listLogoOptions(brief.id);
  const chosen = options.find((option) => option.id === brief.chosenOptionId) ?? null;
  let isOnLiveSite = false;
  if (chosen) {
    const site = await resolveOwnSite(actor);
    if (site?.status === 'live' && site.publishedVersionId) {
      const [live] = await getDb().select({ document: siteVersions.document }).from(siteVersions).where(eq(siteVersions.id, site.publishedVersionId));
      isOnLiveSite = live ? readVersionDocument(live.document).business.logoUrl === chosen.url : false;
    }
  }
  return {
    brief: { name: brief.name, colors: brief.colors ?? undefined, style: (brief.style ?? undefined) as LogoBriefInput['style'], message: brief.message },
    status: brief.status,
    options,
    chosen,
    isOnLiveSite,
  };
}

/** Writes the brief, or rewrites it while the team has not sent options yet. */
export async function saveOwnLogoBrief(actor: Actor, input: LogoBriefInput): Promise<void> {
  const submissionId = await ownSubmissionId(actor);
  if (!submissionId) throw new UserFacingError(NO_PROJECT, 'invalid');
  const values = { name: input.name, colors: input.colors ?? null, style: input.style ?? null, message: input.message };
  const [saved] = await getDb()
    .insert(logoBriefs)
    .values({ submissionId, ...values })
    .onConflictDoUpdate({ target: logoBriefs.submissionId, set: { ...values, updatedAt: new Date() }, setWhere: sql`${logoBriefs.status} = 'requested'` })
    .returning({ id: logoBriefs.id });
  if (!saved) throw new UserFacingError(BRIEF_CLOSED, 'invalid');
}
