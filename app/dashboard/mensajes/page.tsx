import type { Metadata } from 'next';

import { DashboardPageHeading } from '@/components/dashboard/dashboard-page-heading';
import { MessagesCard } from '@/components/dashboard/messages-card';
import { SiteLeadsCard } from '@/components/dashboard/site-leads-card';
import { getCustomerDashboard } from '@/lib/dashboard/queries';

import { requireCustomerPage } from '../customer-access';

export const metadata: Metadata = { title: 'Mensajes' };

/** Both conversations the owner has: with our team, and what the site's visitors wrote. */
export default async function MessagesPage() {
  const actor = await requireCustomerPage('/dashboard/mensajes');
  const data = await getCustomerDashboard(actor);
  return (
    <div className="grid gap-6">
      <DashboardPageHeading title="Tus mensajes" description="Los del equipo de Vitrina y los que te dejan los visitantes de tu web." />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <MessagesCard messages={data.messages} />
        {data.siteLeads ? <SiteLeadsCard data={data.siteLeads} /> : null}
      </div>
    </div>
  );
}
