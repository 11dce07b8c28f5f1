import { ScrollTextIcon } from 'lucide-react';
import Link from 'next/link';

import { NOTICE_DOCUMENTS, changeTitle, type NoticeView } from '@/lib/legal/notices';

/**
 * A change the team announced (decision 0033): what changes, from when, where the version in force
 * is read and what the customer can do. Shown until two weeks after it takes effect.
 */
export function LegalNoticeBanner({ notice }: { notice: NoticeView }) {
  const document = NOTICE_DOCUMENTS[notice.document];
  const title = notice.inEffect ? `Desde el ${notice.effectiveLabel} rige el cambio de ${document.name}` : changeTitle(notice.document, notice.effectiveLabel);
  return (
    <section aria-label="Aviso de cambio" data-testid="legal-notice-banner" className="flex gap-3 rounded-lg border border-sky-300 bg-sky-50 p-4 text-sky-950">
      <ScrollTextIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 space-y-1">
        <p className="font-medium">{title}</p>
        <p className="text-sm break-words whitespace-pre-line">Qué cambia: {notice.summary}</p>
        {notice.inEffect ? null : (
          <p className="text-sm">
            Si sigues usando Vitrina a partir de esa fecha, al iniciar sesión registraremos que aceptas el cambio. Si no estás de acuerdo, puedes cancelar tu
            plan o eliminar tu cuenta antes de esa fecha.
          </p>
        )}
        <p className="text-sm">
          <Link href={document.path} className="font-medium underline underline-offset-2">
            {document.linkLabel}
          </Link>
        </p>
      </div>
    </section>
  );
}
