import { ArrowLeftIcon } from 'lucide-react';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { SiteLogoPanel } from '@/components/admin/sites/site-logo-panel';
import { readSiteLogo } from '@/lib/sites/logo/team-logo';
import { requireAdminPage } from '../../../admin-access';

export const metadata = { title: 'Logo' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The team's work on one customer's logo (issue 26, item 5). */
export default async function SiteLogoPage({ params }: { params: Promise<{ siteId: string }> }) {
  const { siteId } = await params;
  const actor = await requireAdminPage(`/admin/sitios/${siteId}/logo`);
  const view = UUID.test(siteId) ? await readSiteLogo(actor, siteId) : null;
  if (!view) notFound();
  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-6">
      <Link href={`/admin/sitios/${siteId}`} className="mb-3 inline-flex items-center gap-1 text-sm text-primary underline-offset-2 hover:underline">
        <ArrowLeftIcon aria-hidden="true" className="size-4" />
        Back to the site editor
      </Link>
      <h1 className="mb-6 text-2xl font-bold tracking-tight">Logo · {view.businessName}</h1>
      <SiteLogoPanel view={view} />
    </main>
  );
}
