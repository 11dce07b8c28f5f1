import type { Metadata } from 'next';
import { redirect } from 'next/navigation';

import { AuthCard } from '@/components/auth/auth-card';
import { homePath, safeNextPath } from '@/lib/auth/redirect';
import { getActor } from '@/lib/auth/session';

export const metadata: Metadata = {
  title: 'Iniciar sesión',
  robots: { index: false },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const MODES = ['signin', 'signup', 'forgot'] as const;

export default async function AuthPage({ searchParams }: Props) {
  const params = await searchParams;
  // Already signed in: straight to where they were going (spec section 2), or, when they asked for
  // no page, to their own home, which only the role read here on the server can tell.
  const actor = await getActor();
  if (actor) redirect(safeNextPath(params.next, homePath(actor.role)));
  const mode = MODES.find((m) => m === params.mode) ?? 'signin';
  // Without a page asked for, the card comes back here once signed in, to be sent home from above.
  return <AuthCard next={safeNextPath(params.next, '/auth')} initialMode={mode} />;
}
