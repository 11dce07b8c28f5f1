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
  const base = process.env.DATABASE_URL;
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
