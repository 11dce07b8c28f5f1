import type { Metadata } from 'next';
import Link from 'next/link';

import { DashboardPageHeading } from '@/components/dashboard/dashboard-page-heading';
import { QuickEdits } from '@/components/dashboard/quick-edits/quick-edits';
import { getOwnQuickEditForm } from '@/lib/sites/quick-edits/quick-edit-form';
import { NOT_EDITABLE_YET } from '@/lib/sites/quick-edits/quick-edit';
import { QUICK_EDITS_PATH } from '@/lib/sites/quick-edits/schemas';
import { limaDateKey } from '@/lib/jobs/lima-time';

import { requireCustomerPage } from '../../customer-access';

export const metadata: Metadata = { title: 'Cambios rápidos' };

/** 'Cambios rápidos' (issue 27, item 2): what changes every week, edited from the phone. `?sitio=` names one of several sites. */
export default async function QuickEditsPage({ searchParams }: { searchParams: Promise<{ sitio?: string | string[] }> }) {
  const actor = await requireCustomerPage(QUICK_EDITS_PATH);
  const { sitio } = await searchParams;
  const form = await getOwnQuickEditForm(actor, typeof sitio === 'string' ? sitio : undefined);
  return (
    <div className="grid gap-6">
      <DashboardPageHeading
        title="Cambios rápidos"
        description="Tu horario, un aviso de cierre, tus precios, tus fotos y tus teléfonos: cámbialos tú mismo cuando quieras."
      />
      {form === null ? (
        <p>
          Aún no tienes un sitio web con nosotros.{' '}
          <Link href="/start-trial" className="font-medium text-primary underline underline-offset-4">
            Solicitar mi sitio
          </Link>
        </p>
      ) : form.state !== 'ready' ? (
        <p>
          {form.state === 'suspended' ? 'Tu web está suspendida. Podrás hacer cambios rápidos cuando vuelva a estar en línea.' : NOT_EDITABLE_YET}{' '}
          <Link href="/dashboard/sitio" className="font-medium text-primary underline underline-offset-4">
            Ver cómo va mi sitio
          </Link>
        </p>
      ) : (
        <QuickEdits form={form} today={limaDateKey(new Date())} />
      )}
    </div>
  );
}
