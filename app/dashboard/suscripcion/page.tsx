import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';

import { PaymentHistory } from '@/components/billing/payment-history';
import { SubscriptionCard } from '@/components/dashboard/subscription-card';
import { getActor } from '@/lib/auth/session';
import { listCustomerPayments } from '@/lib/billing/list-customer-payments';
import { getCustomerDashboard } from '@/lib/dashboard/queries';

export const metadata: Metadata = { title: 'Tu suscripción' };

/**
 * 'Gestionar suscripción' when the payment provider has no portal of its own: the plan, the next
 * charge, past payments and cancellation, for the signed-in customer only.
 */
export default async function SubscriptionPage() {
  const actor = await getActor();
  if (!actor) redirect('/auth?next=/dashboard/suscripcion');
  const [dashboard, payments] = await Promise.all([getCustomerDashboard(actor), listCustomerPayments(actor)]);
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight">Tu suscripción</h1>
        <Link href="/dashboard" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          Volver a mi panel
        </Link>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <SubscriptionCard subscription={dashboard.subscription} paymentsEnabled={dashboard.paymentsEnabled} isManagePage />
        <PaymentHistory payments={payments} />
      </div>
    </div>
  );
}
