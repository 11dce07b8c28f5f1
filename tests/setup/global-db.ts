import pg from 'pg';
import { execFileSync } from 'node:child_process';

/**
 * On PostgreSQL (DATABASE_URL set), builds a migrated template database once; each test file
 * then gets its own copy (tests/setup/test-db.ts). On PGlite there is nothing to prepare.
 */
export default async function setup() {
  const base = process.env.DATABASE_URL;
  if (!base) return;
  const template = templateUrl(base);
  const admin = new pg.Client({ connectionString: maintenanceUrl(base) });
  await admin.connect();
  const name = new URL(template).pathname.slice(1);
  await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1`, [name]);
  await admin.query(`drop database if exists "${name}"`);
  await admin.query(`create database "${name}"`);
  await admin.end();
  execFileSync('npx', ['tsx', '--conditions=react-server', 'scripts/db-migrate.ts'], {
    env: { ...process.env, DATABASE_URL: template, LOG_LEVEL: 'silent' },
    stdio: 'inherit',
  });
  process.env.VITRINA_TEMPLATE_DB = template;
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
