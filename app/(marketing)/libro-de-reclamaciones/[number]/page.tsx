import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ComplaintSheet } from '@/components/complaints/complaint-sheet';
import { PrintButton } from '@/components/complaints/print-button';
import { getActor } from '@/lib/auth/session';
import { getPrintableSheet } from '@/lib/complaints/queries';

type Props = {
  params: Promise<{ number: string }>;
  searchParams: Promise<{ t?: string | string[] }>;
};

export const metadata: Metadata = {
  title: 'Hoja de reclamación',
  robots: { index: false, follow: false },
  // The page's address carries the sheet's access token; never hand it to another site.
  referrer: 'no-referrer',
};

/** Print everything but the site's own header and footer. */
const PRINT_CSS = '@media print { body > a, body > header, body > footer { display: none !important; } }';

/** The printable sheet, for the holder of its link, the customer who filed it, or an admin. */
export default async function ComplaintSheetPage({ params, searchParams }: Props) {
  const [{ number }, { t }] = await Promise.all([params, searchParams]);
  const printable = await getPrintableSheet(number, { token: typeof t === 'string' ? t : undefined, actor: await getActor() });
  if (!printable) notFound();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14 print:max-w-none print:p-0">
      <style>{PRINT_CSS}</style>
      <div className="mb-8 space-y-3 print:hidden">
        <h1 className="text-3xl font-bold tracking-tight">Hoja de reclamación N.° {printable.sheet.number}</h1>
        <p className="text-muted-foreground">
          {printable.sheet.status === 'answered'
            ? 'Tu hoja ya tiene respuesta; la encontrarás al final.'
            : `Registramos tu hoja y enviamos una copia a ${printable.sheet.email}. Guarda este número: lo necesitarás para cualquier consulta.`}
        </p>
        <div className="flex flex-wrap gap-3">
          <PrintButton />
          <Link href="/" className="inline-flex h-10 items-center rounded-md px-4 text-sm font-medium underline-offset-4 hover:underline">
            Volver al inicio
          </Link>
        </div>
      </div>
      <ComplaintSheet sheet={printable.sheet} provider={printable.provider} deadlineBusinessDays={printable.deadlineBusinessDays} />
    </div>
  );
}
