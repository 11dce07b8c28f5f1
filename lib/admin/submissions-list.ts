import 'server-only';
import { type SubmissionStatus, type SiteStatus } from '@/db/enums';
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { messages, subscriptions, trialSubmissions, user } from '@/db/schema';
import { AuthError, type Actor } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { listConversations } from '@/lib/messages/admin-queries';
import { planLabel, subscriptionStatusBadges, trialDaysRemaining, type SubscriptionStatus } from '@/lib/billing/present';
import { limaDateKey } from '@/lib/jobs/lima-time';
import { formatAdminDate, formatAdminDateTime } from '@/lib/utils/admin-dates';
import { toSubmissionDetails } from '@/lib/submissions/details';
import { deliveryState, estimateState } from '@/lib/submissions/delivery';
import { currentDueOnSql, isUndeliveredSql } from '@/lib/submissions/delivery-sql';
import { domainsForSites, type SiteDomainView } from '@/lib/sites/domains/domains';
import { sitesForSubmissions, type SiteSummary } from '@/lib/sites/queries';
import { revisionsForSites, type RevisionItem } from '@/lib/sites/publish/revisions';
import { SUBMISSIONS_PAGE_SIZE, type SubmissionListQuery } from '@/lib/submissions/schemas';
import type { ConversationMessage } from '@/lib/messages/admin-schemas';
import type { BadgeVariant } from '@/lib/billing/present';
import type { DeliveryState } from '@/lib/submissions/delivery';
import type { SubmissionDetails } from '@/lib/submissions/details';

/** `%` and `_` typed by the admin are searched literally, not as wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filters(query: SubmissionListQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(trialSubmissions.status, query.status));
  if (query.kind) conditions.push(eq(trialSubmissions.isQuoteRequest, query.kind === 'quote'));
  if (query.q) {
    const pattern = likePattern(query.q);
    const match = or(ilike(trialSubmissions.businessName, pattern), ilike(trialSubmissions.email, pattern));
    if (match) conditions.push(match);
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** The page's rows alone, then the joins for just those rows: the joins never touch the whole table. */
async function pageRows(where: SQL | undefined, page: number) {
  const db = getDb();
  const today = limaDateKey(new Date());
  const slice = db
    .select({
      id: trialSubmissions.id,
      userId: trialSubmissions.userId,
      businessName: trialSubmissions.businessName,
      businessType: trialSubmissions.businessType,
      industry: trialSubmissions.industry,
      email: trialSubmissions.email,
      emailIsPublic: trialSubmissions.emailIsPublic,
      phone: trialSubmissions.phone,
      isQuoteRequest: trialSubmissions.isQuoteRequest,
      targetLocation: trialSubmissions.targetLocation,
      openingHours: trialSubmissions.openingHours,
      websiteUrl: trialSubmissions.websiteUrl,
      googleBusinessUrl: trialSubmissions.googleBusinessUrl,
      mainGoal: trialSubmissions.mainGoal,
      targetAudience: trialSubmissions.targetAudience,
      preferredStyle: trialSubmissions.preferredStyle,
      copyTone: trialSubmissions.copyTone,
      colorPreferences: trialSubmissions.colorPreferences,
      exampleWebsites: trialSubmissions.exampleWebsites,
      seoKeywords: trialSubmissions.seoKeywords,
      additionalInfo: trialSubmissions.additionalInfo,
      referenceImageUrl: trialSubmissions.referenceImageUrl,
      previewUrl: trialSubmissions.previewUrl,
      publishedUrl: trialSubmissions.publishedUrl,
      status: trialSubmissions.status,
      createdAt: trialSubmissions.createdAt,
      dueOn: trialSubmissions.dueOn,
      revisedDueOn: trialSubmissions.revisedDueOn,
      firstTeamMessageAt: sql<
        string | null
      >`(select min(${messages.createdAt}) from ${messages} where ${messages.recipientId} = ${trialSubmissions.userId})`.as('first_team_message_at'),
      // Open projects past their date come first, then those due today (issue 14), then the newest; a sent preview is delivered (issue 23).
      urgency:
        sql<number>`(case when not ${isUndeliveredSql} or ${currentDueOnSql} is null then 2 when ${currentDueOnSql} < ${today}::date then 0 when ${currentDueOnSql} = ${today}::date then 1 else 2 end)`.as(
          'urgency',
        ),
      // The prompt itself (often several KB) stays out of the list; the viewer loads it on demand.
      hasPrompt: sql<boolean>`(${trialSubmissions.generatedPrompt} is not null)`.as('has_prompt'),
    })
    .from(trialSubmissions)
    .where(where)
    .orderBy(sql`urgency`, desc(trialSubmissions.createdAt), desc(trialSubmissions.id))
    .limit(SUBMISSIONS_PAGE_SIZE)
    .offset((page - 1) * SUBMISSIONS_PAGE_SIZE)
    .as('page');
  // Selecting everything from a join gives one object per source: { page, user, subscriptions }.
  return db
    .select()
    .from(slice)
    .leftJoin(user, eq(user.id, slice.userId))
    .leftJoin(subscriptions, eq(subscriptions.userId, slice.userId))
    .orderBy(slice.urgency, desc(slice.createdAt), desc(slice.id));
}

