import 'server-only';
import { eq } from 'drizzle-orm';
import { paymentEvents, subscriptions } from '@/db/schema';
import { getDb } from '@/lib/db/client';
import { keepFirstActivation } from '@/lib/billing/first-activation';
import type { SubscriptionRow } from '@/lib/billing/queries';
import type { ProviderPayment } from './provider';

/** One month after `from`, same day of the month (the 31st becomes the month's last day). */
export function oneMonthAfter(from: Date): Date {
  const next = new Date(from);
  next.setUTCMonth(next.getUTCMonth() + 1);
  if (next.getUTCDate() !== from.getUTCDate()) next.setUTCDate(0);
  return next;
}

/**
 * A month paid through a payment link (Yape or another one-time method): the plan is active one
 * month past the later of today and the end already paid for, so paying early loses nothing.
 * The payment id is recorded with the change, so the several notifications Mercado Pago sends
 * about one payment extend the plan once.
 */
export async function applyLinkPayment(
  row: SubscriptionRow,
  payment: ProviderPayment,
  eventId: string,
  eventType: string,
  now: Date = new Date(),
): Promise<'applied' | 'duplicate'> {
  return getDb().transaction(async (tx) => {
    const [event] = await tx.insert(paymentEvents).values({ id: eventId, type: eventType }).onConflictDoNothing().returning({ id: paymentEvents.id });
    if (!event) return 'duplicate';
    const [paid] = await tx
      .insert(paymentEvents)
      .values({ id: `payment-${payment.paymentId}`, type: 'link_payment.approved' })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!paid) return 'duplicate';
    const [current] = await tx.select().from(subscriptions).where(eq(subscriptions.id, row.id)).for('update');
    const paidUntil = current?.currentPeriodEnd && current.currentPeriodEnd > now ? current.currentPeriodEnd : now;
    await tx
      .update(subscriptions)
      .set({
        status: 'active',
        planType: payment.planType ?? current?.planType ?? row.planType,
        paysByLink: true,
        currentPeriodEnd: oneMonthAfter(paidUntil),
        cancelAtPeriodEnd: false,
        cancelReason: null,
        firstActivatedAt: keepFirstActivation(),
      })
      .where(eq(subscriptions.id, row.id));
    return 'applied';
  });
}
