import 'server-only';
import { getConfig } from '@/lib/config';
import { closeDb } from '@/lib/db/client';
import { BackupError } from './archive';

/**
 * The database the scripts work on. PostgreSQL only: the embedded PGlite of `npm run dev` is a
 * development database, and its folder is copied with the app stopped if it is worth keeping.
 */
export function postgresUrl(command: 'backup' | 'restore'): string {
  const { database } = getConfig();
  if (database.kind === 'postgres') return database.url;
  throw new BackupError(
    `npm run ${command} works on PostgreSQL (DATABASE_URL) only. This environment uses the embedded development database (PGlite in ${database.dataDir}), which it does not ${command === 'backup' ? 'back up' : 'restore into'}: stop npm run dev and copy that folder (and the uploads folder) instead.`,
  );
}

/** Runs a script's body: a refusal prints one line and exits 1; anything else prints its stack. */
export async function runScript(label: string, main: () => Promise<number>): Promise<never> {
  let status = 1;
  try {
    status = await main();
  } catch (error) {
    console.error(error instanceof BackupError ? `${label}: ${error.message}` : error);
  } finally {
    await closeDb().catch(() => undefined);
  }
  process.exit(status);
}
