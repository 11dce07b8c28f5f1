import { redirect } from 'next/navigation';

import { DashboardView } from '@/components/dashboard/dashboard-view';
import { LegalNoticeBanner } from '@/components/dashboard/legal-notice-banner';
import { getCustomerDashboard } from '@/lib/dashboard/queries';
import { noticesForCustomer } from '@/lib/legal/notices';

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
  const [data, notices] = await Promise.all([getCustomerDashboard(actor), noticesForCustomer(actor.userId)]);
  if (notices.length === 0) return <DashboardView data={data} />;
  return (
    <div className="grid gap-6">
      {notices.map((notice) => (
        <LegalNoticeBanner key={notice.id} notice={notice} />
      ))}
      <DashboardView data={data} />
    </div>
  );
}
