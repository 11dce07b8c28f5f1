import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';

import { CardReplacement } from '@/components/billing/card-replacement';
import { PaymentHistory } from '@/components/billing/payment-history';
import { PaymentReturnNotice } from '@/components/billing/payment-return-notice';
import { PlanUpgradeCard } from '@/components/billing/plan-upgrade-card';
import { SubscriptionCard } from '@/components/dashboard/subscription-card';
import { getActor } from '@/lib/auth/session';
import { readPlanUpgrade } from '@/lib/billing/change-plan';
import { listCustomerPayments } from '@/lib/billing/list-customer-payments';
import { getCustomerDashboard } from '@/lib/dashboard/queries';

export const metadata: Metadata = { title: 'Tu suscripción' };

/**
 * 'Gestionar suscripción' when the payment provider has no portal of its own: the plan, the next
 * charge, the card, the move from Plan Básico to Plan Crecimiento, past payments with their
 * receipts and cancellation, for the signed-in customer only.
 */
export default async function SubscriptionPage({ searchParams }: { searchParams: Promise<{ tarjeta?: string }> }) {
  const actor = await getActor();
  if (!actor) redirect('/auth?next=/dashboard/suscripcion');
  const [dashboard, payments, upgrade, { tarjeta }] = await Promise.all([
    getCustomerDashboard(actor),
    listCustomerPayments(actor),
    readPlanUpgrade(actor.userId),
    searchParams,
  ]);
  const subscription = dashboard.subscription;
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight">Tu suscripción</h1>
        <Link href="/dashboard" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          Volver a mi panel
        </Link>
      </div>
      {/* Re-reads the subscription on load: a card just replaced shows up without waiting for the notification. */}
      <PaymentReturnNotice />
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="grid content-start gap-6">
          <SubscriptionCard subscription={subscription} paymentsEnabled={dashboard.paymentsEnabled} isManagePage />
          {subscription ? (
            <CardReplacement
              canReplaceCard={subscription.canReplaceCard}
              paysByLink={subscription.paysByLink}
              renewsOn={subscription.renewsOn}
              returnedFromCardPage={tarjeta === '1'}
            />
          ) : null}
          {upgrade ? <PlanUpgradeCard upgrade={upgrade} /> : null}
        </div>
        <PaymentHistory payments={payments} />
      </div>
    </div>
  );
}
