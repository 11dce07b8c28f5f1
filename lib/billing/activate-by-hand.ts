import 'server-only';
import { eq } from 'drizzle-orm';
import { subscriptions, trialSubmissions } from '@/db/schema';
import { UserFacingError } from '@/lib/actions/result';
import { AuthError, type Actor } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { logger } from '@/lib/logger';
import { readProjectSiteId } from '@/lib/customer-site/project-site';
import { keepFirstActivation } from '@/lib/billing/first-activation';
import { getSubscriber, getSubscriptionRow } from '@/lib/billing/queries';
import { oneMonthAfter } from './apply-link-payment';
import { announce } from './events';
import { getBillingProvider } from './get-provider';
import { BillingProviderError } from './provider';
import type { PaidPlanKey } from '@/content/plans';

/**
 * The team's way around "pay only after approving" (issue 23, item 2): a month the customer paid
 * outside the product (a transfer, cash at the office) or a customer the team agreed to start
 * without the dashboard's steps. The plan is active for one month, as if that month had been paid
 * through a link; the following months go the monthly-link way (the daily job e-mails a link
 * before each due date where the provider offers links, and an unpaid month enters the grace
 * period). The version the customer approved goes live; otherwise the team publishes from the
 * panel. Each use is logged with the admin who did it.
 */
export async function activatePlanByHand(actor: Actor, input: { submissionId: string; plan: PaidPlanKey }, now: Date = new Date()) {
  if (actor.role !== 'admin') throw new AuthError('forbidden');
  const [submission] = await getDb()
    .select({ userId: trialSubmissions.userId, businessName: trialSubmissions.businessName })
    .from(trialSubmissions)
    .where(eq(trialSubmissions.id, input.submissionId))
    .limit(1);
  if (!submission?.userId) throw new UserFacingError('This submission has no customer account to activate.');
  const row = await getSubscriptionRow(submission.userId);
  if (!row) throw new UserFacingError('This customer has no subscription record.');
  if (row.status === 'active' || row.status === 'past_due') throw new UserFacingError('This customer already has a paid plan.');

  // The monthly links need the provider's customer; Mercado Pago's is only a reference, Stripe has no links.
  const provider = getBillingProvider();
  let customerId = row.providerCustomerId;
  if (!customerId && provider?.createPaymentLink) {
    try {
      const account = await getSubscriber(submission.userId);
      customerId = await provider.createCustomer({ userId: submission.userId, email: account?.email ?? '', name: account?.name ?? submission.businessName });
    } catch (error) {
      if (!(error instanceof BillingProviderError)) throw error;
      logger.warn({ err: error, userId: submission.userId }, 'no provider customer for a plan activated by hand; its monthly links wait for one');
    }
  }
  const paidUntil = oneMonthAfter(now);
  // The month paid is for this project's site: the monthly links that follow name it too.
  const siteId = await readProjectSiteId(input.submissionId);
  await getDb()
    .update(subscriptions)
    .set({
      status: 'active',
      planType: input.plan,
      paysByLink: true,
      providerCustomerId: customerId,
      currentPeriodEnd: paidUntil,
      cancelAtPeriodEnd: false,
      cancelReason: null,
      firstActivatedAt: keepFirstActivation(),
      ...(siteId && { siteId }),
    })
    .where(eq(subscriptions.id, row.id));
  const published = siteId ? (await announce('subscriptionPaid', { userId: submission.userId, siteId })).some((r) => r.published) : false;
  logger.info(
    { adminId: actor.userId, userId: submission.userId, submissionId: input.submissionId, plan: input.plan, paidUntil, published },
    'plan activated by hand',
  );
  return { paidUntil: paidUntil.toISOString(), published };
}
