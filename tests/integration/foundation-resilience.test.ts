import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { user, userRoles } from '@/db/schema';
import { getRole } from '@/lib/auth/roles';
import { createOrPromoteAdmin } from '@/lib/auth/create-admin';
import { getDb } from '@/lib/db/client';
import { createUser } from '../helpers/auth';

describe('admin:create', () => {
  it('creates a new admin, and promotes an existing customer without a second account', async () => {
    const created = await createOrPromoteAdmin({ email: 'Nueva.Admin@Example.pe', password: 'clave-admin-123' });
    expect(created.created).toBe(true);
    expect(await getRole(created.userId)).toBe('admin');

    const customer = await createUser();
    expect(await getRole(customer.id)).toBe('customer');
    const promoted = await createOrPromoteAdmin({ email: customer.email, password: 'ignorada-123' });
    expect(promoted).toEqual({ userId: customer.id, created: false });
    expect(await getRole(customer.id)).toBe('admin');
    const roles = await getDb().select().from(userRoles).where(eq(userRoles.userId, customer.id));
    expect(roles).toHaveLength(1);
    const accounts = await getDb().select().from(user).where(eq(user.email, customer.email));
    expect(accounts).toHaveLength(1);
  });
});

// Only PostgreSQL has connections a server restart can cut; CI runs this file on both databases.
describe.runIf(Boolean(process.env.DATABASE_URL))('PostgreSQL connections dropped under the app', () => {
  it('keeps the process alive and answers again once the pool reconnects', async () => {
    const db = getDb();
    await db.execute(sql`select 1`);
    // What a PostgreSQL restart does to every open connection: terminate it from the server side.
    const killer = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await killer.connect();
    await killer.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    await killer.end();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const result = await db.execute(sql`select 42 as answer`);
    expect((result.rows[0] as { answer: number }).answer).toBe(42);
  });
});
