import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { sites, subscriptions, trialSubmissions } from '@/db/schema';
import type { Actor } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { formatDateEsPe } from '@/lib/subscriptions/present';
import { addDays, canDownloadSite, FIRST_YEAR_DAYS } from './lifecycle-rules';

/** The facts of the customer's own site that decide what the dashboard says about it (lib/dashboard/customer-state.ts). */
export type OwnSiteFacts = {
  status: (typeof sites.$inferSelect)['status'];
  isPublished: boolean;
  isApproved: boolean;
  lapsedAt: Date | null;
  removedAt: Date | null;
};

/** 'Descargar mi sitio': available now, or the date it will be. */
export type SiteDownloadView = { isAvailable: boolean; availableOn: string | null };

/** The actor's own site (their newest project's) and its place in the lifecycle. */
export async function getSiteLifecycle(actor: Actor, now: Date = new Date()): Promise<{ site: OwnSiteFacts | null; download: SiteDownloadView | null }> {
  const [row] = await getDb()
    .select({
      status: sites.status,
      lapsedAt: sites.lapsedAt,
      removedAt: sites.removedAt,
      approvedVersionId: sites.approvedVersionId,
      publishedVersionId: sites.publishedVersionId,
      firstActivatedAt: subscriptions.firstActivatedAt,
    })
    .from(sites)
    .innerJoin(trialSubmissions, eq(trialSubmissions.id, sites.submissionId))
    .leftJoin(subscriptions, eq(subscriptions.userId, trialSubmissions.userId))
    .where(eq(trialSubmissions.userId, actor.userId))
    .orderBy(desc(trialSubmissions.createdAt))
    .limit(1);
  if (!row) return { site: null, download: null };
  const site = {
    status: row.status,
    isPublished: row.publishedVersionId !== null,
    isApproved: row.approvedVersionId !== null,
    lapsedAt: row.lapsedAt,
    removedAt: row.removedAt,
  };
  const firstActivatedAt = row.firstActivatedAt;
  const download =
    row.status !== 'removed' && row.publishedVersionId && firstActivatedAt
      ? { isAvailable: canDownloadSite(firstActivatedAt, now), availableOn: formatDateEsPe(addDays(firstActivatedAt, FIRST_YEAR_DAYS)) }
      : null;
  return { site, download };
}
