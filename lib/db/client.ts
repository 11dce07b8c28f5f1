import 'server-only';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { PGlite } from '@electric-sql/pglite';
import { mkdirSync } from 'node:fs';
import pg from 'pg';
import * as schema from '@/db/schema';
import { getConfig } from '@/lib/config';
import { logger } from '@/lib/logger';

/**
 * PGlite and node-postgres expose the same Drizzle query builder; the rest of the code sees
 * one type. (Their raw `execute` results differ, but both carry `rows`.)
 */
export type Database = NodePgDatabase<typeof schema>;

type Handle = { db: Database; close: () => Promise<void> };

const globalForDb = globalThis as unknown as { vitrinaDb?: Handle };

function openPostgres(url: string): Handle {
  const pool = new pg.Pool({ connectionString: url, max: 10, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 5_000 });
  // Without this listener an idle client's error (e.g. PostgreSQL restarting) kills the process.
  // The pool drops the broken client and opens a new one on the next query.
  pool.on('error', (error) => logger.error({ err: error }, 'postgres pool client error'));
  return { db: drizzlePg(pool, { schema }), close: () => pool.end() };
}

function openPglite(dataDir: string): Handle {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return { db, close: () => client.close() };
}

/** The process-wide database handle, opened on first use (never at build time). */
export function getDb(): Database {
  if (!globalForDb.vitrinaDb) {
    const { database } = getConfig();
    globalForDb.vitrinaDb = database.kind === 'postgres' ? openPostgres(database.url) : openPglite(database.dataDir);
  }
  return globalForDb.vitrinaDb.db;
}

export async function closeDb(): Promise<void> {
  const handle = globalForDb.vitrinaDb;
  globalForDb.vitrinaDb = undefined;
  await handle?.close();
}
