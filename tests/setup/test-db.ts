import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { maintenanceUrl, templateUrl } from './global-db';

/**
 * Every test file gets a database of its own: an in-memory PGlite, or on PostgreSQL a copy of
 * the migrated template. Mail goes to a temporary folder the file can read.
 */
const base = process.env.DATABASE_URL;
let createdName: string | undefined;

process.env.MAIL_DIR = mkdtempSync(path.join(tmpdir(), 'vitrina-mail-'));
process.env.UPLOADS_DIR = mkdtempSync(path.join(tmpdir(), 'vitrina-uploads-'));
process.env.LOG_LEVEL ??= 'silent';

if (base) {
  createdName = `vitrina_t_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const url = new URL(base);
  url.pathname = `/${createdName}`;
  process.env.DATABASE_URL = url.toString();
} else {
  process.env.PGLITE_DATA_DIR = 'memory://';
}

beforeAll(async () => {
  if (base && createdName) {
    const admin = new pg.Client({ connectionString: maintenanceUrl(base) });
    await admin.connect();
    const template = new URL(templateUrl(base)).pathname.slice(1);
    await admin.query(`create database "${createdName}" template "${template}"`);
    await admin.end();
  } else {
    const { runMigrations } = await import('@/lib/db/migrate');
    await runMigrations();
  }
});

afterAll(async () => {
  const { closeDb } = await import('@/lib/db/client');
  await closeDb();
  if (base && createdName) {
    const admin = new pg.Client({ connectionString: maintenanceUrl(base) });
    await admin.connect();
    await admin.query(`drop database if exists "${createdName}" with (force)`);
    await admin.end();
  }
});
