/**
 * A backup archive is a folder of entries, the same on disk and in a bucket:
 *
 *   vitrina-2026-11-27T031500Z/
 *     database.pgdump      pg_dump's custom format, one snapshot
 *     files/<folder>/<name> every uploaded file, under its storage key
 *     manifest.json        written last: what the archive holds (lib/backup/manifest.ts)
 *
 * An archive without its manifest is unfinished and is never listed or restored.
 */
export const MANIFEST_ENTRY = 'manifest.json';
export const DATABASE_ENTRY = 'database.pgdump';
export const fileEntry = (key: string) => `files/${key}`;

export const ARCHIVE_NAME = /^vitrina-\d{4}-\d{2}-\d{2}T\d{6}Z$/;

/** `vitrina-2026-11-27T031500Z`: sorts by time, to the second, in UTC. */
export function archiveName(at: Date): string {
  const iso = at.toISOString(); // 2026-11-27T03:15:00.000Z
  return `vitrina-${iso.slice(0, 10)}T${iso.slice(11, 19).replaceAll(':', '')}Z`;
}

/** One archive being written. Nothing counts until commit() writes the manifest. */
export type ArchiveWriter = {
  putFile(entry: string, sourcePath: string): Promise<void>;
  putBytes(entry: string, body: Buffer): Promise<void>;
  commit(manifest: Buffer): Promise<void>;
  /** Removes what was written of an archive that failed. */
  abort(): Promise<void>;
};

/** One finished archive, for a restore. */
export type ArchiveReader = {
  location: string;
  readBytes(entry: string): Promise<Buffer>;
  /** The entry as a file on this machine (pg_restore reads a file): `cleanup` removes a temporary copy. */
  localCopy(entry: string): Promise<{ path: string; cleanup: () => Promise<void> }>;
};

/** Where archives are kept: a folder (BACKUP_DIR) or a bucket prefix (BACKUP_S3_BUCKET). */
export type BackupTarget = {
  /** Finished archives' names, oldest first. */
  list(): Promise<string[]>;
  create(name: string): Promise<ArchiveWriter>;
  open(name: string): ArchiveReader;
  remove(name: string): Promise<void>;
  /** The archive's address as `npm run restore` takes it. */
  locate(name: string): string;
};

export class BackupError extends Error {
  override name = 'BackupError';
}
