import type { Metadata } from 'next';
import Link from 'next/link';

import { DashboardPageHeading } from '@/components/dashboard/dashboard-page-heading';
import { MonthlyReportCard } from '@/components/dashboard/monthly-report-card';
import { Card, CardContent } from '@/components/ui/card';
import { getOwnMonthlyReport } from '@/lib/sites/traffic/monthly-report';

import { requireCustomerPage } from '../../customer-access';

export const metadata: Metadata = { title: 'Tu reporte del mes' };

/** 'Tu reporte del mes' (issue 26): one month of the published site, ?mes=YYYY-MM, the month just ended by default. */
export default async function MonthlyReportPage({ searchParams }: { searchParams: Promise<{ mes?: string | string[] }> }) {
  const actor = await requireCustomerPage('/dashboard/resultados/mes');
  const { mes } = await searchParams;
  const own = await getOwnMonthlyReport(actor, typeof mes === 'string' ? mes : null);
  return (
    <div className="grid gap-6">
      <DashboardPageHeading
        title="Tu reporte del mes"
        description="Lo que tu web te trajo en un mes: visitas, páginas más vistas y cuántas personas te contactaron desde ella."
      />
      {own ? (
        <MonthlyReportCard own={own} />
      ) : (
        <Card>
          <CardContent className="p-6">
            <p className="text-sm text-muted-foreground">Cuando tu sitio esté publicado, aquí verás su reporte de cada mes.</p>
          </CardContent>
        </Card>
      )}
      <p className="text-sm">
        <Link href="/dashboard/resultados" className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline">
          Volver a Resultados
        </Link>
      </p>
    </div>
  );
}
