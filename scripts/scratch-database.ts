import pg from 'pg';

/**
 * Scratch PostgreSQL databases for the runs that need a real server (the topology, the upgrade
 * test, the backup test): one connection per use, closed however the work ends.
 */

/** `serverUrl` (any database of the server) with `database` as its database. */
export function databaseOn(serverUrl: string | URL, database: string): string {
  return Object.assign(new URL(serverUrl), { pathname: `/${database}` }).toString();
}

/** Runs `work` on one connection to `database` of the server (its `postgres` database by default). */
export async function onServer<T>(serverUrl: string | URL, work: (client: pg.Client) => Promise<T>, database = 'postgres'): Promise<T> {
  const client = new pg.Client({ connectionString: databaseOn(serverUrl, database) });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Drops `name` if a failed run left it, creates it empty and answers its URL. */
export async function freshDatabase(serverUrl: string | URL, name: string): Promise<string> {
  await onServer(serverUrl, async (client) => {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
  });
  return databaseOn(serverUrl, name);
}

export const dropDatabase = (serverUrl: string | URL, name: string) =>
  onServer(serverUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
