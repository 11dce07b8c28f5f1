import 'server-only';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { BackupError } from './archive';

/**
 * PostgreSQL's own tools do the dump and the load (pg_dump, pg_restore, psql from the
 * postgresql-client package, at least the server's major version). The password travels in
 * PGPASSWORD, never on a command line other users of the host can read.
 */
function toolConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  // The tools get this process's environment (PATH, PGSSLROOTCERT...) plus the password; nothing
  // of the app's configuration is read here.
  // eslint-disable-next-line no-restricted-properties
  const inherited = process.env;
  return { dbname: parsed.toString(), env: password ? { ...inherited, PGPASSWORD: password } : { ...inherited } };
}

/** The URL without its password, for what the scripts print. */
export function describeDatabase(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv, stdin?: NodeJS.ReadableStream): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: [stdin ? 'pipe' : 'ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
    if (stdin && child.stdin) stdin.pipe(child.stdin);
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new BackupError(`${command} not found: install PostgreSQL's client tools (apt-get install postgresql-client) or put their folder on PATH`)
          : error,
      ),
    );
    child.on('close', (code) => (code === 0 ? resolve() : reject(new BackupError(`${command} failed (exit ${code}): ${stderr.trim()}`))));
  });
}

type Client = pg.Client;

async function connect(url: string): Promise<Client> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  return client;
}

/**
 * Runs `work` inside one read-only snapshot of the database, exported so that pg_dump reads the
 * very same one: the dump and the row counts of the manifest describe one moment, whatever the
 * app writes meanwhile.
 */
export async function withSnapshot<T>(url: string, work: (snapshot: { id: string; client: Client; takenAt: Date }) => Promise<T>): Promise<T> {
  const client = await connect(url);
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ id: string; now: Date }>('select pg_export_snapshot() as id, now() as now');
    const result = await work({ id: rows[0]!.id, client, takenAt: rows[0]!.now });
    await client.query('commit');
    return result;
  } finally {
    await client.end();
  }
}

/** Writes the snapshot's whole database (every schema: the app's tables and drizzle's migration log) to `file`. */
export async function dumpDatabase(url: string, snapshotId: string, file: string): Promise<void> {
  const { dbname, env } = toolConnection(url);
  await run('pg_dump', ['--format=custom', `--snapshot=${snapshotId}`, `--file=${file}`, `--dbname=${dbname}`], env);
}

/** Exact row counts of every table outside PostgreSQL's own schemas, as `schema.table`. */
export async function tableCounts(client: Client): Promise<Record<string, number>> {
  const { rows: tables } = await client.query<{ name: string; quoted: string }>(
    `select schemaname || '.' || tablename as name, format('%I.%I', schemaname, tablename) as quoted
       from pg_tables where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = await client.query<{ n: string }>(`select count(*) as n from ${table.quoted}`);
    counts[table.name] = Number(rows[0]?.n ?? 0);
  }
  return counts;
}

/**
 * How far the schema is: migrations applied and the newest one's name, by the order of
 * db/migrations/meta/_journal.json (the timestamps drizzle logs are not in that order).
 */
export async function migrationState(client: Client): Promise<{ applied: number; head: string | null }> {
  const exists = await client.query(`select 1 from pg_tables where schemaname = 'drizzle' and tablename = '__drizzle_migrations'`);
  if (exists.rowCount === 0) return { applied: 0, head: null };
  const { rows } = await client.query<{ created: string }>('select created_at::text as created from drizzle.__drizzle_migrations');
  const journal = migrationJournal();
  const known = rows.map((row) => journal.get(row.created)).filter((entry) => entry !== undefined);
  const unknown = rows.length - known.length;
  if (unknown > 0) return { applied: rows.length, head: `${unknown} migrations newer than this code` };
  const newest = known.sort((a, b) => b.idx - a.idx)[0];
  return { applied: rows.length, head: newest?.tag ?? null };
}

/** This code's migrations by the timestamp drizzle logs for each. */
function migrationJournal(): Map<string, { idx: number; tag: string }> {
  const journal = JSON.parse(readFileSync(path.join(process.cwd(), 'db', 'migrations', 'meta', '_journal.json'), 'utf8')) as {
    entries: { idx: number; when: number; tag: string }[];
  };
  return new Map(journal.entries.map((entry) => [String(entry.when), { idx: entry.idx, tag: entry.tag }]));
}

export async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = await connect(url);
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Tables, sequences and views a database holds outside PostgreSQL's own schemas: 0 for a fresh one. */
export async function userRelations(client: Client): Promise<number> {
  const { rows } = await client.query<{ n: string }>(
    `select count(*) as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p', 'S', 'v', 'm') and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'`,
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * Loads a dump in one transaction: pg_restore turns it into SQL and psql runs all of it or none.
 * With `replace`, the app's schemas (public, drizzle) are dropped first in that same transaction,
 * so a failed load leaves the old database as it was. Objects are owned by the user restoring.
 */
export async function loadDump(url: string, file: string, options: { replace: boolean }): Promise<void> {
  const { dbname, env } = toolConnection(url);
  const restore = spawn('pg_restore', ['--no-owner', '--no-privileges', '--file=-', file], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let restoreError = '';
  restore.stderr.on('data', (chunk: Buffer) => (restoreError = (restoreError + chunk.toString()).slice(-4000)));
  const restored = new Promise<void>((resolve, reject) => {
    restore.on('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new BackupError("pg_restore not found: install PostgreSQL's client tools (apt-get install postgresql-client)") : error),
    );
    restore.on('close', (code) => (code === 0 ? resolve() : reject(new BackupError(`pg_restore failed (exit ${code}): ${restoreError.trim()}`))));
  });
  const replace = options.replace ? ['-c', 'drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public;'] : [];
  const load = run('psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '--single-transaction', ...replace, '-f', '-', `--dbname=${dbname}`], env, restore.stdout);
  // psql's complaint says what went wrong; pg_restore then only reports the pipe it lost.
  const [dumped, loaded] = await Promise.allSettled([restored, load]);
  if (loaded.status === 'rejected') throw loaded.reason;
  if (dumped.status === 'rejected') throw dumped.reason;
}
