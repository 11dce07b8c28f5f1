import { Pagination } from '@/components/admin/pagination';
import type { Actor } from '@/lib/auth/session';
import { listSubmissionsForAdmin } from '@/lib/admin/submissions-list';
import type { SubmissionListQuery } from '@/lib/submissions/schemas';
import { SubmissionCard } from './submission-card';
import { SubmissionFilters } from './submission-filters';

/** Client Submissions: search, filters and one page of collapsible cards: overdue and due-today projects first, then the newest. */
export async function SubmissionsTab({ actor, query }: { actor: Actor; query: SubmissionListQuery }) {
  const data = await listSubmissionsForAdmin(actor, query);
  const href = (page: number) => {
    const params = new URLSearchParams();
    if (data.query.q) params.set('q', data.query.q);
    if (data.query.status) params.set('status', data.query.status);
    if (data.query.kind) params.set('kind', data.query.kind);
    if (page > 1) params.set('page', String(page));
    const search = params.toString();
    return search ? `/admin?${search}` : '/admin';
  };
  const isFiltered = Boolean(data.query.q || data.query.status || data.query.kind);

  return (
    <section aria-labelledby="submissions-heading" className="space-y-4">
      <h2 id="submissions-heading" className="sr-only">
        Client Submissions
      </h2>
      <SubmissionFilters q={data.query.q} status={data.query.status} kind={data.query.kind} />
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {data.total === 1 ? '1 submission' : `${data.total} submissions`}
        {isFiltered ? ' match the filters' : ''}
      </p>
      {data.items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border bg-background p-10 text-center text-muted-foreground">No submissions found</p>
      ) : (
        <ul className="space-y-3">
          {data.items.map((submission) => (
            <li key={submission.id}>
              <SubmissionCard submission={submission} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={data.page} pageCount={data.pageCount} href={href} label="Submission pages" previous="Previous" next="Next" of="of" />
    </section>
  );
}
