'use client';

import { LogOutIcon } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';

import { Button } from '@/components/ui/button';
import { authClient } from '@/lib/auth/client';

/** Signs out and goes to /auth. A session already gone on the server counts as signed out. */
export function SignOutButton() {
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  const signOut = () =>
    startTransition(async () => {
      await authClient.signOut().catch(() => undefined);
      router.replace('/auth');
      router.refresh();
    });
  return (
    <Button variant="ghost" size="sm" onClick={signOut} disabled={isPending}>
      <LogOutIcon aria-hidden="true" />
      Cerrar sesión
    </Button>
  );
}
