import { AdminHeader } from '@/components/admin/admin-header';
import { AdminTabs, type AdminTab } from '@/components/admin/admin-tabs';
import { BlogTab } from '@/components/admin/blog/blog-tab';
import { LegalNoticesTab } from '@/components/admin/legal/legal-notices-tab';
import { MessagesTab } from '@/components/admin/messages/messages-tab';
import { ReceiptsTab } from '@/components/admin/receipts/receipts-tab';
import { SchedulerTab } from '@/components/admin/scheduler/scheduler-tab';
import { SiteArticlesTab } from '@/components/admin/sites/site-articles-tab';
import { SitesTab } from '@/components/admin/sites/sites-tab';
import { SubmissionsTab } from '@/components/admin/submissions/submissions-tab';
import { AdminComplaintsTab } from '@/components/complaints/admin-complaints-tab';
import { receiptFiltersSchema } from '@/lib/receipts/present';
import { submissionListQuerySchema } from '@/lib/submissions/schemas';
import { requireAdminPage } from './admin-access';

type SearchParams = Record<string, string | string[] | undefined>;

const TABS: readonly AdminTab[] = [
  { value: 'submissions', label: 'Client Submissions' },
  { value: 'sites', label: 'Sites' },
  { value: 'site-articles', label: 'Customer Articles' },
  { value: 'messages', label: 'Messages' },
  { value: 'blog', label: 'Blog Articles' },
  { value: 'scheduler', label: 'Auto-Publish Scheduler' },
  { value: 'reclamaciones', label: 'Libro de Reclamaciones' },
  { value: 'receipts', label: 'Comprobantes' },
  { value: 'avisos', label: 'Avisos legales' },
];

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function AdminPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const actor = await requireAdminPage('/admin');
  const params = await searchParams;
  const requested = first(params.tab);
  const tab = TABS.find((t) => t.value === requested)?.value ?? 'submissions';
  const page = Number(first(params.page)) || 1;

  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-8">
      <AdminHeader email={actor.email} />
      <AdminTabs tabs={TABS} active={tab}>
        {tab === 'submissions' ? (
          <SubmissionsTab
            actor={actor}
            query={submissionListQuerySchema.parse({ q: first(params.q), status: first(params.status), kind: first(params.kind), page })}
          />
        ) : null}
        {tab === 'sites' ? <SitesTab actor={actor} /> : null}
        {tab === 'site-articles' ? <SiteArticlesTab actor={actor} /> : null}
        {tab === 'messages' ? <MessagesTab actor={actor} /> : null}
        {tab === 'blog' ? <BlogTab actor={actor} page={page} /> : null}
        {tab === 'scheduler' ? <SchedulerTab actor={actor} /> : null}
        {tab === 'reclamaciones' ? <AdminComplaintsTab /> : null}
        {tab === 'avisos' ? <LegalNoticesTab /> : null}
        {tab === 'receipts' ? <ReceiptsTab {...receiptFiltersSchema.parse({ month: first(params.month), status: first(params.status) })} /> : null}
      </AdminTabs>
    </main>
  );
}
