import { ArrowLeftIcon } from 'lucide-react';
import Link from 'next/link';
import { TwoFactorSettings } from '@/components/admin/security/two-factor-settings';
import { getConfig } from '@/lib/config';
import { requireAdminWithoutTwoFactor } from '../admin-access';

export const metadata = { title: 'Security' };

export default async function AdminSecurityPage() {
  const actor = await requireAdminWithoutTwoFactor('/admin/security');
  const isRequired = getConfig().auth.adminRequire2fa;
  return (
    <main className="mx-auto w-full max-w-2xl px-4 py-6 sm:py-8">
      {isRequired && !actor.twoFactorEnabled ? null : (
        <Link href="/admin" className="mb-4 inline-flex items-center gap-1 text-sm text-primary underline-offset-2 hover:underline">
          <ArrowLeftIcon aria-hidden="true" className="size-4" />
          Back to the dashboard
        </Link>
      )}
      <h1 className="text-2xl font-bold tracking-tight">Security</h1>
      <p className="mb-6 text-sm text-muted-foreground">{actor.email}</p>
      <TwoFactorSettings isEnabled={actor.twoFactorEnabled} isRequired={isRequired} />
    </main>
  );
}
