import { redirect } from 'next/navigation';

import { DashboardView } from '@/components/dashboard/dashboard-view';
import { getCustomerDashboard } from '@/lib/dashboard/queries';

import { requireCustomerPage } from './customer-access';

type Query = { success?: string | string[]; canceled?: string | string[] };

/** Rendered per request for the signed-in customer (proxy.ts redirects visitors without a cookie first). */
export default async function DashboardPage({ searchParams }: { searchParams: Promise<Query> }) {
  const actor = await requireCustomerPage('/dashboard');
  // Checkouts and the e-mailed payment links (some already in inboxes) come back to
  // /dashboard?success=true or ?canceled=true: the outcome is told beside the plan it changed.
  const { success, canceled } = await searchParams;
  const outcome = new URLSearchParams(Object.entries({ success, canceled }).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  if (outcome.size > 0) redirect(`/dashboard/suscripcion?${outcome}`);
  return <DashboardView data={await getCustomerDashboard(actor)} />;
}
