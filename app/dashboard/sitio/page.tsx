import type { Metadata } from 'next';

import { BillingDetailsProvider } from '@/components/billing/billing-details-context';
import { DashboardPageHeading } from '@/components/dashboard/dashboard-page-heading';
import { ProjectCard } from '@/components/dashboard/project-card';
import { SiteDownloadCard } from '@/components/dashboard/site-download-card';
import { SitePhotosCard } from '@/components/dashboard/site-photos-card';
import { SiteQrCard } from '@/components/dashboard/site-qr-card';
import { QuickEditsCard } from '@/components/dashboard/quick-edits/quick-edits-card';
import { DomainSettings } from '@/components/site-domains/domain-settings';
import { getCustomerDashboard } from '@/lib/dashboard/queries';
import { getOwnSiteQrCodes } from '@/lib/sites/qr/qr-codes';
import { removeOwnSiteDomainAction, setOwnSiteDomainAction, verifyOwnSiteDomainAction } from '@/lib/sites/domains/actions';

import { requireCustomerPage } from '../customer-access';

export const metadata: Metadata = { title: 'Tu sitio' };

/** The site itself: its progress and preview with the changes asked for, the photos sent, its domain, its QR codes and its download. */
export default async function SitePage() {
  const actor = await requireCustomerPage('/dashboard/sitio');
  const [data, qr] = await Promise.all([getCustomerDashboard(actor), getOwnSiteQrCodes(actor)]);
  return (
    // 'Aprobar y activar' opens the plans, which ask for the receipt data first.
    <BillingDetailsProvider initial={data.billingDetails} required={data.receiptsEnabled}>
      <div className="grid gap-6">
        <DashboardPageHeading
          title="Tu sitio"
          description="Cómo va, la vista previa, tus cambios rápidos, los cambios que pides, tus fotos, tu dominio y tu código QR."
        />
        <ProjectCard project={data.project} subscription={data.subscription} siteReview={data.siteReview} />
        {data.siteReview ? <QuickEditsCard /> : null}
        {data.sitePhotos ? <SitePhotosCard initial={data.sitePhotos} /> : null}
        {data.siteDomain ? (
          <DomainSettings
            language="es"
            siteId={data.siteDomain.siteId}
            siteAddress={data.siteDomain.siteAddress}
            initial={data.siteDomain.domain}
            actions={{ set: setOwnSiteDomainAction, verify: verifyOwnSiteDomainAction, remove: removeOwnSiteDomainAction }}
          />
        ) : null}
        {qr ? <SiteQrCard codes={qr.codes.map(({ slug, title }) => ({ slug, title }))} /> : null}
        {data.siteLifecycle.download ? <SiteDownloadCard download={data.siteLifecycle.download} /> : null}
      </div>
    </BillingDetailsProvider>
  );
}
