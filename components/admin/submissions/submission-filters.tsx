import { SUBMISSION_STATUSES, type SubmissionStatus } from '@/db/enums';
import { SearchIcon } from 'lucide-react';
import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { submissionStatusLabels } from '@/lib/submissions/schemas';

/** A GET form: the filters live in the URL, work without JavaScript and survive a reload. */
export function SubmissionFilters({ q, status, kind }: { q: string; status: SubmissionStatus | undefined; kind: 'quote' | 'trial' | undefined }) {
  return (
    <form
      role="search"
      action="/admin"
      method="get"
      className="grid gap-3 rounded-lg border border-border bg-background p-4 sm:grid-cols-[1fr_12rem_12rem_auto] sm:items-end"
    >
      <div className="grid gap-1.5">
        <Label htmlFor="submission-search">Search</Label>
        <Input id="submission-search" name="q" type="search" defaultValue={q} maxLength={200} placeholder="Business name or e-mail" />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="submission-status-filter">Status</Label>
        <NativeSelect id="submission-status-filter" name="status" defaultValue={status ?? ''}>
          <option value="">All statuses</option>
          {SUBMISSION_STATUSES.map((value) => (
            <option key={value} value={value}>
              {submissionStatusLabels[value]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="submission-kind-filter">Kind</Label>
        <NativeSelect id="submission-kind-filter" name="kind" defaultValue={kind ?? ''}>
          <option value="">Trials and quotes</option>
          <option value="trial">Trials only</option>
          <option value="quote">Quote requests only</option>
        </NativeSelect>
      </div>
      <div className="flex gap-2">
        <Button type="submit">
          <SearchIcon aria-hidden="true" />
          Search
        </Button>
        {q || status || kind ? (
          <Button asChild variant="ghost">
            <Link href="/admin">Clear</Link>
          </Button>
        ) : null}
      </div>
    </form>
  );
}
