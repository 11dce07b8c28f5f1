import 'server-only';
import { and, eq } from 'drizzle-orm';
import { user, userRoles } from '@/db/schema';
import { getConfig } from '@/lib/config';
import type { Database } from '@/lib/db/client';
import { getDb } from '@/lib/db/client';

export type Role = 'admin' | 'customer';

/** Reads the role from the database every time: a revoked admin loses access at once. */
export async function getRole(userId: string, db: Database = getDb()): Promise<Role> {
  const [row] = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'admin')))
    .limit(1);
  return row ? 'admin' : 'customer';
}

export async function grantAdmin(userId: string, db: Database = getDb()): Promise<void> {
  await db.insert(userRoles).values({ userId, role: 'admin' }).onConflictDoNothing();
}

/** Every administrator's id and e-mail: customer messages and notices go to the whole team. */
export async function listAdmins(db: Database = getDb()) {
  return db
    .select({ id: user.id, email: user.email, name: user.name })
    .from(userRoles)
    .innerJoin(user, eq(user.id, userRoles.userId))
    .where(eq(userRoles.role, 'admin'));
}

/** Where notices for the team go: every administrator, or the public contact address while there is none. */
export async function teamAddresses(db: Database = getDb()): Promise<string[]> {
  const admins = await listAdmins(db);
  return admins.length > 0 ? admins.map((admin) => admin.email) : [getConfig().contactEmail];
}
