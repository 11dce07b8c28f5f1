import Link from 'next/link';
import { notFound } from 'next/navigation';
import { BackLink } from '@/components/admin/sites/back-link';
import { isSiteIdShape } from '@/lib/sites/site-ids';
import { SiteEditor } from '@/components/admin/sites/site-editor';
import { getSiteForEditor } from '@/lib/sites/publish/editor';
import { requireAdminPage } from '../../admin-access';

export const metadata = { title: 'Site editor' };

/** The editor of one customer's site (issue 13, item 3). */
export default async function SiteEditorPage({ params }: { params: Promise<{ siteId: string }> }) {
  const { siteId } = await params;
  const actor = await requireAdminPage(`/admin/sitios/${siteId}`);
  const site = isSiteIdShape(siteId) ? await getSiteForEditor(actor, siteId) : null;
  if (!site) notFound();
  return (
    <main className="mx-auto w-full max-w-[96rem] px-4 py-6">
      <BackLink href="/admin?tab=sites">Back to the panel</BackLink>
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
