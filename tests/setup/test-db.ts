import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { maintenanceUrl, templateUrl, testDatabaseServer } from './global-db';

/**
 * Every test file gets a database of its own, copied from the migrated template that
 * tests/setup/global-db.ts built: a PGlite data folder, or on PostgreSQL a database.
 * Mail goes to a temporary folder the file can read.
 */
const base = testDatabaseServer();
let createdName: string | undefined;
let pgliteFolder: string | undefined;

process.env.MAIL_DIR = mkdtempSync(path.join(tmpdir(), 'vitrina-mail-'));
process.env.UPLOADS_DIR = mkdtempSync(path.join(tmpdir(), 'vitrina-uploads-'));
process.env.LOG_LEVEL ??= 'silent';

if (base) {
  const url = new URL(base);
  // Named after the run's database, so a run's leftovers (a run killed half-way) are easy to find.
  createdName = `${url.pathname.slice(1) || 'vitrina'}_t_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  url.pathname = `/${createdName}`;
  process.env.DATABASE_URL = url.toString();
} else {
  const template = process.env.VITRINA_TEMPLATE_PGLITE;
  if (!template) throw new Error('tests/setup/global-db.ts did not build the PGlite template');
  pgliteFolder = mkdtempSync(path.join(tmpdir(), 'vitrina-pglite-'));
  cpSync(template, pgliteFolder, { recursive: true });
  process.env.PGLITE_DATA_DIR = pgliteFolder;
}

beforeAll(async () => {
  if (!base || !createdName) return;
  const admin = new pg.Client({ connectionString: maintenanceUrl(base) });
  await admin.connect();
  const template = new URL(templateUrl(base)).pathname.slice(1);
  await admin.query(`create database "${createdName}" template "${template}"`);
  await admin.end();
});

afterAll(async () => {
  const { closeDb } = await import('@/lib/db/client');
  await closeDb();
  if (pgliteFolder) rmSync(pgliteFolder, { recursive: true, force: true });
  if (base && createdName) {
    const admin = new pg.Client({ connectionString: maintenanceUrl(base) });
    await admin.connect();
    await admin.query(`drop database if exists "${createdName}" with (force)`);
    await admin.end();
  }
});
