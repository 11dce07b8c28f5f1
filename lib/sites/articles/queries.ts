import 'server-only';
import { and, eq, type SQL } from 'drizzle-orm';
import { sites, siteVersions, subscriptions, trialSubmissions, user } from '@/db/schema';
import type { StoredPlan } from '@/lib/billing/plans';
import { getDb } from '@/lib/db/client';
import { limaDateKey } from '@/lib/jobs/lima-time';

/**
 * The Growth plan's monthly SEO article (issue 14): once a month the article generator drafts one
 * for each Growth customer's live site from the site's keywords; the team reviews it in the panel
 * ('Customer articles'); once approved it is published on the site's own blog, feed and sitemap.
 *
 * This file: the Growth sites an article is owed to, shared by the drafting job (draft.ts) and the
 * team's review (review.ts); what visitors read is published.ts.
 */

export const limaMonthKey = (at: Date) => limaDateKey(at).slice(0, 7);

/** Live sites of customers paying the Growth plan, with what an article is written from. */
export function growthSites(extra?: SQL) {
  return getDb()
    .select({
      siteId: sites.id,
      label: sites.label,
      businessName: trialSubmissions.businessName,
      keywords: trialSubmissions.seoKeywords,
      ownerEmail: user.email,
      document: siteVersions.document,
      firstPublishedAt: sites.firstPublishedAt,
    })
    .from(sites)
    .innerJoin(trialSubmissions, eq(trialSubmissions.id, sites.submissionId))
    .innerJoin(user, eq(user.id, trialSubmissions.userId))
    .innerJoin(subscriptions, eq(subscriptions.userId, trialSubmissions.userId))
    .innerJoin(siteVersions, eq(siteVersions.id, sites.publishedVersionId))
    .where(and(eq(sites.status, 'live'), eq(subscriptions.status, 'active'), eq(subscriptions.planType, 'growth' satisfies StoredPlan), extra))
    .$dynamic();
}
