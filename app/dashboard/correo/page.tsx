import type { Metadata } from 'next';

import { DashboardPageHeading } from '@/components/dashboard/dashboard-page-heading';
import { ProfessionalEmail, type EmailActions } from '@/components/dashboard/professional-email';
import { EmailNeedsDomain, EmailNotInPlan, SendAsGmail } from '@/components/dashboard/professional-email-notes';
import { addEmailAddressAction, prepareEmailDomainAction, removeEmailAddressAction, verifyEmailDomainAction } from '@/lib/sites/email/actions';
import { getOwnEmailSettings } from '@/lib/sites/email/professional-email';

import { requireCustomerPage } from '../customer-access';

export const metadata: Metadata = { title: 'Correo profesional' };

const TITLE = 'Correo profesional';
const actions: EmailActions = {
  prepare: prepareEmailDomainAction,
  verify: verifyEmailDomainAction,
  add: addEmailAddressAction,
  remove: removeEmailAddressAction,
};

/** 'Correo profesional' (issue 26): addresses on the customer's own domain, forwarded to the inbox they already use. */
export default async function ProfessionalEmailPage() {
  const actor = await requireCustomerPage('/dashboard/correo');
  const settings = await getOwnEmailSettings(actor);
  if (settings.state === 'unconfigured') {
    return <DashboardPageHeading title={TITLE} description="El correo profesional todavía no está disponible." />;
  }
  return (
    <div className="grid gap-6">
      <DashboardPageHeading title={TITLE} description="Direcciones con tu dominio, como contacto@tunegocio.pe, que te llegan al correo que ya usas." />
      {settings.state === 'no_domain' ? <EmailNeedsDomain hasPublishedSite={settings.hasPublishedSite} /> : null}
      {settings.state === 'plan' ? (
        <>
          <EmailNotInPlan domain={settings.domain} />
          {settings.addresses.length > 0 ? (
            <ProfessionalEmail
              siteId={settings.siteId}
              domain={settings.domain}
              setup={null}
              addresses={settings.addresses}
              limit={0}
              accountEmail={actor.email}
              actions={actions}
            />
          ) : null}
        </>
      ) : null}
      {settings.state === 'ready' ? (
        <>
          <ProfessionalEmail
            siteId={settings.siteId}
            domain={settings.domain}
            setup={settings.setup}
            addresses={settings.addresses}
            limit={settings.limit}
            accountEmail={settings.accountEmail}
            actions={actions}
          />
          <SendAsGmail sending={settings.sending} />
        </>
      ) : null}
    </div>
  );
}
