import { BookOpenIcon, ShieldIcon } from 'lucide-react';
import Link from 'next/link';

import { MyDataSection } from '@/components/account/my-data-section';
import { BillingDetailsCard } from '@/components/billing/billing-details-card';
import { BillingDetailsProvider } from '@/components/billing/billing-details-context';
import { PaymentFailedBanner } from '@/components/billing/payment-failed-banner';
import { PaymentReturnNotice } from '@/components/billing/payment-return-notice';
import { DomainSettings } from '@/components/site-domains/domain-settings';
import { Button } from '@/components/ui/button';
import type { CustomerDashboard } from '@/lib/dashboard/queries';
import { removeOwnSiteDomainAction, setOwnSiteDomainAction, verifyOwnSiteDomainAction } from '@/lib/sites/actions';

import { MessagesCard } from './messages-card';
import { ProfileCard } from './profile-card';
import { ProjectCard } from './project-card';
import { ReceiptsCard } from './receipts-card';
import { SiteLeadsCard } from './site-leads-card';
import { SiteVisitsCard } from './site-visits-card';
import { SiteDownloadCard } from './site-download-card';
import { SiteGraceBanner } from './site-grace-banner';
import { SitePhotosCard } from './site-photos-card';
import { SubscriptionCard } from './subscription-card';

/** /dashboard: the customer's project, subscription, messages and account, on one page. */
export function DashboardView({ data }: { data: CustomerDashboard }) {
  const firstName = data.profile.name.split(' ')[0] || data.profile.name;
  return (
    <BillingDetailsProvider initial={data.billingDetails} required={data.receiptsEnabled}>
      <div className="grid gap-6">
        <PaymentReturnNotice />
        {data.subscription?.status === 'past_due' ? <PaymentFailedBanner paysByLink={data.subscription.paysByLink} linksOffered={data.subscription.offersPaymentLinks} /> : null}
        {data.siteLifecycle.grace ? <SiteGraceBanner grace={data.siteLifecycle.grace} /> : null}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">Hola, {firstName}</h1>
            <p className="text-muted-foreground">Aquí sigues tu proyecto, tu suscripción y tus mensajes.</p>
          </div>
          {data.isAdmin ? (
            <Button asChild variant="secondary" className="self-start sm:self-auto">
              <Link href="/admin">
                <ShieldIcon aria-hidden="true" />
                Panel de Administrador
              </Link>
            </Button>
          ) : null}
        </div>
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="grid content-start gap-6 lg:col-span-2">
            <ProjectCard project={data.project} subscription={data.subscription} siteReview={data.siteReview} />
            {data.siteDomain ? (
              <DomainSettings
                language="es"
                siteId={data.siteDomain.siteId}
                siteAddress={data.siteDomain.siteAddress}
                initial={data.siteDomain.domain}
                actions={{ set: setOwnSiteDomainAction, verify: verifyOwnSiteDomainAction, remove: removeOwnSiteDomainAction }}
              />
            ) : null}
            {data.sitePhotos ? <SitePhotosCard initial={data.sitePhotos} /> : null}
            {data.siteVisits ? <SiteVisitsCard visits={data.siteVisits} /> : null}
            {data.siteLeads ? <SiteLeadsCard data={data.siteLeads} /> : null}
            <MessagesCard messages={data.messages} />
          </div>
          <div className="grid content-start gap-6">
            <SubscriptionCard subscription={data.subscription} paymentsEnabled={data.paymentsEnabled} />
            {data.siteLifecycle.download ? <SiteDownloadCard download={data.siteLifecycle.download} /> : null}
            {data.receiptsEnabled || data.receipts.length > 0 ? (
              <>
                <ReceiptsCard receipts={data.receipts} />
                <BillingDetailsCard />
              </>
            ) : null}
            <ProfileCard profile={data.profile} />
            <Link
              href="/libro-de-reclamaciones"
              className="flex items-center gap-3 rounded-lg border border-border bg-card p-4 text-sm font-medium hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <BookOpenIcon aria-hidden="true" className="size-5 shrink-0 text-primary" />
              Libro de Reclamaciones
            </Link>
          </div>
        </div>
        <MyDataSection />
      </div>
    </BillingDetailsProvider>
  );
}
