import 'server-only';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { claimJobRun } from '@/lib/jobs/claim-run';
import type { FileStorage } from '@/lib/storage/types';
import { appVersion } from './app-version';
import { archiveName, DATABASE_ENTRY, fileEntry, type BackupTarget } from './archive';
import { sha256Of, sha256OfFile, type Manifest } from './manifest';
import { eachLimit } from './parallel';
import { dumpDatabase, migrationState, tableCounts, withSnapshot } from './postgres';

export type BackupInput = {
  databaseUrl: string;
  storage: FileStorage;
  storageKind: 'local' | 's3';
  target: BackupTarget;
  /** Finished archives to keep, this one included; 0 keeps them all. */
  keep: number;
  log: (line: string) => void;
};

export type BackupResult = { name: string; location: string; manifest: Manifest; removed: string[] };

/**
 * One backup: the database from one snapshot, then every uploaded file, then the manifest.
 * Files are copied after the snapshot, so one uploaded meanwhile is in the archive without a row
 * (harmless), and only a file deleted in those seconds can be missing for a row that still named
 * it then (docs/decisions/0024-backups.md).
 */
export async function runBackup(input: BackupInput): Promise<BackupResult> {
  const work = await mkdtemp(path.join(tmpdir(), 'vitrina-backup-'));
  let writer: Awaited<ReturnType<BackupTarget['create']>> | undefined;
  try {
    const dumpFile = path.join(work, DATABASE_ENTRY);
    const snapshot = await withSnapshot(input.databaseUrl, async ({ id, client, takenAt }) => {
      const tables = await tableCounts(client);
      const migrations = await migrationState(client);
      await dumpDatabase(input.databaseUrl, id, dumpFile);
      return { tables, migrations, takenAt };
    });
    const name = archiveName(snapshot.takenAt);
    writer = await input.target.create(name);
    const dump = { bytes: (await stat(dumpFile)).size, sha256: await sha256OfFile(dumpFile) };
    await writer.putFile(DATABASE_ENTRY, dumpFile);
    const rows = Object.values(snapshot.tables).reduce((a, b) => a + b, 0);
    input.log(`database: ${Object.keys(snapshot.tables).length} tables, ${rows} rows, migrations up to ${snapshot.migrations.head ?? 'none'}`);

    const listed: { key: string; bytes: number }[] = [];
    for await (const file of input.storage.list()) listed.push(file);
    listed.sort((a, b) => a.key.localeCompare(b.key));
    const files: Manifest['storage']['files'] = [];
    const currentWriter = writer;
    await eachLimit(listed, 4, async ({ key }) => {
      const body = await input.storage.read(key);
      // Deleted since the listing: its row was deleted after the snapshot, or is about to be.
      if (!body) return;
      await currentWriter.putBytes(fileEntry(key), body);
      files.push({ key, bytes: body.length, sha256: sha256Of(body) });
    });
    files.sort((a, b) => a.key.localeCompare(b.key));
    input.log(`files: ${files.length} from ${input.storageKind === 's3' ? 'the S3 bucket' : 'the uploads folder'}`);

    const manifest: Manifest = {
      format: 'vitrina-backup/1',
      name,
      takenAt: snapshot.takenAt.toISOString(),
      app: await appVersion(),
      database: { ...dump, migrations: snapshot.migrations, tables: snapshot.tables },
      storage: { kind: input.storageKind, files },
    };
    await writer.commit(Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
    writer = undefined;

    // The newest success, where every instance (and a freshness alert) can read it.
    await claimJobRun('backup', name);
    const removed = await applyRetention(input.target, input.keep);
    return { name, location: input.target.locate(name), manifest, removed };
  } finally {
    await writer?.abort().catch(() => undefined);
    await rm(work, { recursive: true, force: true });
  }
}

/** Removes the oldest finished archives beyond the newest `keep`; answers their names. */
async function applyRetention(target: BackupTarget, keep: number): Promise<string[]> {
  if (keep <= 0) return [];
  const doomed = (await target.list()).slice(0, -keep);
  for (const name of doomed) await target.remove(name);
  return doomed;
}
