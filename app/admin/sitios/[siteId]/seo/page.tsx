import { notFound } from 'next/navigation';
import { BackLink } from '@/components/admin/sites/back-link';
import { isSiteIdShape } from '@/lib/sites/site-ids';
import { SiteSeoMonthView } from '@/components/admin/sites/site-seo-month';
import { readSiteSeoMonth } from '@/lib/sites/seo/queries';
import { requireAdminPage } from '../../../admin-access';

export const metadata = { title: 'SEO and content updates' };

/** One site's monthly Growth work: the SEO check's tasks and the month's change requests (issue 26, item 2). */
export default async function SiteSeoPage({ params, searchParams }: { params: Promise<{ siteId: string }>; searchParams: Promise<{ mes?: string }> }) {
  const { siteId } = await params;
  const actor = await requireAdminPage(`/admin/sitios/${siteId}/seo`);
  const data = isSiteIdShape(siteId) ? await readSiteSeoMonth(actor, siteId, (await searchParams).mes) : null;
  if (!data) notFound();
  return (
    <main className="mx-auto w-full max-w-4xl px-4 py-6">
      <BackLink href={`/admin/sitios/${siteId}`}>Back to the site editor</BackLink>
      <h1 className="text-2xl font-bold tracking-tight">
        {data.site.businessName}: SEO and content, {data.month}
      </h1>
      <p className="mb-6 text-sm text-muted-foreground">
        <a href={data.site.url} target="_blank" rel="noopener noreferrer" className="underline underline-offset-2">
          {data.site.url}
        </a>
      </p>
      <SiteSeoMonthView data={data} />
    </main>
  );
}
