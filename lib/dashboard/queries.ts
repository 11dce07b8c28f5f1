import 'server-only';
import { desc, eq } from 'drizzle-orm';
import type { PlanPrices } from '@/content/plans';
import { messages, subscriptions, user } from '@/db/schema';
import type { Actor } from '@/lib/auth/session';
import { readCheckoutClosedReason } from '@/lib/billing/checkout-gate';
import { getBillingProvider } from '@/lib/billing/get-provider';
import { currentPriceStep } from '@/lib/billing/launch-price';
import { planPriceLabels } from '@/lib/billing/price-ladder';
import { getConfig } from '@/lib/config';
import { getDb } from '@/lib/db/client';
import { formatSoles } from '@/lib/receipts/amounts';
import { getBillingDetails } from '@/lib/billing/billing-details';
import type { BillingDetails } from '@/lib/billing/billing-details-schema';
import { receiptKindLabels, receiptStatusLabels } from '@/lib/receipts/present';
import { listCustomerReceipts } from '@/lib/receipts/queries';
import {
  formatDateEsPe,
  planLabel,
  subscriptionStatusBadges,
  subscriptionStatusLabels,
  type BadgeVariant,
  type SubscriptionStatus,
} from '@/lib/billing/present';
import { readCancelConsequences } from '@/lib/billing/queries';
import { listOwnPhotos, type OwnPhotos } from '@/lib/sites/document/customer-photos';
import { getOwnDomainSettings, type OwnDomainSettings } from '@/lib/sites/domains/domains';
import { listOwnSiteLeads, type SiteLeadView } from '@/lib/sites/traffic/leads';
import { getOwnSiteVisits, type SiteVisits } from '@/lib/sites/traffic/visits';
import { getSiteLifecycle, type SiteDownloadView } from '@/lib/sites/lifecycle/lifecycle-queries';
import { ownPreviewPath } from '@/lib/sites/publish/preview';
import { customerDeliveryLine } from '@/lib/submissions/delivery';
import { findLatestSubmission } from '@/lib/submissions/queries';
import { getCustomerSiteReview, type RevisionItem, type SectionChoice } from '@/lib/sites/publish/revisions';
import { getOwnSiteAvailability, type SiteAvailabilityView } from '@/lib/uptime/queries';
import { getOwnFirstSketch, SKETCH_PATH, type OwnSketch } from '@/lib/sites/sketch/own-sketch';
import { formatLimaDateTime } from '@/lib/utils/lima-dates';
import { customerState, type CustomerStage, type GraceView } from './customer-state';
import { safeExternalUrl } from './present';
import type { SubmissionStatus } from '@/db/enums';

/** The newest messages shown; older ones stay in the database (and in the data export). */
const MESSAGES_SHOWN = 50;

