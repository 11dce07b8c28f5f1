import 'server-only';
import { contentTypeForKey } from '@/lib/storage/keys';
import type { FileStorage } from '@/lib/storage/types';
import { BackupError, DATABASE_ENTRY, fileEntry, MANIFEST_ENTRY, type ArchiveReader } from './archive';
import { parseManifest, sha256Of, sha256OfFile, tableDifferences, type Manifest } from './manifest';
import { eachLimit } from './parallel';
import { loadDump, migrationState, tableCounts, userRelations, withClient } from './postgres';

export type RestoreInput = {
  archive: ArchiveReader;
  databaseUrl: string;
  storage: FileStorage;
  storageKind: 'local' | 's3';
  /** Replace a database that already holds tables, and stored files whose bytes differ. */
  overwrite: boolean;
  log: (line: string) => void;
};

export type RestoreResult = {
  manifest: Manifest;
  filesWritten: number;
  filesAlreadyThere: number;
  /** What the check after the restore found different from the manifest; empty when all matches. */
  problems: string[];
};

/**
 * Brings an archive back into an empty database and the configured storage, then checks the
 * result against the manifest. Everything that could refuse the restore is checked before
 * anything is written: the archive's integrity (every SHA-256), an existing database, stored
 * files with other bytes under the same names.
 */
export async function runRestore(input: RestoreInput): Promise<RestoreResult> {
  const { archive, storage } = input;
  const manifest = parseManifest(await archive.readBytes(MANIFEST_ENTRY), archive.location);
  const dump = await archive.localCopy(DATABASE_ENTRY);
  try {
    if ((await sha256OfFile(dump.path)) !== manifest.database.sha256)
      throw new BackupError(`${archive.location}/${DATABASE_ENTRY}: its SHA-256 differs from the manifest's; the archive is damaged`);
    await eachLimit(manifest.storage.files, 4, async (file) => {
      if (sha256Of(await archive.readBytes(fileEntry(file.key))) !== file.sha256)
        throw new BackupError(`${archive.location}/${fileEntry(file.key)}: its SHA-256 differs from the manifest's; the archive is damaged`);
    });

    const relations = await withClient(input.databaseUrl, userRelations);
    if (relations > 0 && !input.overwrite) {
      throw new BackupError(
        `the database already holds ${relations} tables, sequences or views: restore into an empty database (createdb), or add --overwrite to replace everything in it`,
      );
    }
    const stored = new Map<string, number>();
    for await (const file of storage.list()) stored.set(file.key, file.bytes);
    const alreadyThere = new Set<string>();
    const conflicts: string[] = [];
    await eachLimit(manifest.storage.files, 4, async (file) => {
      if (!stored.has(file.key)) return;
      const body = await storage.read(file.key);
      if (body && sha256Of(body) === file.sha256) alreadyThere.add(file.key);
      else conflicts.push(file.key);
    });
    if (conflicts.length > 0 && !input.overwrite) {
      throw new BackupError(
        `${conflicts.length} stored files have other bytes than the backup's (${conflicts.slice(0, 3).join(', ')}${conflicts.length > 3 ? ', …' : ''}): restore into empty storage, or add --overwrite to replace them`,
      );
    }
    if (manifest.storage.kind !== input.storageKind) {
      input.log(
        `warning: the backup's files were kept ${manifest.storage.kind === 's3' ? 'in an S3 bucket' : 'on local disk'} and this environment keeps them ${input.storageKind === 's3' ? 'in one' : 'on disk'}: the addresses saved in the database point at the former`,
      );
    }

    input.log(`database: loading ${DATABASE_ENTRY}${relations > 0 ? ` in place of the ${relations} existing tables, sequences and views` : ''}`);
    await loadDump(input.databaseUrl, dump.path, { replace: relations > 0 });

    const missing = manifest.storage.files.filter((file) => !alreadyThere.has(file.key));
    await eachLimit(missing, 4, async (file) => {
      const body = await archive.readBytes(fileEntry(file.key));
      if (sha256Of(body) !== file.sha256) throw new BackupError(`${archive.location}/${fileEntry(file.key)}: changed while restoring`);
      await storage.put(file.key, body, contentTypeForKey(file.key) ?? 'application/octet-stream');
    });
    input.log(`files: ${missing.length} written, ${alreadyThere.size} already there`);

    return { manifest, filesWritten: missing.length, filesAlreadyThere: alreadyThere.size, problems: await verify(input, manifest) };
  } finally {
    await dump.cleanup();
  }
}

/** Reads back what was restored: every table's count, the migrations, every file's bytes. */
async function verify({ databaseUrl, storage }: RestoreInput, manifest: Manifest): Promise<string[]> {
  const { tables, migrations } = await withClient(databaseUrl, async (client) => ({
    tables: await tableCounts(client),
    migrations: await migrationState(client),
  }));
  const problems = tableDifferences(manifest.database.tables, tables);
  if (migrations.applied !== manifest.database.migrations.applied || migrations.head !== manifest.database.migrations.head) {
    problems.push(
      `migrations: ${migrations.applied} up to ${migrations.head}, the backup had ${manifest.database.migrations.applied} up to ${manifest.database.migrations.head}`,
    );
  }
  await eachLimit(manifest.storage.files, 4, async (file) => {
    const body = await storage.read(file.key);
    if (!body) problems.push(`file ${file.key}: missing after the restore`);
    else if (sha256Of(body) !== file.sha256) problems.push(`file ${file.key}: its bytes differ from the backup's`);
  });
  return problems;
}
