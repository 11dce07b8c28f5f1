import { Badge } from '@/components/ui/badge';
import {
  complaintStatusLabels,
  formatDateKey,
  formatLimaDateTime,
  sheetBlocks,
  type ComplaintProvider,
  type ComplaintSheetView,
} from '@/lib/complaints/present';
import { LegalNotices } from './legal-notices';
import { ProviderHeader } from './provider-header';

type Props = { sheet: ComplaintSheetView; provider: ComplaintProvider; deadlineBusinessDays: number };

/** A filed sheet, laid out to read well on screen and on paper; the answer appears once given. */
export function ComplaintSheet({ sheet, provider, deadlineBusinessDays }: Props) {
  return (
    <article id="hoja-de-reclamacion" className="space-y-6" aria-labelledby="sheet-title">
      <h2 id="sheet-title" className="sr-only">
        Hoja de reclamación N.° {sheet.number}
      </h2>
      <ProviderHeader provider={provider} dateLabel={formatLimaDateTime(sheet.createdAt)} number={sheet.number} />
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant={sheet.status === 'answered' ? 'success' : 'secondary'}>{complaintStatusLabels[sheet.status]}</Badge>
        <span>
          Fecha límite de respuesta: <strong>{formatDateKey(sheet.dueDate)}</strong>
        </span>
      </p>
      {sheetBlocks(sheet).map((block) => (
        <section key={block.title} className="break-inside-avoid space-y-2">
          <h3 className="text-base font-semibold">{block.title}</h3>
          <dl className="divide-y divide-border rounded-lg border border-border text-sm print:border-black">
            {block.rows.map(([label, value]) => (
              <div key={label} className="grid gap-1 p-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="break-words whitespace-pre-wrap">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      {sheet.answer ? (
        <section className="break-inside-avoid space-y-2">
          <h3 className="text-base font-semibold">Respuesta del proveedor y acciones adoptadas</h3>
          <div className="rounded-lg border border-success/40 bg-success/5 p-3 text-sm print:border-black">
            <p className="text-muted-foreground">{sheet.answeredAt ? `Respondido el ${formatLimaDateTime(sheet.answeredAt)}` : null}</p>
            <p className="mt-2 break-words whitespace-pre-wrap">{sheet.answer}</p>
          </div>
        </section>
      ) : null}
      <LegalNotices deadlineBusinessDays={deadlineBusinessDays} />
    </article>
  );
}
