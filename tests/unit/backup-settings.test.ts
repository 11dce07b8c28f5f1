import { describe, expect, it } from 'vitest';
import { archiveName } from '@/lib/backup/archive';
import { tableDifferences } from '@/lib/backup/manifest';
import { backupSettingsFromEnv, openArchive } from '@/lib/backup/target';

/** What an operator sees from the backup scripts' settings before anything runs. */
describe('backup settings', () => {
  it('keeps archives in .data/backups, 14 of them, unless told otherwise', () => {
    expect(backupSettingsFromEnv({})).toMatchObject({ describe: expect.stringMatching(/\/\.data\/backups$/), keep: 14 });
    expect(backupSettingsFromEnv({ BACKUP_DIR: '/var/backups/vitrina', BACKUP_KEEP: '0' })).toMatchObject({ describe: '/var/backups/vitrina', keep: 0 });
  });

  it('names the variable that is wrong or missing', () => {
    expect(() => backupSettingsFromEnv({ BACKUP_KEEP: 'siempre' })).toThrow(/^BACKUP_KEEP: /);
    expect(() => backupSettingsFromEnv({ BACKUP_S3_BUCKET: 'copias' })).toThrow(
      'BACKUP_S3_ACCESS_KEY_ID and BACKUP_S3_SECRET_ACCESS_KEY (or S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY): required with BACKUP_S3_BUCKET',
    );
    expect(() => backupSettingsFromEnv({ BACKUP_S3_BUCKET: 'copias', BACKUP_S3_PREFIX: '../fuera', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' })).toThrow(
      /^BACKUP_S3_PREFIX: /,
    );
  });

  it('puts archives under the bucket prefix, with the uploads key when the backups have none of their own', () => {
    expect(
      backupSettingsFromEnv({ BACKUP_S3_BUCKET: 'copias', BACKUP_S3_PREFIX: 'vitrina/diarias', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }),
    ).toMatchObject({ describe: 's3://copias/vitrina/diarias/' });
  });

  it('refuses an s3:// address that does not name an archive', async () => {
    await expect(openArchive('s3://copias/vitrina/diarias', { S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' })).rejects.toThrow("not an archive's address");
  });

  it('names archives by the snapshot time in UTC, to the second, so they sort by time', () => {
    expect(archiveName(new Date('2026-11-28T08:30:12.345Z'))).toBe('vitrina-2026-11-28T083012Z');
    expect([archiveName(new Date('2026-12-01T00:00:00Z')), archiveName(new Date('2026-11-30T23:59:59Z'))].sort()[0]).toBe('vitrina-2026-11-30T235959Z');
  });

  it('says which table came back with another count, or not at all', () => {
    expect(tableDifferences({ 'public.sites': 2, 'public.site_leads': 5 }, { 'public.sites': 2, 'public.site_leads': 4, 'public.extra': 0 })).toEqual([
      'table public.extra: not in the backup',
      'table public.site_leads: 4 rows, the backup had 5',
    ]);
    expect(tableDifferences({ 'public.receipts': 1 }, {})).toEqual(['table public.receipts: missing after the restore']);
  });
});
