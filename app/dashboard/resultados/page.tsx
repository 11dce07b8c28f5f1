import type { Metadata } from 'next';
import Link from 'next/link';

import { DashboardPageHeading } from '@/components/dashboard/dashboard-page-heading';
import { SiteAvailabilityCard } from '@/components/dashboard/site-availability-card';
import { SiteVisitsCard } from '@/components/dashboard/site-visits-card';
import { Card, CardContent } from '@/components/ui/card';
import { getCustomerDashboard } from '@/lib/dashboard/queries';

import { requireCustomerPage } from '../customer-access';

export const metadata: Metadata = { title: 'Resultados' };

/** What the published site brings (visits, taps on its WhatsApp and phone buttons) and how reliably it was online. */
export default async function ResultsPage() {
  const actor = await requireCustomerPage('/dashboard/resultados');
  const { siteVisits, siteAvailability } = await getCustomerDashboard(actor);
  return (
    <div className="grid gap-6">
      <DashboardPageHeading
        title="Resultados"
        description="Cuántas personas visitan tu web, cuántas te contactan desde ella y cuánto tiempo estuvo en línea."
      />
      {siteVisits ? (
        <>
          <p>
            <Link href="/dashboard/resultados/mes" className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline">
              Ver tu reporte del mes →
            </Link>
          </p>
          <SiteVisitsCard visits={siteVisits} />
        </>
      ) : (
        <Card>
          <CardContent className="p-6">
            <p className="text-sm text-muted-foreground">
              Cuando tu sitio esté publicado, aquí verás sus visitas de los últimos 30 días y cuánto tiempo estuvo en línea cada mes.
            </p>
          </CardContent>
        </Card>
      )}
      {siteAvailability ? <SiteAvailabilityCard availability={siteAvailability} /> : null}
    </div>
  );
}
