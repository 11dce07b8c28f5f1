import type { Metadata } from 'next';

import { BillingDetailsCard } from '@/components/billing/billing-details-card';
import { BillingDetailsProvider } from '@/components/billing/billing-details-context';
import { CardReplacement } from '@/components/billing/card-replacement';
import { PaymentHistory } from '@/components/billing/payment-history';
import { PaymentReturnNotice } from '@/components/billing/payment-return-notice';
import { PlanUpgradeCard } from '@/components/billing/plan-upgrade-card';
import { DashboardPageHeading } from '@/components/dashboard/dashboard-page-heading';
import { ReceiptsCard } from '@/components/dashboard/receipts-card';
import { SubscriptionCard } from '@/components/dashboard/subscription-card';
import { readPlanUpgrade } from '@/lib/billing/change-plan';
import { getBillingProvider } from '@/lib/billing/get-provider';
import { listCustomerPayments } from '@/lib/receipts/list-customer-payments';
import { getCustomerDashboard } from '@/lib/dashboard/queries';

import { requireCustomerPage } from '../customer-access';

export const metadata: Metadata = { title: 'Tu suscripción' };

/**
 * The dashboard's subscription and payments section, where 'Gestionar suscripción' also leads when
 * the payment provider has no portal of its own: the plan, the next charge, the card, past
 * payments with their receipts, the receipt data, the move from Plan Básico to Plan Crecimiento and
 * cancellation, for the signed-in customer only.
 */
export default async function SubscriptionPage({ searchParams }: { searchParams: Promise<{ tarjeta?: string }> }) {
  const actor = await requireCustomerPage('/dashboard/suscripcion');
  const [dashboard, payments, upgrade, { tarjeta }] = await Promise.all([
    getCustomerDashboard(actor),
    listCustomerPayments(actor),
    readPlanUpgrade(actor.userId),
    searchParams,
  ]);
  const subscription = dashboard.subscription;
  // 'Gestionar suscripción' opens the provider's own portal where there is one; without one it would lead back here.
  const leadsBackHere = !getBillingProvider()?.hasHostedPortal;
  return (
    // The plan buttons ask for the receipt data first, and the receipt data card edits the same.
    <BillingDetailsProvider initial={dashboard.billingDetails} required={dashboard.receiptsEnabled}>
      <div className="grid gap-6">
        <DashboardPageHeading title="Tu suscripción" description="Tu plan y tus pagos." />
        {/* Re-reads the subscription on load: a card just replaced shows up without waiting for the notification. */}
        <PaymentReturnNotice />
        <div className="grid gap-6 lg:grid-cols-2">
          <div className="grid content-start gap-6">
            <SubscriptionCard subscription={subscription} paymentsEnabled={dashboard.paymentsEnabled} isManagePage={leadsBackHere} />
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
          <div className="grid content-start gap-6">
            <PaymentHistory payments={payments} receiptsIssued={dashboard.receiptsEnabled} />
            {dashboard.receiptsEnabled || dashboard.receipts.length > 0 ? (
              <>
                <ReceiptsCard receipts={dashboard.receipts} />
                <BillingDetailsCard />
              </>
            ) : null}
          </div>
        </div>
      </div>
    </BillingDetailsProvider>
  );
}
