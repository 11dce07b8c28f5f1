import { Badge } from '@/components/ui/badge';
import { versionDate } from '@/content/legal/versions';
import { NOTICE_DAYS, NOTICE_DOCUMENTS, earliestEffectiveDay, listNotices, type NoticeDocument } from '@/lib/legal/notices';
import { AnnounceNoticeForm, type NoticeDocumentChoice } from './announce-notice-form';

const LABELS: Record<NoticeDocument, string> = { terms: 'Términos y Condiciones', privacy: 'Política de Privacidad', prices: 'Precios' };

/** Avisos legales: announce a change to the terms, the privacy policy or the prices, and see the ones announced (decision 0033). */
export async function LegalNoticesTab() {
  const now = new Date();
  const notices = await listNotices(now);
  const documents: NoticeDocumentChoice[] = (Object.keys(NOTICE_DOCUMENTS) as NoticeDocument[]).map((value) => ({
    value,
    label: LABELS[value],
    days: NOTICE_DAYS[value],
    earliestLabel: versionDate(earliestEffectiveDay(value, now)),
  }));
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <AnnounceNoticeForm documents={documents} />
      <section aria-labelledby="notices-heading" className="space-y-3 rounded-lg border border-border bg-card p-4 shadow-sm sm:p-6">
        <h2 id="notices-heading" className="text-xl font-semibold">
          Avisos anunciados
        </h2>
        {notices.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">Todavía no se anunció ningún cambio.</p>
        ) : (
          <ul className="space-y-2">
            {notices.map((n) => (
              <li key={n.id} data-testid="legal-notice" className="space-y-1 rounded-md border border-border p-3">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  {LABELS[n.document]}: desde el {n.effectiveLabel}
                  <Badge variant={n.inEffect ? 'success' : 'secondary'}>{n.inEffect ? 'Vigente' : 'Por entrar en vigor'}</Badge>
                </p>
                <p className="text-sm break-words whitespace-pre-line">{n.summary}</p>
                <p className="text-xs text-muted-foreground">{n.delivered === 1 ? 'Enviado a 1 cliente' : `Enviado a ${n.delivered} clientes`}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
