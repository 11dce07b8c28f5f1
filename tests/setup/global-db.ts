import pg from 'pg';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Builds a migrated template database once; each test file then gets its own copy
 * (tests/setup/test-db.ts). On PostgreSQL the template is a database; on PGlite it is a data
 * folder, because starting PGlite on a fresh folder (initdb, then every migration) costs about
 * five seconds per file where opening a copied folder costs about one.
 */
export default async function setup() {
  const base = testDatabaseServer();
  if (!base) {
    const folder = mkdtempSync(path.join(tmpdir(), 'vitrina-pglite-template-'));
    migrate({ PGLITE_DATA_DIR: folder });
    process.env.VITRINA_TEMPLATE_PGLITE = folder;
    return () => rmSync(folder, { recursive: true, force: true });
  }
  const template = templateUrl(base);
  const admin = new pg.Client({ connectionString: maintenanceUrl(base) });
  await admin.connect();
  const name = new URL(template).pathname.slice(1);
  await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1`, [name]);
  await admin.query(`drop database if exists "${name}"`);
  await admin.query(`create database "${name}"`);
  await admin.end();
  migrate({ DATABASE_URL: template });
  return async () => {
    const admin = new pg.Client({ connectionString: maintenanceUrl(base) });
    await admin.connect();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  };
}

/**
 * The PostgreSQL server (and name prefix) the suite's databases go to, or undefined for PGlite.
 * TEST_DATABASE_URL moves only the tests there: CI sets it so the integration suite runs on the
 * database operators run, while `npm test`'s end-to-end server, started from the same
 * environment, stays on PGlite as `npm run dev` does. Else DATABASE_URL, as for the app.
 */
export function testDatabaseServer(): string | undefined {
  return process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined;
}

function migrate(database: Record<string, string>) {
  execFileSync('npx', ['tsx', '--conditions=react-server', 'scripts/db-migrate.ts'], {
    env: { ...process.env, ...database, LOG_LEVEL: 'silent' },
    stdio: 'inherit',
  });
}

export function templateUrl(base: string): string {
  const url = new URL(base);
  url.pathname = `/${url.pathname.slice(1) || 'test'}_vitrina_template`;
  return url.toString();
}

export function maintenanceUrl(base: string): string {
  const url = new URL(base);
  url.pathname = '/postgres';
  return url.toString();
}
