import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { z } from 'zod';
import { isValidStorageKey } from '@/lib/storage/keys';
import { BackupError } from './archive';

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const count = z.number().int().min(0);

/**
 * What an archive holds, written last into it: enough to check a restore without trusting it.
 * The row counts come from the dump's own snapshot; each file has its size and SHA-256.
 */
const manifestSchema = z.object({
  format: z.literal('vitrina-backup/1'),
  name: z.string(),
  /** The moment of the database snapshot. */
  takenAt: z.iso.datetime(),
  app: z.object({ version: z.string(), commit: z.string().nullable() }),
  database: z.object({
    bytes: count,
    sha256,
    migrations: z.object({ applied: count, head: z.string().nullable() }),
    tables: z.record(z.string(), count),
  }),
  storage: z.object({
    kind: z.enum(['local', 's3']),
    files: z.array(z.object({ key: z.string().refine(isValidStorageKey, 'not a storage key'), bytes: count, sha256 })),
  }),
});

export type Manifest = z.infer<typeof manifestSchema>;

export function parseManifest(bytes: Buffer, location: string): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new BackupError(`${location}: manifest.json is not JSON`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new BackupError(`${location}: manifest.json is not a Vitrina backup manifest (${issue?.path.join('.')}: ${issue?.message})`);
  }
  return parsed.data;
}

export const sha256Of = (body: Buffer) => createHash('sha256').update(body).digest('hex');

export async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Every table whose count differs from the manifest's, or that one side lacks, in words. */
export function tableDifferences(expected: Record<string, number>, actual: Record<string, number>): string[] {
  const names = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort();
  return names
    .filter((name) => expected[name] !== actual[name])
    .map((name) =>
      expected[name] === undefined
        ? `table ${name}: not in the backup`
        : actual[name] === undefined
          ? `table ${name}: missing after the restore`
          : `table ${name}: ${actual[name]} rows, the backup had ${expected[name]}`,
    );
}

/** 1234567 → "1.2 MB", for what the scripts print. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}
