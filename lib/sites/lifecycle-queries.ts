import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { sites, subscriptions, trialSubmissions } from '@/db/schema';
import type { Actor } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { formatDateEsPe } from '@/lib/subscriptions/present';
import { addDays, canDownloadSite, FIRST_YEAR_DAYS, offlineDate } from './lifecycle-rules';

/** What the dashboard shows of the terms' lifecycle, as plain values. */
export type SiteLifecycleView = {
  /** The grace period's banner: the date the site goes offline and what happens then. */
  grace: { offlineOn: string; isRemoval: boolean; isOffline: boolean } | null;
  /** 'Descargar mi sitio': available now, or the date it will be. */
  download: { isAvailable: boolean; availableOn: string | null } | null;
};

/** The actor's own site's place in the lifecycle (their newest project's site). */
export async function getSiteLifecycle(actor: Actor, now: Date = new Date()): Promise<SiteLifecycleView> {
  const [row] = await getDb()
    .select({ status: sites.status, lapsedAt: sites.lapsedAt, publishedVersionId: sites.publishedVersionId, firstActivatedAt: subscriptions.firstActivatedAt })
    .from(sites)
    .innerJoin(trialSubmissions, eq(trialSubmissions.id, sites.submissionId))
    .leftJoin(subscriptions, eq(subscriptions.userId, trialSubmissions.userId))
    .where(eq(trialSubmissions.userId, actor.userId))
    .orderBy(desc(trialSubmissions.createdAt))
    .limit(1);
  if (!row || row.status === 'removed') return { grace: null, download: null };
  const firstActivatedAt = row.firstActivatedAt;
  const grace =
    row.lapsedAt && (row.status === 'live' || row.status === 'suspended')
      ? {
          offlineOn: formatDateEsPe(offlineDate(row.lapsedAt)),
          isRemoval: firstActivatedAt !== null && row.lapsedAt < addDays(firstActivatedAt, FIRST_YEAR_DAYS),
          isOffline: row.status === 'suspended',
        }
      : null;
  const download =
    row.publishedVersionId && firstActivatedAt
      ? { isAvailable: canDownloadSite(firstActivatedAt, now), availableOn: formatDateEsPe(addDays(firstActivatedAt, FIRST_YEAR_DAYS)) }
      : null;
  return { grace, download };
}
