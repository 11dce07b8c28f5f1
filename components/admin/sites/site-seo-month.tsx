import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { previousMonthKey } from '@/lib/jobs/lima-time';
import { SEO_LIMITS } from '@/lib/sites/seo/rules';
import type { SiteSeoMonth } from '@/lib/sites/seo/queries';
import { formatAdminDateTime } from '@/lib/utils/admin-dates';
import { MarkDoneButton } from './mark-done-button';

const Status = ({ done }: { done: boolean }) => <Badge variant={done ? 'success' : 'warning'}>{done ? 'Done' : 'Open'}</Badge>;

/** One site's month of Growth work: the SEO check's tasks and the content update slot (issue 26, item 2). */
export function SiteSeoMonthView({ data }: { data: SiteSeoMonth }) {
  const open = data.tasks.filter((t) => !t.doneAt).length;
  const months = [...new Set([data.month, previousMonthKey(data.month), ...data.months])].sort().reverse();
  return (
    <div className="space-y-8">
      <nav aria-label="Months" className="flex flex-wrap gap-2 text-sm">
        {months.map((month) => (
          <Link
            key={month}
            href={`?mes=${month}`}
            aria-current={month === data.month ? 'page' : undefined}
            className="rounded-md border border-border px-2 py-1 aria-[current=page]:bg-muted aria-[current=page]:font-medium"
          >
            {month}
          </Link>
        ))}
      </nav>

      <section aria-labelledby="seo-tasks" className="space-y-3">
        <h2 id="seo-tasks" className="text-lg font-semibold">
          SEO tasks
        </h2>
        <p className="text-sm text-muted-foreground">
          {data.checkedAt
            ? `Checked ${formatAdminDateTime(data.checkedAt)} over ${data.pagesChecked} pages: ${data.tasks.length} findings, ${open} open.`
            : 'Not checked this month yet: the check runs on the first working day of the month (Lima) for live Growth sites.'}{' '}
          Limits: title {SEO_LIMITS.title.min}–{SEO_LIMITS.title.max} characters, description {SEO_LIMITS.description.min}–{SEO_LIMITS.description.max}, HTML
          under {SEO_LIMITS.pageBytes / 1024} KB.
        </p>
        {data.checkedAt && data.tasks.length === 0 ? <p>The check found nothing to fix.</p> : null}
        {data.tasks.length > 0 ? (
          <ul className="space-y-2">
            {data.tasks.map((task) => (
              <li key={task.id} className="rounded-md border border-border p-3">
                <p className="flex flex-wrap items-center gap-2">
                  <Status done={Boolean(task.doneAt)} />
                  <span className="font-medium">{task.ruleLabel}</span>
                  <span className="font-mono text-sm text-muted-foreground">{task.path || 'whole site'}</span>
                </p>
                <p className="mt-1 break-words">{task.detail}</p>
                {task.doneAt ? (
                  <p className="mt-1 text-sm text-muted-foreground">
                    Done by {task.doneBy ?? 'a former team member'} on {formatAdminDateTime(task.doneAt)}
                  </p>
                ) : (
                  <div className="mt-2">
                    <MarkDoneButton kind="seo-task" id={task.id} label={`${task.ruleLabel} ${task.path}`} />
                  </div>
                )}
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      <section aria-labelledby="content-updates" className="space-y-3">
        <h2 id="content-updates" className="text-lg font-semibold">
          Content update of the month
        </h2>
        {data.contentUpdates.length === 0 ? (
          <p className="text-sm text-muted-foreground">The customer asked for no changes this month.</p>
        ) : (
          <ul className="space-y-2">
            {data.contentUpdates.map((update) => (
              <li key={update.id} className="rounded-md border border-border p-3">
                <p className="flex flex-wrap items-center gap-2">
                  <Status done={update.isDone} />
                  <span className="font-medium">{update.sectionLabel}</span>
                  <span className="text-sm text-muted-foreground">asked {formatAdminDateTime(update.requestedAt)}</span>
                </p>
                <p className="mt-1 break-words whitespace-pre-line">{update.message}</p>
                {update.isDone ? (
                  update.doneAt ? (
                    <p className="mt-1 text-sm text-muted-foreground">Done on {formatAdminDateTime(update.doneAt)}</p>
                  ) : null
                ) : (
                  <div className="mt-2">
                    <MarkDoneButton kind="change-request" id={update.id} label={update.sectionLabel} />
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
