import type { Metadata } from 'next';
import { redirect } from 'next/navigation';

import { AuthCard } from '@/components/auth/auth-card';
import { safeNextPath } from '@/lib/auth/redirect';
import { getActor } from '@/lib/auth/session';

export const metadata: Metadata = {
  title: 'Iniciar sesión',
  robots: { index: false },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const MODES = ['signin', 'signup', 'forgot'] as const;

export default async function AuthPage({ searchParams }: Props) {
  const params = await searchParams;
  const next = safeNextPath(params.next);
  // Already signed in: straight to where they were going (spec section 2).
  if (await getActor()) redirect(next);
  const mode = MODES.find((m) => m === params.mode) ?? 'signin';
  return <AuthCard next={next} initialMode={mode} />;
}
