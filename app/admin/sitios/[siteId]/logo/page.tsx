import { notFound } from 'next/navigation';
import { BackLink } from '@/components/admin/sites/back-link';
import { isSiteIdShape } from '@/lib/sites/site-ids';
import { SiteLogoPanel } from '@/components/admin/sites/site-logo-panel';
import { readSiteLogo } from '@/lib/sites/logo/team-logo';
import { requireAdminPage } from '../../../admin-access';

export const metadata = { title: 'Logo' };

/** The team's work on one customer's logo (issue 26, item 5). */
export default async function SiteLogoPage({ params }: { params: Promise<{ siteId: string }> }) {
  const { siteId } = await params;
  const actor = await requireAdminPage(`/admin/sitios/${siteId}/logo`);
  const view = isSiteIdShape(siteId) ? await readSiteLogo(actor, siteId) : null;
  if (!view) notFound();
  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-6">
      <BackLink href={`/admin/sitios/${siteId}`}>Back to the site editor</BackLink>
      <h1 className="mb-6 text-2xl font-bold tracking-tight">Logo · {view.businessName}</h1>
      <SiteLogoPanel view={view} />
    </main>
  );
}