/** Everything /dashboard shows, as plain values for client components. */
export type CustomerDashboard = {
  profile: { name: string; email: string; phone: string | null };
  isAdmin: boolean;
  paymentsEnabled: boolean;
  billingDetails: BillingDetails | null;
  /** Receipts are issued: checkout asks for the billing details first. */
  receiptsEnabled: boolean;
  receipts: {
    id: string;
    number: string;
    kindLabel: string;
    statusLabel: string;
    amount: string;
    paidOn: string;
    pdfUrl: string | null;
    xmlUrl: string | null;
  }[];
  project: {
    businessName: string;
    status: SubmissionStatus;
    /** Where the customer stands (customer-state.ts): the badge, the status line and what the card offers follow it. */
    stage: CustomerStage;
    statusLabel: string;
    statusBadge: BadgeVariant;
    statusLine: string;
    requestedOn: string;
    /** 'Fecha estimada de entrega', or the delay and the new date once it passed (issue 23); null once delivered. */
    deliveryLine: string | null;
    /** Where the site is published; only while it is online. */
    liveUrl: string | null;
    /** The preview to review; only while there is one to review (not once live, nor after a removal). */
    previewUrl: string | null;
    /** The preview's path when it is the site engine's own private preview, which the dashboard embeds. */
    previewEmbedPath: string | null;
    /** The line under the preview's title. */
    previewNote: string | null;
    canApprove: boolean;
    /** 'Tu primer boceto' (decision 0038), while the team builds and no preview was sent yet. */
    firstSketch: (OwnSketch & { embedPath: string }) | null;
  } | null;
  subscription: {
    status: SubscriptionStatus;
    statusLabel: string;
    statusBadge: BadgeVariant;
    planLabel: string;
    /** Only during the trial, once its clock started. */
    trialDaysRemaining: number | null;
    trialEndsOn: string | null;
    /** During the trial, before its clock started: when it starts. */
    trialNotice: string | null;
    /** Above the plan buttons when there is no paid plan: what choosing one does now. */
    planHint: string | null;
    /** Only when active (spec section 4). */
    renewsOn: string | null;
    cancelAtPeriodEnd: boolean;
    hasProviderCustomer: boolean;
    /** The provider can also take each month through a payment link (Yape and others). */
    offersPaymentLinks: boolean;
    /** The provider's own portal can undo a cancellation; without one, the customer subscribes again after the end. */
    canUndoCancellation: boolean;
    /** Pays each month through an e-mailed payment link rather than a card subscription. */
    paysByLink: boolean;
    /** 'Cambiar tarjeta' on our own page (a provider without a portal, a card subscription that renews). */
    canReplaceCard: boolean;
    /** What each plan costs this customer: the launch step of their first checkout, or today's. */
    planPrices: PlanPrices;
    /** Why the plan buttons are not open yet (no preview seen and approved); null when they are. */
    checkoutClosedReason: string | null;
    /** The cancel dialog's sentences: what cancelling really does; null when there is nothing to cancel. */
    cancelConsequences: string[] | null;
  } | null;
  messages: { id: string; subject: string; message: string; sentAt: string; isUnread: boolean }[];
  /** The sections of the site and the changes asked for so far, while the customer can ask for changes. */
  siteReview: { sections: SectionChoice[]; requests: RevisionItem[] } | null;
  /** 'Tu dominio', once the site is published. */
  siteDomain: OwnDomainSettings | null;
  /** 'Mensajes de tu web': what visitors sent through the site's form, once the customer has a site. */
  siteLeads: { leads: SiteLeadView[]; unread: number } | null;
  /** The last 30 days of the published site's visits and contact clicks. */
  siteVisits: SiteVisits | null;
  /** This month's availability of the published site, measured by the uptime checker. */
  siteAvailability: SiteAvailabilityView | null;
  /** 'Fotos para tu web': the photos sent for the site, once there is a project. */
  sitePhotos: OwnPhotos | null;
  /** The grace period's banner and 'Descargar mi sitio' (issue 14). */
  siteLifecycle: { grace: GraceView | null; download: SiteDownloadView | null };
};

/** The panel stores the spec's English subject for team updates; customers read Spanish. */
function customerSubject(subject: string | null): string {
  if (!subject || subject === 'Project Update') return 'Novedades de tu proyecto';
  return subject;
}

async function findSubscription(userId: string) {
  const [row] = await getDb()
    .select({
      status: subscriptions.status,
      planType: subscriptions.planType,
      trialEndDate: subscriptions.trialEndDate,
      firstActivatedAt: subscriptions.firstActivatedAt,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      providerCustomerId: subscriptions.providerCustomerId,
      providerSubscriptionId: subscriptions.providerSubscriptionId,
      paysByLink: subscriptions.paysByLink,
      priceStep: subscriptions.priceStep,
    })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .limit(1);
  return row ?? null;
}

