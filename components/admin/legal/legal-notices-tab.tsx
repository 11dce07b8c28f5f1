import { Badge } from '@/components/ui/badge';
import { versionDate } from '@/content/legal/versions';
import { NOTICE_DAYS, NOTICE_DOCUMENTS, changeTitle, earliestEffectiveDay, listNotices, type AdminNoticeView, type NoticeDocument } from '@/lib/legal/notices';
import { AnnounceNoticeForm, type NoticeDocumentChoice } from './announce-notice-form';
import { WithdrawNoticeButton } from './withdraw-notice-button';

const LABELS: Record<NoticeDocument, string> = { terms: 'Términos y Condiciones', privacy: 'Política de Privacidad', prices: 'Precios' };

const sentTo = (count: number) => (count === 1 ? '1 cliente' : `${count} clientes`);

function NoticeStatus({ notice }: { notice: AdminNoticeView }) {
  if (notice.withdrawal) return <Badge variant="destructive">Anulado</Badge>;
  return <Badge variant={notice.inEffect ? 'success' : 'secondary'}>{notice.inEffect ? 'Vigente' : 'Por entrar en vigor'}</Badge>;
}

/** Avisos legales: announce a change to the terms, the privacy policy or the prices, see the ones announced, withdraw one not in effect (decision 0033). */
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
                  <NoticeStatus notice={n} />
                </p>
                <p className="text-sm break-words whitespace-pre-line">{n.summary}</p>
                <p className="text-xs text-muted-foreground">Enviado a {sentTo(n.delivered)}</p>
                {n.withdrawal ? (
                  <p className="text-sm break-words">
                    Anulado el {n.withdrawal.dayLabel}: {n.withdrawal.reason}{' '}
                    <span className="text-muted-foreground">(corrección enviada a {sentTo(n.withdrawal.corrected)})</span>
                  </p>
                ) : n.inEffect ? null : (
                  <WithdrawNoticeButton noticeId={n.id} title={changeTitle(n.document, n.effectiveLabel)} />
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
