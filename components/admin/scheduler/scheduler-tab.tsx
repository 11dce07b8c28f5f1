import { CalendarClockIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import type { Actor } from '@/lib/auth/session';
import { listKeywordQueue } from '@/lib/blog/admin-queries';
import { cn } from '@/lib/utils/cn';
import { AutoPublishButton } from './auto-publish-button';
import { DeleteKeywordButton } from './delete-keyword-button';
import { KeywordsForm } from './keywords-form';

/** Auto-Publish Scheduler: the keyword queue that feeds the weekly article (spec section 2). */
export async function SchedulerTab({ actor }: { actor: Actor }) {
  const { keywords, pendingCount } = await listKeywordQueue(actor);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="space-y-6">
        <KeywordsForm />
        <section aria-labelledby="auto-publish-heading" className="space-y-3 rounded-lg border border-border bg-card p-4 shadow-sm sm:p-6">
          <h2 id="auto-publish-heading" className="text-xl font-semibold">
            Publicación automática
          </h2>
          <p className="flex gap-2 rounded-md bg-muted p-3 text-sm">
            <CalendarClockIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              Cada lunes a las 9:00 AM se publica automáticamente un artículo usando la siguiente palabra clave pendiente. Para cambiar el horario, contacta al
              administrador del sistema.
            </span>
          </p>
          <AutoPublishButton />
        </section>
      </div>
      <section aria-labelledby="queue-heading" className="space-y-3 rounded-lg border border-border bg-card p-4 shadow-sm sm:p-6">
        <h2 id="queue-heading" className="text-xl font-semibold">
          Cola de palabras clave <span className="text-base font-normal text-muted-foreground">({pendingCount} pendientes)</span>
        </h2>
        {keywords.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">
            No hay palabras clave en la cola. Añade algunas arriba.
          </p>
        ) : (
          <ol className="space-y-2">
            {keywords.map((k) => (
              <li
                key={k.id}
                data-testid="queued-keyword"
                className={cn('flex items-center justify-between gap-3 rounded-md border border-border p-3', k.status === 'used' && 'opacity-60')}
              >
                <div className="min-w-0">
                  <p className="font-medium break-words">{k.keyword}</p>
                  <p className="text-xs text-muted-foreground">{k.status === 'pending' ? 'Pendiente' : `Usado: ${k.usedAt ?? ''}`}</p>
                </div>
                {k.status === 'pending' ? <DeleteKeywordButton keywordId={k.id} keyword={k.keyword} /> : <Badge variant="success">✓ Publicado</Badge>}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
