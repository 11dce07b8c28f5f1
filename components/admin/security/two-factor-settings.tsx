'use client';

import { ShieldAlertIcon, ShieldCheckIcon } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PasswordStep } from './password-step';
import { TotpSetup, type Enrollment } from './totp-setup';
import { authClient } from '@/lib/auth/client';

/**
 * Two-factor sign-in with an authenticator app (Better Auth's TOTP plugin). Turning it on takes the
 * password, then a code from the app; with ADMIN_REQUIRE_2FA the panel opens only after that.
 */
export function TwoFactorSettings({ isEnabled, isRequired }: { isEnabled: boolean; isRequired: boolean }) {
  const router = useRouter();
  const [enrollment, setEnrollment] = useState<Enrollment | null>(null);

  async function start(password: string) {
    const { data, error } = await authClient.twoFactor.enable({ password });
    if (error || !data || !('totpURI' in data)) return error?.message ?? 'Could not start the setup';
    setEnrollment({ totpURI: data.totpURI, backupCodes: data.backupCodes });
    return null;
  }

  async function disable(password: string) {
    const { error } = await authClient.twoFactor.disable({ password });
    if (error) return error.message ?? 'Could not turn off two-factor authentication';
    toast.success('Two-factor authentication is off');
    router.refresh();
    return null;
  }

  function verified() {
    toast.success('Two-factor authentication is on');
    setEnrollment(null);
    if (isRequired) router.push('/admin');
    router.refresh();
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2">
            {isEnabled ? <ShieldCheckIcon aria-hidden="true" className="size-5 text-success" /> : <ShieldAlertIcon aria-hidden="true" className="size-5" />}
            Two-factor authentication
          </h2>
        </CardTitle>
        <CardDescription>
          {isEnabled
            ? 'On: signing in asks for a code from your authenticator app after the password.'
            : 'Off: add a code from an authenticator app (Google Authenticator, 1Password, Authy...) to every sign-in.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {isRequired && !isEnabled ? (
          <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            Administrators must turn on two-factor authentication before opening the panel.
          </p>
        ) : null}
        {enrollment ? (
          <TotpSetup enrollment={enrollment} onVerified={verified} onCancel={() => setEnrollment(null)} />
        ) : isEnabled ? (
          isRequired ? (
            <p className="text-sm text-muted-foreground">Two-factor authentication is required for administrators and cannot be turned off.</p>
          ) : (
            <PasswordStep id="disable-2fa" submitLabel="Turn off two-factor" variant="outline" onSubmit={disable} />
          )
        ) : (
          <PasswordStep id="enable-2fa" submitLabel="Set up two-factor" onSubmit={start} />
        )}
      </CardContent>
    </Card>
  );
}
