import 'server-only';
import { and, eq, inArray, isNull, lte, ne, or } from 'drizzle-orm';
import { subscriptions } from '@/db/schema';
import { getDb } from '@/lib/db/client';
import { logger } from '@/lib/logger';
import { absoluteUrl } from '@/lib/config/app-url';
import { sendLinkOverdueEmail, sendPaymentLinkEmail } from '@/lib/billing/emails';
import { planName } from '@/lib/billing/present';
import { getBillingProvider } from './get-provider';
import { planPriceLabels } from './price-ladder';
import type { BillingProvider } from './provider';
import type { PaidPlanKey } from '@/content/plans';
import { planKeySchema } from './schemas';
import { linkExpiry } from './start-checkout';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The link goes out this many days before the due date. */
export const LINK_DAYS_BEFORE = 3;

type LinkRow = typeof subscriptions.$inferSelect;

/** A fresh payment link for the month due at the row's period end, at the customer's own launch step. */
async function monthLink(provider: BillingProvider, row: LinkRow, plan: PaidPlanKey, now: Date) {
  if (!provider.createPaymentLink || !row.providerCustomerId) return null;
  const validUntil = linkExpiry(now);
  const { url } = await provider.createPaymentLink({
    customerId: row.providerCustomerId,
    // The month pays for the same site as the ones before it.
    siteId: row.siteId,
    plan,
    // The customer's own launch step, fixed when they first subscribed.
    step: row.priceStep ?? 0,
    returnUrl: absoluteUrl('/dashboard?success=true'),
    expiresAt: validUntil,
  });
  return { url, validUntil };
}

/**
 * A month left unpaid at its due date: the grace period starts (past_due) and the customer gets
 * one e-mail with a fresh link, since the one sent before the due date may expire before they
 * pay. It speaks of no card and no retry: nobody will charge them.
 */
async function tellOverdue(provider: BillingProvider | null, row: LinkRow, now: Date): Promise<void> {
  const plan = planKeySchema.safeParse(row.planType);
  const dueOn = row.currentPeriodEnd ?? now;
  let link: Awaited<ReturnType<typeof monthLink>> = null;
  if (provider && plan.success) {
    try {
      link = await monthLink(provider, row, plan.data, now);
    } catch (error) {
      logger.warn({ err: error, userId: row.userId }, 'payment link for an overdue month could not be created; the e-mail asks the customer to write');
    }
  }
  const prices = planPriceLabels(row.priceStep ?? 0);
  const sent = await sendLinkOverdueEmail(row.userId, {
    planName: planName(row.planType) ?? 'plan',
    amountLabel: plan.success ? prices[plan.data] : '',
    dueOn,
    link,
  });
  // The reminder for this due date went out with its link: the run below does not send another.
  if (sent && link) await getDb().update(subscriptions).set({ linkSentForPeriodEnd: dueOn }).where(eq(subscriptions.id, row.id));
}

/**
 * The daily run for customers who pay month by month through a link: a plan they cancelled ends
 * with the month paid for; a month left unpaid at its due date enters the grace period (past_due,
 * with an e-mail carrying a fresh link), and every due date within LINK_DAYS_BEFORE days gets one
 * e-mail with a fresh payment link.
 */
export async function runPaymentLinkReminders(now: Date = new Date()): Promise<{ overdue: number; sent: number }> {
  const db = getDb();
  // Cancelled by the customer: nothing to charge, the plan ends with the month paid for.
  await db
    .update(subscriptions)
    .set({ status: 'canceled', cancelAtPeriodEnd: false })
    .where(and(eq(subscriptions.paysByLink, true), eq(subscriptions.cancelAtPeriodEnd, true), lte(subscriptions.currentPeriodEnd, now)));
  const overdue = await db
    .update(subscriptions)
    .set({ status: 'past_due' })
    .where(
      and(
        eq(subscriptions.paysByLink, true),
        eq(subscriptions.status, 'active'),
        eq(subscriptions.cancelAtPeriodEnd, false),
        lte(subscriptions.currentPeriodEnd, now),
      ),
    )
    .returning();
  const provider = getBillingProvider();
  for (const row of overdue) await tellOverdue(provider, row, now);

  if (!provider?.createPaymentLink) return { overdue: overdue.length, sent: 0 };
  const due = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.paysByLink, true),
        inArray(subscriptions.status, ['active', 'past_due']),
        eq(subscriptions.cancelAtPeriodEnd, false),
        lte(subscriptions.currentPeriodEnd, new Date(now.getTime() + LINK_DAYS_BEFORE * DAY_MS)),
      ),
    );

  let sent = 0;
  for (const row of due) {
    const plan = planKeySchema.safeParse(row.planType);
    if (!row.currentPeriodEnd || !row.providerCustomerId || !plan.success) continue;
    const dueOn = row.currentPeriodEnd;
    // Claimed before sending, so two instances never send it twice; lifted if sending fails.
    const [claimed] = await db
      .update(subscriptions)
      .set({ linkSentForPeriodEnd: dueOn })
      .where(and(eq(subscriptions.id, row.id), or(isNull(subscriptions.linkSentForPeriodEnd), ne(subscriptions.linkSentForPeriodEnd, dueOn))))
      .returning({ id: subscriptions.id });
    if (!claimed) continue;
    try {
      const link = await monthLink(provider, row, plan.data, now);
      const price = planPriceLabels(row.priceStep ?? 0)[plan.data];
      if (link && (await sendPaymentLinkEmail(row.userId, { url: link.url, dueOn, planName: planName(plan.data) ?? 'plan', amountLabel: price }))) {
        sent += 1;
        continue;
      }
    } catch (error) {
      logger.warn({ err: error, userId: row.userId }, 'payment link could not be created; tomorrow’s run tries again');
    }
    await db.update(subscriptions).set({ linkSentForPeriodEnd: row.linkSentForPeriodEnd }).where(eq(subscriptions.id, row.id));
  }
  return { overdue: overdue.length, sent };
}