/** What the customer may see: their own profile, project, subscription and received messages. */
export async function getCustomerDashboard(actor: Actor, now: Date = new Date()): Promise<CustomerDashboard> {
  const db = getDb();
  const [
    [profile],
    submission,
    subscription,
    received,
    billingDetails,
    receiptRows,
    siteReview,
    siteDomain,
    siteLeads,
    siteVisits,
    siteAvailability,
    siteLifecycle,
    sitePhotos,
    checkoutClosedReason,
    cancelConsequences,
    firstSketch,
  ] = await Promise.all([
    db.select({ name: user.name, email: user.email, phone: user.phone }).from(user).where(eq(user.id, actor.userId)).limit(1),
    findLatestSubmission(actor.userId),
    findSubscription(actor.userId),
    db
      .select({ id: messages.id, subject: messages.subject, message: messages.message, read: messages.read, createdAt: messages.createdAt })
      .from(messages)
      .where(eq(messages.recipientId, actor.userId))
      .orderBy(desc(messages.createdAt))
      .limit(MESSAGES_SHOWN),
    getBillingDetails(actor.userId),
    listCustomerReceipts(actor.userId),
    getCustomerSiteReview(actor),
    getOwnDomainSettings(actor),
    listOwnSiteLeads(actor),
    getOwnSiteVisits(actor, now),
    getOwnSiteAvailability(actor, now),
    getSiteLifecycle(actor, now),
    listOwnPhotos(actor),
    readCheckoutClosedReason(actor.userId),
    readCancelConsequences(actor.userId, now),
    getOwnFirstSketch(actor),
  ]);
  const config = getConfig();
  const liveUrl = submission?.status === 'completed' ? safeExternalUrl(submission.publishedUrl) : null;
  const previewEmbedPath = ownPreviewPath(submission?.previewUrl ?? null);
  const state = customerState(
    {
      submission: submission && { status: submission.status, hasPreview: Boolean(submission.previewUrl), hasLiveUrl: liveUrl !== null },
      // A preview of our own engine whose site is gone: its label was freed after a removal.
      site: siteLifecycle.site ?? (previewEmbedPath ? { status: 'removed', isPublished: false, isApproved: false, lapsedAt: null, removedAt: null } : null),
      subscription,
    },
    now,
  );
  const priceStep = subscription ? (subscription.priceStep ?? (await currentPriceStep())) : 0;

  return {
    profile: profile ?? { name: actor.name, email: actor.email, phone: null },
    isAdmin: actor.role === 'admin',
    siteReview: state.canRequestChanges ? siteReview : null,
    siteDomain,
    siteLeads,
    siteVisits,
    siteAvailability,
    siteLifecycle: { grace: state.grace, download: siteLifecycle.download },
    sitePhotos,
    paymentsEnabled: config.paymentProvider !== null,
    billingDetails,
    receiptsEnabled: Boolean(config.receipts),
    receipts: receiptRows.map((r) => ({
      id: r.id,
      number: r.number,
      kindLabel: receiptKindLabels[r.kind],
      statusLabel: receiptStatusLabels[r.status],
      amount: formatSoles(r.amountCents),
      paidOn: formatDateEsPe(r.paidAt),
      pdfUrl: safeExternalUrl(r.pdfUrl),
      xmlUrl: safeExternalUrl(r.xmlUrl),
    })),
    project: submission && {
      businessName: submission.businessName,
      status: submission.status,
      stage: state.stage,
      statusLabel: state.badge?.label ?? '',
      statusBadge: state.badge?.variant ?? 'secondary',
      statusLine: state.headline,
      requestedOn: formatDateEsPe(submission.createdAt),
      deliveryLine: customerDeliveryLine({ ...submission, previewSent: submission.previewUrl !== null }, now),
      liveUrl: state.showsLiveLink ? liveUrl : null,
      previewUrl: state.showsPreview ? safeExternalUrl(submission.previewUrl) : null,
      previewEmbedPath: state.showsPreview ? previewEmbedPath : null,
      previewNote: state.previewNote,
      canApprove: state.canApprove,
      // Only while the team builds: once a preview is sent, that is what the customer reviews.
      firstSketch: state.stage === 'building' && firstSketch ? { ...firstSketch, embedPath: SKETCH_PATH } : null,
    },
    subscription: subscription && {
      status: subscription.status,
      statusLabel: subscriptionStatusLabels[subscription.status],
      statusBadge: subscriptionStatusBadges[subscription.status],
      planLabel: planLabel(subscription.planType, 'customer'),
      trialDaysRemaining: state.trial.daysRemaining,
      trialEndsOn: state.trial.endsOn,
      trialNotice: state.trial.notice,
      planHint: state.planHint,
      renewsOn: subscription.status === 'active' && subscription.currentPeriodEnd ? formatDateEsPe(subscription.currentPeriodEnd) : null,
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      hasProviderCustomer: Boolean(subscription.providerCustomerId),
      offersPaymentLinks: Boolean(getBillingProvider()?.createPaymentLink),
      canUndoCancellation: getBillingProvider()?.hasHostedPortal ?? false,
      paysByLink: subscription.paysByLink,
      canReplaceCard:
        Boolean(getBillingProvider()?.replaceCard) &&
        (subscription.status === 'active' || subscription.status === 'past_due') &&
        !subscription.paysByLink &&
        !subscription.cancelAtPeriodEnd &&
        Boolean(subscription.providerSubscriptionId),
      planPrices: planPriceLabels(priceStep),
      checkoutClosedReason,
      cancelConsequences,
    },
    messages: received.map((m) => ({
      id: m.id,
      subject: customerSubject(m.subject),
      message: m.message,
      sentAt: formatLimaDateTime(m.createdAt),
      isUnread: !m.read,
    })),
  };
}
