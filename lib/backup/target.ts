import 'server-only';
import path from 'node:path';
import { z } from 'zod';
import { localArchive, localTarget } from './archive-local';
import { s3Target } from './archive-s3';
import { ARCHIVE_NAME, BackupError, type ArchiveReader, type BackupTarget } from './archive';

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/**
 * The backup scripts' own variables (the app never reads them, so they are not in lib/config's
 * schema; README "Backups" lists them). The bucket's connection defaults to the uploads' S3_*
 * values; a bucket of its own with a key that cannot delete uploads is the better set-up.
 */
export const backupEnvSchema = z.object({
  BACKUP_DIR: optional(z.string().min(1)),
  BACKUP_S3_BUCKET: optional(z.string().min(1)),
  BACKUP_S3_PREFIX: optional(z.string().regex(/^[A-Za-z0-9][\w.-]*(\/[A-Za-z0-9][\w.-]*)*\/?$/, 'must be a folder such as vitrina/backups')),
  BACKUP_S3_ENDPOINT: optional(z.url({ protocol: /^https?$/ })),
  BACKUP_S3_REGION: optional(z.string().min(1)),
  BACKUP_S3_ACCESS_KEY_ID: optional(z.string().min(1)),
  BACKUP_S3_SECRET_ACCESS_KEY: optional(z.string().min(1)),
  BACKUP_KEEP: optional(z.coerce.number().int().min(0).max(10_000)),
});

export type BackupSettings = { target: BackupTarget; describe: string; keep: number };

/** Where `npm run backup` writes and `npm run restore -- latest` reads, from the environment. */
export function backupSettingsFromEnv(env: Record<string, string | undefined>): BackupSettings {
  const parsed = backupEnvSchema.safeParse(env);
  if (!parsed.success) throw new BackupError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
  const e = parsed.data;
  const keep = e.BACKUP_KEEP ?? 14;
  if (e.BACKUP_S3_BUCKET) {
    const accessKeyId = e.BACKUP_S3_ACCESS_KEY_ID ?? env.S3_ACCESS_KEY_ID;
    const secretAccessKey = e.BACKUP_S3_SECRET_ACCESS_KEY ?? env.S3_SECRET_ACCESS_KEY;
    if (!accessKeyId || !secretAccessKey)
      throw new BackupError(
        'BACKUP_S3_ACCESS_KEY_ID and BACKUP_S3_SECRET_ACCESS_KEY (or S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY): required with BACKUP_S3_BUCKET',
      );
    const prefix = e.BACKUP_S3_PREFIX ? e.BACKUP_S3_PREFIX.replace(/\/?$/, '/') : '';
    const connection = {
      endpoint: e.BACKUP_S3_ENDPOINT ?? (env.S3_ENDPOINT || undefined),
      region: e.BACKUP_S3_REGION ?? (env.S3_REGION || 'us-east-1'),
      accessKeyId,
      secretAccessKey,
    };
    return { target: s3Target({ bucket: e.BACKUP_S3_BUCKET, prefix, connection }), describe: `s3://${e.BACKUP_S3_BUCKET}/${prefix}`, keep };
  }
  const dir = path.resolve(e.BACKUP_DIR ?? '.data/backups');
  return { target: localTarget(dir), describe: dir, keep };
}

/**
 * The archive `npm run restore` was given: `latest` (the newest finished one where backups go),
 * `s3://<bucket>/<prefix>/vitrina-…` (read with the BACKUP_S3_* connection), or a folder.
 */
export async function openArchive(argument: string, env: Record<string, string | undefined>): Promise<ArchiveReader> {
  if (argument === 'latest') {
    const { target, describe } = backupSettingsFromEnv(env);
    const newest = (await target.list()).at(-1);
    if (!newest) throw new BackupError(`no finished backup in ${describe}`);
    return target.open(newest);
  }
  const s3 = /^s3:\/\/([^/]+)\/(.*?)([^/]+)\/?$/.exec(argument);
  if (s3) {
    const [, bucket = '', prefix = '', name = ''] = s3;
    if (!ARCHIVE_NAME.test(name)) throw new BackupError(`${argument}: not an archive's address (s3://<bucket>/<prefix>vitrina-YYYY-MM-DDTHHMMSSZ)`);
    const { target } = backupSettingsFromEnv({ ...env, BACKUP_S3_BUCKET: bucket, BACKUP_S3_PREFIX: prefix });
    return target.open(name);
  }
  return localArchive(path.resolve(argument));
}
