import 'server-only';
import { and, eq, inArray, isNull, lte, ne, or } from 'drizzle-orm';
import { subscriptions } from '@/db/schema';
import { getDb } from '@/lib/db/client';
import { logger } from '@/lib/logger';
import { absoluteUrl } from '@/lib/site/url';
import { sendPaymentFailedEmail, sendPaymentLinkEmail } from '@/lib/subscriptions/emails';
import { getBillingProvider } from './get-provider';
import { planPriceLabels } from './price-ladder';
import { planKeySchema } from './schemas';
import { linkExpiry } from './start-checkout';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The link goes out this many days before the due date. */
export const LINK_DAYS_BEFORE = 3;

/**
 * The daily run for customers who pay month by month through a link: a plan they cancelled ends
 * with the month paid for; a month left unpaid at its
 * due date enters the grace period (past_due, with the same e-mail as a failed card charge), and
 * every due date within LINK_DAYS_BEFORE days gets one e-mail with a fresh payment link.
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
    .where(and(eq(subscriptions.paysByLink, true), eq(subscriptions.status, 'active'), eq(subscriptions.cancelAtPeriodEnd, false), lte(subscriptions.currentPeriodEnd, now)))
    .returning({ userId: subscriptions.userId });
  for (const row of overdue) await sendPaymentFailedEmail(row.userId);

  const provider = getBillingProvider();
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
      const link = await provider.createPaymentLink({
        customerId: row.providerCustomerId,
        plan: plan.data,
        // The customer's own launch step, fixed when they first subscribed.
        step: row.priceStep ?? 0,
        returnUrl: absoluteUrl('/dashboard?success=true'),
        expiresAt: linkExpiry(now),
      });
      const price = planPriceLabels(row.priceStep ?? 0)[plan.data];
      if (await sendPaymentLinkEmail(row.userId, { url: link.url, dueOn, amountLabel: price })) {
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
