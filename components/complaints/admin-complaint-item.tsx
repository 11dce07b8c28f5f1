import Link from 'next/link';
import { ChevronDown } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { documentTypeLabels } from '@/lib/text/identity-documents';
import { complaintKindLabels, complaintStatusLabels } from '@/lib/complaints/present';
import type { AdminComplaintItem as Item } from '@/lib/complaints/queries';
import { formatAdminDate, formatAdminDateTime } from '@/lib/utils/admin-dates';
import { cn } from '@/lib/utils/cn';
import { AnswerComplaintForm } from './answer-complaint-form';
import { SheetBlocks } from './sheet-blocks';

function daysLeftLabel(item: Item): string {
  if (item.status === 'answered') return item.answeredAt ? `Respondida el ${formatAdminDateTime(new Date(item.answeredAt))}` : 'Respondida';
  if (item.businessDaysLeft < 0) return `Vencida hace ${-item.businessDaysLeft} día(s) hábil(es)`;
  if (item.businessDaysLeft === 0) return 'Vence hoy';
  return `${item.businessDaysLeft} día(s) hábil(es) restante(s)`;
}

/** One sheet in the panel: a summary line that opens onto the whole sheet and its answer. */
export function AdminComplaintItem({ item }: { item: Item }) {
  const isUrgent = item.status === 'received' && item.businessDaysLeft <= 3;
  return (
    <li>
      <details
        className={cn(
          'group rounded-lg border bg-card',
          item.isOverdue ? 'border-destructive bg-destructive/5' : isUrgent ? 'border-amber-400' : 'border-border',
        )}
      >
        <summary className="flex cursor-pointer list-none flex-wrap items-center gap-x-4 gap-y-2 p-4 [&::-webkit-details-marker]:hidden">
          <span className="font-mono font-semibold">N.° {item.number}</span>
          <Badge variant="outline">{complaintKindLabels[item.kind]}</Badge>
          <Badge variant={item.status === 'answered' ? 'success' : item.isOverdue ? 'destructive' : 'secondary'}>
            {item.isOverdue ? 'Vencida' : complaintStatusLabels[item.status]}
          </Badge>
          <span className="min-w-0 flex-1 truncate text-sm text-muted-foreground">{item.fullName}</span>
          <span className="text-sm">
            Vence: <strong>{formatAdminDate(new Date(`${item.dueDate}T12:00:00Z`))}</strong>
          </span>
          <span
            className={cn('text-sm', item.isOverdue ? 'font-semibold text-destructive' : isUrgent ? 'font-medium text-amber-900' : 'text-muted-foreground')}
          >
            {daysLeftLabel(item)}
          </span>
          <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
        </summary>
        <div className="space-y-5 border-t border-border p-4">
          <p className="text-sm text-muted-foreground">
            Registrada el {formatAdminDateTime(new Date(item.createdAt))} · {documentTypeLabels[item.documentType]} {item.documentNumber} ·{' '}
            <Link className="underline underline-offset-4" href={`/libro-de-reclamaciones/${item.number}`} target="_blank">
              Ver hoja imprimible
            </Link>
          </p>
          <SheetBlocks sheet={item} />
          {item.answer ? (
            <section className="space-y-1 rounded-md bg-muted p-3 text-sm">
              <h4 className="font-semibold">Respuesta enviada</h4>
              <p className="break-words whitespace-pre-wrap">{item.answer}</p>
            </section>
          ) : (
            <AnswerComplaintForm id={item.id} number={item.number} />
          )}
        </div>
      </details>
    </li>
  );
}
