// `npm run backup`: the database and every uploaded file into a dated archive (lib/backup).
import { runBackup } from '@/lib/backup/backup';
import { postgresUrl, runScript } from '@/lib/backup/cli';
import { formatBytes } from '@/lib/backup/manifest';
import { describeDatabase } from '@/lib/backup/postgres';
import { backupSettingsFromEnv } from '@/lib/backup/target';
import { getConfig } from '@/lib/config';
import { getStorage } from '@/lib/storage/storage';

await runScript('Backup failed', async () => {
  const databaseUrl = postgresUrl('backup');
  const { target, describe, keep } = backupSettingsFromEnv(process.env);
  console.log(`Backing up ${describeDatabase(databaseUrl)} to ${describe}`);
  const result = await runBackup({
    databaseUrl,
    storage: getStorage(),
    storageKind: getConfig().storage.kind,
    target,
    keep,
    log: (line) => console.log(`  ${line}`),
  });
  const { database, storage } = result.manifest;
  const fileBytes = storage.files.reduce((sum, file) => sum + file.bytes, 0);
  console.log(`Backup ${result.name} written: database ${formatBytes(database.bytes)}, files ${storage.files.length} (${formatBytes(fileBytes)})`);
  if (result.removed.length > 0) console.log(`Removed ${result.removed.length} older archives (BACKUP_KEEP=${keep}): ${result.removed.join(', ')}`);
  console.log(result.location);
  return 0;
});
