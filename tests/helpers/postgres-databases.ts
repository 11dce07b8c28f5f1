import { afterAll, beforeAll } from 'vitest';
import { resetConfigForTests } from '@/lib/config';
import { closeDb } from '@/lib/db/client';
import { runMigrations } from '@/lib/db/migrate';
import { dropDatabase, freshDatabase } from '../../scripts/scratch-database';

/**
 * PostgreSQL databases for a test that needs the server itself (pg_dump, pg_restore), even when
 * the suite runs on PGlite: on DATABASE_URL's server when it is set, else on 127.0.0.1:5432 (or
 * PG_HOST), which this machine kind and CI always have.
 */
function serverUrl(): URL {
  const url = new URL(process.env.DATABASE_URL ?? `postgres://postgres@${process.env.PG_HOST ?? '127.0.0.1'}:5432/postgres`);
  url.pathname = '/postgres';
  return url;
}

/** Creates an empty database (as `createdb` does) and answers its URL; dropped when the file ends. */
const created: string[] = [];
export async function createEmptyDatabase(label: string): Promise<string> {
  const name = `vitrina_t_${label}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const url = await freshDatabase(serverUrl(), name);
  created.push(name);
  return url;
}

afterAll(async () => {
  for (const name of created.splice(0)) await dropDatabase(serverUrl(), name);
});

/**
 * Makes the app's own database a PostgreSQL one for this file: the suite's per-file database when
 * it runs on PostgreSQL already, else a fresh one migrated here.
 */
export function appDatabaseOnPostgres(): () => string {
  let url = process.env.DATABASE_URL;
  const own = !url;
  beforeAll(async () => {
    if (!own) return;
    url = await createEmptyDatabase('app');
    await closeDb();
    process.env.DATABASE_URL = url;
    resetConfigForTests();
    await runMigrations();
  }, 120_000);
  afterAll(async () => {
    await closeDb();
    if (own) delete process.env.DATABASE_URL;
    resetConfigForTests();
  });
  return () => {
    if (!url) throw new Error('the app database is not ready');
    return url;
  };
}
