import 'server-only';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import { getConfig } from '@/lib/config';
import { getDb } from './client';

const MIGRATIONS_FOLDER = path.join(process.cwd(), 'db', 'migrations');
// Any constant works; it only has to be the same in every instance.
const MIGRATION_LOCK_KEY = 7_231_903;

/**
 * Applies pending migrations. On PostgreSQL a session advisory lock, held on one dedicated
 * connection, makes instances starting together take turns, so each migration runs once.
 */
export async function runMigrations(): Promise<void> {
  const { database } = getConfig();
  if (database.kind === 'pglite') {
    await migratePglite(getDb() as unknown as PgliteDatabase, { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  // A database that never answers (a firewalled host) must still end start-up, not hang it.
  const client = new pg.Client({ connectionString: database.url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await client.end();
  }
}
