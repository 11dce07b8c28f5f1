import 'server-only';
import { redirect, unstable_rethrow } from 'next/navigation';
import { AuthError, requireAdmin, requireUser, type Actor } from '@/lib/auth/session';
import { logger } from '@/lib/logger';

type Reason = AuthError['reason'] | 'failed';

async function reasonOf(check: () => Promise<Actor>): Promise<Actor | Reason> {
  try {
    return await check();
  } catch (error) {
    // Next's own signals (dynamic rendering, redirects) pass through untouched.
    unstable_rethrow(error);
    if (error instanceof AuthError) return error.reason;
    logger.error({ err: error }, 'admin role check failed');
    return 'failed';
  }
}

/**
 * The panel's doors (spec section 2): no session → /auth, coming back to `path` after signing in;
 * not an admin or a failed role check → /dashboard; two-factor required but off → the security
 * page. Every action checks again on its own: this only decides where the browser goes.
 */
export async function requireAdminPage(path: string): Promise<Actor> {
  const result = await reasonOf(requireAdmin);
  if (typeof result !== 'string') return result;
  if (result === 'unauthenticated') redirect(`/auth?next=${encodeURIComponent(path)}`);
  if (result === 'two_factor_required') redirect('/admin/security');
  redirect('/dashboard');
}

/** The security page is where two-factor gets turned on, so it must open before it is on. */
export async function requireAdminWithoutTwoFactor(path: string): Promise<Actor> {
  const result = await reasonOf(requireUser);
  if (typeof result === 'string') {
    if (result === 'unauthenticated') redirect(`/auth?next=${encodeURIComponent(path)}`);
    redirect('/dashboard');
  }
  if (result.role !== 'admin') redirect('/dashboard');
  return result;
}
