import { BookOpenIcon } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';

import { MyDataSection } from '@/components/account/my-data-section';
import { DashboardPageHeading } from '@/components/dashboard/dashboard-page-heading';
import { ProfileCard } from '@/components/dashboard/profile-card';
import { getCustomerDashboard } from '@/lib/dashboard/queries';

import { requireCustomerPage } from '../customer-access';

export const metadata: Metadata = { title: 'Tu cuenta' };

/** The account: the customer's details, their data rights (copy, deletion) and the complaints book. */
export default async function AccountPage() {
  const actor = await requireCustomerPage('/dashboard/cuenta');
  const { profile } = await getCustomerDashboard(actor);
  return (
    <div className="grid gap-6">
      <DashboardPageHeading title="Tu cuenta" description="Tus datos, una copia de todo o el borrado de tu cuenta, y el Libro de Reclamaciones." />
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="grid content-start gap-6">
          <ProfileCard profile={profile} />
          <Link
            href="/libro-de-reclamaciones"
            className="flex items-center gap-3 rounded-lg border border-border bg-card p-4 text-sm font-medium hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <BookOpenIcon aria-hidden="true" className="size-5 shrink-0 text-primary" />
            Libro de Reclamaciones
          </Link>
        </div>
        <div className="lg:col-span-2">
          <MyDataSection />
        </div>
      </div>
    </div>
  );
}
