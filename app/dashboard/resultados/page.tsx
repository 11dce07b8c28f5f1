import type { Metadata } from 'next';

import { DashboardPageHeading } from '@/components/dashboard/dashboard-page-heading';
import { SiteVisitsCard } from '@/components/dashboard/site-visits-card';
import { Card, CardContent } from '@/components/ui/card';
import { getCustomerDashboard } from '@/lib/dashboard/queries';

import { requireCustomerPage } from '../customer-access';

export const metadata: Metadata = { title: 'Resultados' };

/** What the published site brings: visits and the taps on its WhatsApp and phone buttons. */
export default async function ResultsPage() {
  const actor = await requireCustomerPage('/dashboard/resultados');
  const { siteVisits } = await getCustomerDashboard(actor);
  return (
    <div className="grid gap-6">
      <DashboardPageHeading title="Resultados" description="Cuántas personas visitan tu web y cuántas te contactan desde ella." />
      {siteVisits ? (
        <SiteVisitsCard visits={siteVisits} />
      ) : (
        <Card>
          <CardContent className="p-6">
            <p className="text-sm text-muted-foreground">Cuando tu sitio esté publicado, aquí verás sus visitas de los últimos 30 días.</p>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
