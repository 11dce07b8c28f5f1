'use client';

import { LogOutIcon, ShieldCheckIcon } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { authClient } from '@/lib/auth/client';

/** 'Admin Dashboard' with Logout: signs out and goes to /auth whatever the server answers. */
export function AdminHeader({ email }: { email: string }) {
  const router = useRouter();
  const [isSigningOut, setIsSigningOut] = useState(false);

  async function logout() {
    setIsSigningOut(true);
    // An already-expired session (403, session_not_found) is as good as signed out (spec 7).
    await authClient.signOut().catch(() => undefined);
    router.push('/auth');
    router.refresh();
  }

  return (
    <header className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Admin Dashboard</h1>
        <p className="truncate text-sm text-muted-foreground">{email}</p>
      </div>
      <div className="flex items-center gap-2">
        <Button asChild variant="ghost" size="sm">
          <Link href="/admin/security">
            <ShieldCheckIcon aria-hidden="true" />
            Security
          </Link>
        </Button>
        <Button variant="outline" size="sm" onClick={logout} disabled={isSigningOut}>
          {isSigningOut ? <Spinner className="size-4" label="Signing out..." /> : <LogOutIcon aria-hidden="true" />}
          Logout
        </Button>
      </div>
    </header>
  );
}
