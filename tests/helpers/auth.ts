import { getAuth } from '@/lib/auth/auth';
import { grantAdmin } from '@/lib/auth/roles';
import type { Actor } from '@/lib/auth/session';
import { requestContext } from './request-context';

let counter = 0;

/** Creates an account through Better Auth and returns its id and credentials. */
export async function createUser(options: { admin?: boolean; email?: string; name?: string; password?: string } = {}) {
  counter += 1;
  const email = options.email ?? `user${counter}-${Math.random().toString(36).slice(2, 7)}@example.pe`;
  const password = options.password ?? 'contraseña-segura-123';
  const { user } = await getAuth().api.signUpEmail({ body: { email, password, name: options.name ?? `Usuario ${counter}` } });
  if (options.admin) await grantAdmin(user.id);
  return { id: user.id, email, password };
}

/** A fresh administrator as the operations in lib/ see them (no session needed). */
export async function createAdminActor(): Promise<Actor> {
  const admin = await createUser({ admin: true });
  return { userId: admin.id, role: 'admin', email: admin.email, name: 'Admin', twoFactorEnabled: false };
}

/** Signs in for real and makes the next server-action calls carry that session cookie. */
export async function signIn(email: string, password: string): Promise<void> {
  const response = await getAuth().api.signInEmail({ body: { email, password }, asResponse: true });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  requestContext.signOut();
  requestContext.setCookiesFrom(response.headers.getSetCookie());
}

/** A fresh account, signed in. */
export async function signInAsNewUser(options: { admin?: boolean } = {}) {
  const account = await createUser(options);
  await signIn(account.email, account.password);
  return account;
}

export function signOut(): void {
  requestContext.signOut();
}
