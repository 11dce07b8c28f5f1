import { ComplaintForm } from '@/components/complaints/complaint-form';
import { getActor } from '@/lib/auth/session';
import { formatDateKey } from '@/lib/complaints/present';
import { getComplaintFormContext } from '@/lib/complaints/queries';
import { publicPageMetadata } from '@/lib/seo/metadata';

export const generateMetadata = publicPageMetadata({
  title: 'Libro de Reclamaciones',
  description: 'Registra un reclamo o una queja en el Libro de Reclamaciones virtual de Vitrina.',
  path: '/libro-de-reclamaciones',
});

/** Rendered per request: it prefills a signed-in customer's data and shows today's date. */
export default async function ComplaintBookPage() {
  const context = await getComplaintFormContext(await getActor());
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight">Libro de Reclamaciones</h1>
      <p className="mt-3 text-muted-foreground">
        Conforme al Código de Protección y Defensa del Consumidor, ponemos a tu disposición este Libro de Reclamaciones virtual. Completa la hoja y te
        enviaremos una copia a tu correo. Los campos sin la marca «(opcional)» son obligatorios.
      </p>
      <div className="mt-8">
        <ComplaintForm
          provider={context.provider}
          dateLabel={formatDateKey(context.today)}
          deadlineBusinessDays={context.deadlineBusinessDays}
          prefill={context.prefill}
        />
      </div>
    </div>
  );
}
