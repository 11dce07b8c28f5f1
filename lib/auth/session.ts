import 'server-only';
import { cache } from 'react';
import { headers } from 'next/headers';
import { getConfig } from '@/lib/config';
import { getAuth } from './auth';
import { getRole, type Role } from './roles';

/** Who is calling: every operation in lib/ takes one and scopes its queries by it. */
export type Actor = {
  userId: string;
  role: Role;
  email: string;
  name: string;
  twoFactorEnabled: boolean;
};

export class AuthError extends Error {
  override name = 'AuthError';
  constructor(readonly reason: 'unauthenticated' | 'forbidden' | 'two_factor_required') {
    super(reason === 'unauthenticated' ? 'Tu sesión expiró. Inicia sesión de nuevo.' : 'No tienes permiso para hacer esto.');
  }
}

/** The Better Auth session of the current request, read once per request. */
export const getSession = cache(async () => {
  // headers() first: while `next build` prerenders, it marks the page dynamic before anything
  // opens the database.
  const requestHeaders = await headers();
  return getAuth().api.getSession({ headers: requestHeaders });
});

/** The current actor with the role read from the database, or null for anonymous callers. */
export const getActor = cache(async (): Promise<Actor | null> => actorOf(await getSession()));

/**
 * The actor for explicit request headers, where `next/headers` is not available (proxy.ts).
 * The session is only read, never refreshed: the page that follows does that.
 */
export async function getActorForHeaders(requestHeaders: Headers): Promise<Actor | null> {
  return actorOf(await getAuth().api.getSession({ headers: requestHeaders, query: { disableRefresh: true } }));
}

type Session = Awaited<ReturnType<ReturnType<typeof getAuth>['api']['getSession']>>;

async function actorOf(session: Session): Promise<Actor | null> {
  if (!session) return null;
  const { user } = session;
  return {
    userId: user.id,
    role: await getRole(user.id),
    email: user.email,
    name: user.name,
    twoFactorEnabled: Boolean((user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled),
  };
}

export async function requireUser(): Promise<Actor> {
  const actor = await getActor();
  if (!actor) throw new AuthError('unauthenticated');
  return actor;
}

/** An administrator, checked against the database; with ADMIN_REQUIRE_2FA, one with TOTP on. */
export async function requireAdmin(): Promise<Actor> {
  const actor = await requireUser();
  if (actor.role !== 'admin') throw new AuthError('forbidden');
  if (getConfig().auth.adminRequire2fa && !actor.twoFactorEnabled) throw new AuthError('two_factor_required');
  return actor;
}
