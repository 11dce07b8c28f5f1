// `npm run restore -- <archive> [--overwrite]`: an archive of `npm run backup` into this
// environment's (empty) database and storage, checked against its manifest (lib/backup).
import { postgresUrl, runScript } from '@/lib/backup/cli';
import { formatBytes } from '@/lib/backup/manifest';
import { describeDatabase } from '@/lib/backup/postgres';
import { runRestore } from '@/lib/backup/restore';
import { openArchive } from '@/lib/backup/target';
import { getConfig } from '@/lib/config';
import { getStorage } from '@/lib/storage/storage';

const USAGE = 'Usage: npm run restore -- <archive folder | s3://bucket/prefix/vitrina-… | latest> [--overwrite]';

await runScript('Restore refused', async () => {
  const args = process.argv.slice(2);
  const overwrite = args.includes('--overwrite');
  const positional = args.filter((arg) => arg !== '--overwrite');
  if (positional.length !== 1 || positional[0]!.startsWith('-')) {
    console.error(USAGE);
    return 1;
  }
  const databaseUrl = postgresUrl('restore');
  const archive = await openArchive(positional[0]!, process.env);
  console.log(`Restoring ${archive.location} into ${describeDatabase(databaseUrl)}`);
  const result = await runRestore({
    archive,
    databaseUrl,
    storage: getStorage(),
    storageKind: getConfig().storage.kind,
    overwrite,
    log: (line) => console.log(`  ${line}`),
  });

  const { manifest } = result;
  const tables = Object.entries(manifest.database.tables);
  const rows = tables.reduce((sum, [, n]) => sum + n, 0);
  console.log(
    `Backup ${manifest.name}, taken ${manifest.takenAt} by Vitrina ${manifest.app.version}${manifest.app.commit ? ` (${manifest.app.commit.slice(0, 12)})` : ''}, migrations up to ${manifest.database.migrations.head ?? 'none'}`,
  );
  console.log(`  database: ${tables.length} tables, ${rows} rows`);
  for (const [name, count] of tables) if (count > 0) console.log(`    ${name.replace(/^public\./, '')}: ${count}`);
  const bytes = manifest.storage.files.reduce((sum, file) => sum + file.bytes, 0);
  console.log(`  files: ${manifest.storage.files.length} (${formatBytes(bytes)}): ${result.filesWritten} written, ${result.filesAlreadyThere} already there`);
  if (result.problems.length > 0) {
    console.error(`Restore NOT verified: ${result.problems.length} differences from the manifest:`);
    for (const problem of result.problems) console.error(`  ${problem}`);
    return 1;
  }
  console.log("Verified: every table has the manifest's row count and every file its SHA-256.");
  return 0;
});
