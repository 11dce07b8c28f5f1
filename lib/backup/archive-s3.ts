import 'server-only';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand } from '@aws-sdk/client-s3';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createS3Client, listObjects, type S3Connection } from '@/lib/storage/s3-client';
import { ARCHIVE_NAME, BackupError, MANIFEST_ENTRY, type ArchiveReader, type BackupTarget } from './archive';

export type S3TargetSettings = { bucket: string; prefix: string; connection: S3Connection };

/**
 * Archives under a prefix of a bucket: `<prefix><name>/<entry>`. The manifest is put last, so an
 * archive without one (a backup that died half way) is never listed or restored.
 */
export function s3Target({ bucket, prefix, connection }: S3TargetSettings): BackupTarget {
  const client = createS3Client(connection);
  const keyOf = (name: string, entry: string) => `${prefix}${name}/${entry}`;
  const removeAll = async (name: string) => {
    // The manifest goes first, so an archive half removed is no longer a finished one.
    await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(name, MANIFEST_ENTRY) }));
    for await (const { key } of listObjects(client, bucket, `${prefix}${name}/`)) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
  };
  const locate = (name: string) => `s3://${bucket}/${prefix}${name}`;

  const open = (name: string): ArchiveReader => {
    const get = async (entry: string) => {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(name, entry) }));
        if (!object.Body) throw new BackupError(`${locate(name)}/${entry}: empty answer from the bucket`);
        return object.Body as Readable;
      } catch (error) {
        if (error instanceof NoSuchKey) throw new BackupError(`${locate(name)}/${entry}: missing`);
        throw error;
      }
    };
    return {
      location: locate(name),
      async readBytes(entry) {
        const chunks: Buffer[] = [];
        for await (const chunk of await get(entry)) chunks.push(Buffer.from(chunk as Uint8Array));
        return Buffer.concat(chunks);
      },
      async localCopy(entry) {
        const dir = await mkdtemp(path.join(tmpdir(), 'vitrina-restore-'));
        const file = path.join(dir, path.basename(entry));
        const cleanup = () => rm(dir, { recursive: true, force: true });
        try {
          await pipeline(await get(entry), createWriteStream(file));
        } catch (error) {
          await cleanup();
          throw error;
        }
        return { path: file, cleanup };
      },
    };
  };

  return {
    async list() {
      const manifest = new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^/]+)/${MANIFEST_ENTRY.replace('.', '\\.')}$`);
      const names: string[] = [];
      for await (const { key } of listObjects(client, bucket, prefix)) {
        const name = manifest.exec(key)?.[1];
        if (name && ARCHIVE_NAME.test(name)) names.push(name);
      }
      return names.sort();
    },
    async create(name) {
      for await (const found of listObjects(client, bucket, `${prefix}${name}/`)) throw new BackupError(`${locate(name)} already exists (${found.key})`);
      const put = (entry: string, body: Buffer | Readable, bytes: number) =>
        client.send(new PutObjectCommand({ Bucket: bucket, Key: keyOf(name, entry), Body: body, ContentLength: bytes })).then(() => undefined);
      return {
        // One PUT per entry: S3 takes up to 5 GB in one, far above a dump of this product's data.
        putFile: async (entry, sourcePath) => put(entry, createReadStream(sourcePath), (await stat(sourcePath)).size),
        putBytes: (entry, body) => put(entry, body, body.length),
        commit: (manifest) => put(MANIFEST_ENTRY, manifest, manifest.length),
        abort: () => removeAll(name),
      };
    },
    open,
    remove: removeAll,
    locate,
  };
}
