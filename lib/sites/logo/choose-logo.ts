import 'server-only';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { logoBriefs, logoOptions, sites, siteVersions } from '@/db/schema';
import { UserFacingError } from '@/lib/actions/result';
import type { Actor } from '@/lib/auth/session';
import { resolveOwnSite } from '@/lib/customer-site/own-site';
import { getDb } from '@/lib/db/client';
import { logger } from '@/lib/logger';
import { readVersionDocument } from '@/lib/sites/document/stored-version';
import { appendVersion } from '@/lib/sites/publish/versions';
import { revalidateSite } from '@/lib/sites/serve/cache';

const NOT_AN_OPTION = 'Esa opción ya no está disponible. Recarga la página y elige otra.';

/**
 * 'Elegir este logo': the option becomes the site's logo in a new version of its document. The
 * version takes the place of the one the customer sees where that one was the newest: live on
 * the site (visitors see the logo at once), or the preview under review. A newer draft of the
 * team's is never published by it; the logo then goes live with the team's next publish.
 */
export async function chooseOwnLogo(actor: Actor, optionId: string): Promise<{ isLive: boolean }> {
  const site = await resolveOwnSite(actor);
  if (!site) throw new UserFacingError(NOT_AN_OPTION, 'invalid');
  const result = await getDb().transaction(async (tx) => {
    // The option must be one of the options sent for this customer's own site.
    const [option] = await tx
      .select({ id: logoOptions.id, url: logoOptions.url, briefId: logoBriefs.id })
      .from(logoOptions)
      .innerJoin(logoBriefs, eq(logoBriefs.id, logoOptions.briefId))
      .where(and(eq(logoOptions.id, optionId), eq(logoBriefs.submissionId, site.submissionId), inArray(logoBriefs.status, ['offered', 'chosen'])))
      .for('update', { of: logoBriefs });
    if (!option) return null;
    const [current] = await tx.select().from(sites).where(eq(sites.id, site.id)).for('update');
    const [latest] = await tx.select().from(siteVersions).where(eq(siteVersions.siteId, site.id)).orderBy(desc(siteVersions.number)).limit(1);
    if (!current || !latest) throw new UserFacingError('Tu sitio todavía no tiene una versión: te avisaremos cuando esté listo.', 'invalid');
    await tx
      .update(logoBriefs)
      .set({ status: 'chosen', chosenOptionId: option.id, chosenAt: new Date(), updatedAt: new Date() })
      .where(eq(logoBriefs.id, option.briefId));

    const document = readVersionDocument(latest.document);
    if (document.business.logoUrl === option.url)
      return { label: current.label, isLive: current.publishedVersionId === latest.id && current.status === 'live' };
    const version = await appendVersion(tx, site.id, { ...document, business: { ...document.business, logoUrl: option.url } }, 'logo choice', actor.userId);
    const isLive = current.status === 'live' && current.publishedVersionId === latest.id;
    await tx
      .update(sites)
      .set({
        updatedAt: new Date(),
        ...(isLive ? { publishedVersionId: version.id, publishedAt: new Date() } : {}),
        ...(current.status === 'in_review' && current.previewVersionId === latest.id ? { previewVersionId: version.id } : {}),
        ...(current.approvedVersionId === latest.id ? { approvedVersionId: version.id } : {}),
      })
      .where(eq(sites.id, site.id));
    return { label: current.label, isLive };
  });
  if (!result) throw new UserFacingError(NOT_AN_OPTION, 'invalid');
  if (result.isLive) revalidateSite(result.label);
  logger.info({ userId: actor.userId, siteId: site.id, optionId }, 'customer chose a logo');
  return { isLive: result.isLive };
}
