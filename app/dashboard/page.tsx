import { redirect } from 'next/navigation';

import { DashboardView } from '@/components/dashboard/dashboard-view';
import { getActor } from '@/lib/auth/session';
import { getCustomerDashboard } from '@/lib/dashboard/queries';

/** Rendered per request for the signed-in customer (proxy.ts redirects visitors without a cookie first). */
export default async function DashboardPage() {
  const actor = await getActor();
  if (!actor) redirect('/auth?next=/dashboard');
  return <DashboardView data={await getCustomerDashboard(actor)} />;
}
