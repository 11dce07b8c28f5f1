import { BookOpenText } from 'lucide-react';
import type { ComplaintProvider } from '@/lib/complaints/present';

type Props = { provider: ComplaintProvider; dateLabel: string; number?: string };

/** The top of every hoja de reclamación: who the provider is, the date and, once filed, the number. */
export function ProviderHeader({ provider, dateLabel, number }: Props) {
  return (
    <header className="rounded-lg border border-border bg-card p-4 sm:p-6 print:border-black">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex items-center gap-3">
          <BookOpenText aria-hidden="true" className="size-8 shrink-0 text-primary print:text-black" />
          <div>
            <p className="text-sm text-muted-foreground">Libro de Reclamaciones virtual</p>
            <p className="text-lg font-semibold">Hoja de reclamación{number ? ` N.° ${number}` : ''}</p>
          </div>
        </div>
        <p className="text-sm">
          <span className="text-muted-foreground">Fecha: </span>
          <span className="font-medium">{dateLabel}</span>
        </p>
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">Razón social</dt>
        <dd className="font-medium break-words">{provider.legalName}</dd>
        <dt className="text-muted-foreground">RUC</dt>
        <dd className="font-medium">{provider.ruc}</dd>
        <dt className="text-muted-foreground">Domicilio</dt>
        <dd className="font-medium break-words">{provider.address}</dd>
      </dl>
    </header>
  );
}