export type AdminSubmission = SubmissionDetails & {
  id: string;
  hasPrompt: boolean;
  isQuoteRequest: boolean;
  previewUrl: string | null;
  publishedUrl: string | null;
  status: SubmissionStatus;
  hasCustomer: boolean;
  /** Every message between the team and this submission's customer, oldest first. */
  conversation: ConversationMessage[];
  submittedAt: string;
  profile: { fullName: string; email: string; phone: string | null; updatedAt: string } | null;
  subscription: {
    plan: string;
    status: string;
    statusBadge: BadgeVariant;
    trialDaysRemaining: number | null;
    /** A trial whose 5 days wait for the first preview. */
    trialNotStarted: boolean;
    nextRenewal: string | null;
  } | null;
  /**
   * The delivery date (the team's new one once set, issue 23) and where the project stands against
   * it (issue 14); `promisedOn` is the first promise when the date was moved.
   */
  delivery: { dueOn: string; promisedOn: string | null; dueOnKey: string; state: DeliveryState } | null;
  /** The spec's estimate e-mailed within 2 hours: sent (the team wrote), waiting, or late. */
  estimate: 'sent' | 'waiting' | 'late' | null;
  /** The website Vitrina hosts for this project, once drafted. */
  site: {
    siteId: string;
    label: string;
    url: string;
    status: SiteStatus;
    latestVersion: number;
    publishedVersion: number | null;
    publishedAt: string | null;
    revisions: { id: string; sectionLabel: string; message: string; status: 'pendiente' | 'hecho'; requestedAt: string }[];
    /** The customer's own domain, if one was named (issue 14). */
    domain: SiteDomainView | null;
  } | null;
};

export type AdminSubmissionPage = {
  items: AdminSubmission[];
  total: number;
  page: number;
  pageCount: number;
  query: SubmissionListQuery;
};

/** One page of submissions, newest first, with each customer's profile and subscription. */
export async function listSubmissionsForAdmin(actor: Actor, query: SubmissionListQuery): Promise<AdminSubmissionPage> {
  if (actor.role !== 'admin') throw new AuthError('forbidden');
  const where = filters(query);
  // Count and page at once; only a page past the end (an old link) needs a second look.
  const [[counted], requested] = await Promise.all([getDb().select({ total: count() }).from(trialSubmissions).where(where), pageRows(where, query.page)]);
  const total = counted?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / SUBMISSIONS_PAGE_SIZE));
  const page = Math.min(query.page, pageCount);
  const rows = page === query.page ? requested : await pageRows(where, page);

  const customerIds = [...new Set(rows.flatMap(({ page: s }) => (s.userId ? [s.userId] : [])))];
  const conversations = await listConversations(actor, customerIds);
  const now = new Date();
  const siteOf = await sitesForSubmissions(
    actor,
    rows.map((r) => r.page.id),
  );
  const siteIds = [...siteOf.values()].map((site) => site.siteId);
  const [revisionsOf, domainOf] = await Promise.all([revisionsForSites(actor, siteIds), domainsForSites(actor, siteIds)]);
  const items = rows.map(({ page: s, user: profile, subscriptions: subscription }): AdminSubmission => ({
    id: s.id,
    ...toSubmissionDetails(s),
    hasPrompt: Boolean(s.hasPrompt),
    isQuoteRequest: s.isQuoteRequest,
    previewUrl: s.previewUrl,
    publishedUrl: s.publishedUrl,
    status: s.status,
    hasCustomer: Boolean(s.userId),
    conversation: (s.userId && conversations.get(s.userId)) || [],
    submittedAt: formatAdminDateTime(s.createdAt),
    delivery: deliveryFields(s, now),
    estimate: s.userId ? estimateState(s.createdAt, s.firstTeamMessageAt ? new Date(s.firstTeamMessageAt) : null, now) : null,
    profile: profile?.email ? { fullName: profile.name, email: profile.email, phone: profile.phone, updatedAt: formatAdminDateTime(profile.updatedAt) } : null,
    subscription: subscription?.status
      ? {
          plan: planLabel(subscription.planType, 'admin'),
          status: subscription.status,
          statusBadge: subscriptionStatusBadges[subscription.status as SubscriptionStatus],
          trialDaysRemaining: subscription.status === 'trial' ? trialDaysRemaining(subscription.trialEndDate, now) : null,
          trialNotStarted: subscription.status === 'trial' && !subscription.trialEndDate,
          nextRenewal: subscription.status === 'active' && subscription.currentPeriodEnd ? formatAdminDate(subscription.currentPeriodEnd) : null,
        }
      : null,
    site: siteFields(siteOf.get(s.id), revisionsOf, domainOf),
  }));
  return { items, total, page, pageCount, query: { ...query, page } };
}

function deliveryFields(
  s: { dueOn: string | null; revisedDueOn: string | null; status: string; previewUrl: string | null },
  now: Date,
): AdminSubmission['delivery'] {
  if (!s.dueOn) return null;
  const day = (key: string) => formatAdminDate(new Date(`${key}T17:00:00Z`));
  const state = deliveryState({ ...s, previewSent: s.previewUrl !== null }, now);
  return { dueOn: day(s.revisedDueOn ?? s.dueOn), promisedOn: s.revisedDueOn ? day(s.dueOn) : null, dueOnKey: s.revisedDueOn ?? s.dueOn, state };
}

function siteFields(site: SiteSummary | undefined, revisionsOf: Map<string, RevisionItem[]>, domainOf: Map<string, SiteDomainView>): AdminSubmission['site'] {
  if (!site) return null;
  const { siteId, label, url, status, latestVersion, publishedVersion, publishedAt } = site;
  return {
    siteId,
    label,
    url,
    status,
    latestVersion,
    publishedVersion,
    publishedAt: publishedAt ? formatAdminDateTime(publishedAt) : null,
    revisions: revisionsOf.get(siteId) ?? [],
    domain: domainOf.get(siteId) ?? null,
  };
}
