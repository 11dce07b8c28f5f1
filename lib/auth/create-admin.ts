import 'server-only';
import { eq } from 'drizzle-orm';
import { user } from '@/db/schema';
import { getDb } from '@/lib/db/client';
import { getAuth } from './auth';
import { grantAdmin } from './roles';

/** Creates an administrator, or promotes the existing account with that e-mail. */
export async function createOrPromoteAdmin(input: { email: string; password: string; name?: string }) {
  const email = input.email.trim().toLowerCase();
  const db = getDb();
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1);
  if (existing) {
    await grantAdmin(existing.id);
    return { userId: existing.id, created: false };
  }
  const result = await getAuth().api.signUpEmail({
    body: { email, password: input.password, name: input.name ?? 'Administrador' },
  });
  await grantAdmin(result.user.id);
  return { userId: result.user.id, created: true };
}
