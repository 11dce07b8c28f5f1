import 'server-only';
import { eq } from 'drizzle-orm';
import { sites, subscriptions } from '@/db/schema';
import type { Actor } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { formatDateEsPe } from '@/lib/billing/present';
import { addDays, canDownloadSite, FIRST_YEAR_DAYS } from '@/lib/customer-site/lifecycle-rules';
import { resolveOwnSite } from '@/lib/customer-site/own-site';

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

/** The actor's own site (the one in use, else their removed one) and its place in the lifecycle. */
export async function getSiteLifecycle(
  actor: Actor,
  now: Date = new Date(),
  siteId?: string,
): Promise<{ site: OwnSiteFacts | null; download: SiteDownloadView | null }> {
  const own = await resolveOwnSite(actor, siteId, { includeRemoved: true });
  if (!own) return { site: null, download: null };
  const [subscription] = await getDb()
    .select({ firstActivatedAt: subscriptions.firstActivatedAt })
    .from(subscriptions)
    .where(eq(subscriptions.userId, actor.userId))
    .limit(1);
  const row = { ...own, firstActivatedAt: subscription?.firstActivatedAt ?? null };
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
