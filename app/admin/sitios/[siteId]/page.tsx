import { ArrowLeftIcon } from 'lucide-react';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { SiteEditor } from '@/components/admin/sites/site-editor';
import { getSiteForEditor } from '@/lib/sites/publish/editor';
import { requireAdminPage } from '../../admin-access';

export const metadata = { title: 'Site editor' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The editor of one customer's site (issue 13, item 3). */
export default async function SiteEditorPage({ params }: { params: Promise<{ siteId: string }> }) {
  const { siteId } = await params;
  const actor = await requireAdminPage(`/admin/sitios/${siteId}`);
  const site = UUID.test(siteId) ? await getSiteForEditor(actor, siteId) : null;
  if (!site) notFound();
  return (
    <main className="mx-auto w-full max-w-[96rem] px-4 py-6">
      <Link href="/admin?tab=sites" className="mb-3 inline-flex items-center gap-1 text-sm text-primary underline-offset-2 hover:underline">
        <ArrowLeftIcon aria-hidden="true" className="size-4" />
        Back to the panel
      </Link>
      <h1 className="text-2xl font-bold tracking-tight">{site.businessName}</h1>
      <p className="mb-6 text-sm text-muted-foreground">
        <a href={site.url} target="_blank" rel="noopener noreferrer" className="underline underline-offset-2">
          {site.url}
        </a>{' '}
        · {site.status} ·{' '}
        <Link href={`/admin/sitios/${site.siteId}/seo`} className="text-primary underline underline-offset-2">
          SEO tasks and content updates
        </Link>{' '}
        ·{' '}
        <Link href={`/admin/sitios/${site.siteId}/logo`} className="text-primary underline underline-offset-2">
          Logo
        </Link>
      </p>
      {/* A new saved or restored version remounts the editor on it. */}
      <SiteEditor key={site.latest.number} site={site} />
    </main>
  );
}
