import type { Metadata } from 'next';
import Link from 'next/link';

import { DashboardPageHeading } from '@/components/dashboard/dashboard-page-heading';
import { LogoCard } from '@/components/dashboard/logo/logo-card';
import { readOwnLogo } from '@/lib/sites/logo/own-logo';

import { requireCustomerPage } from '../customer-access';

export const metadata: Metadata = { title: 'Tu logo' };

/** 'Tu logo' (issue 26): the brief, the options the team sends, the choice and its downloads. */
export default async function LogoPage() {
  const actor = await requireCustomerPage('/dashboard/logo');
  const logo = await readOwnLogo(actor);
  return (
    <div className="grid gap-6">
      <DashboardPageHeading title="Tu logo" description="Te diseñamos un logo: nos cuentas cómo lo imaginas, te enviamos opciones y eliges una." />
      {logo ? (
        <LogoCard logo={logo} />
      ) : (
        <p>
          Primero solicita tu sitio web; luego podrás pedirnos tu logo.{' '}
          <Link href="/start-trial" className="font-medium text-primary underline underline-offset-4">
            Solicitar mi sitio
          </Link>
        </p>
      )}
    </div>
  );
}
