import type { Metadata } from 'next';

import { ExpiredLinkNotice, ResetPasswordForm } from '@/components/auth/reset-password-form';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

export const metadata: Metadata = {
  title: 'Nueva contraseña',
  robots: { index: false },
  // The token is in the address: it must not leave in a Referer header.
  referrer: 'no-referrer',
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Where the reset e-mail's link lands: Better Auth adds ?token=… or, for a bad link, ?error=…. */
export default async function ResetPasswordPage({ searchParams }: Props) {
  const { token, error } = await searchParams;
  const validToken = typeof token === 'string' && token.length > 0 && !error ? token : null;
  return (
    <Card className="w-full max-w-md">
      <CardHeader>
        <CardTitle asChild>
          <h1 className="text-2xl">Elige una nueva contraseña</h1>
        </CardTitle>
        <CardDescription>Al guardarla, se cerrará tu sesión en todos tus dispositivos.</CardDescription>
      </CardHeader>
      <CardContent>{validToken ? <ResetPasswordForm token={validToken} /> : <ExpiredLinkNotice />}</CardContent>
    </Card>
  );
}
