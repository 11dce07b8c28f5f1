import 'server-only';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand } from '@aws-sdk/client-s3';
import type { AppConfig } from '@/lib/config';
import { assertValidKey, assertValidPrefix, isValidStorageKey } from './keys';
import { createS3Client, listObjects } from './s3-client';
import type { FileStorage } from './types';

type S3Settings = Extract<AppConfig['storage'], { kind: 's3' }>;

/** Public base URL of the bucket: S3_PUBLIC_URL (a CDN), else the endpoint, else AWS's own host. */
function publicBase(settings: S3Settings): string {
  if (settings.publicUrl) return settings.publicUrl.replace(/\/$/, '');
  if (settings.endpoint) return `${settings.endpoint.replace(/\/$/, '')}/${settings.bucket}`;
  return `https://${settings.bucket}.s3.${settings.region}.amazonaws.com`;
}

export function createS3Storage(settings: S3Settings): FileStorage {
  const client = createS3Client(settings);
  const base = publicBase(settings);
  return {
    async put(key, body, contentType) {
      assertValidKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          // Every name is new (id + timestamp), so caches may keep a file forever.
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
      return { key, url: `${base}/${key}` };
    },
    async remove(key) {
      assertValidKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: key }));
    },
    async removeAll(prefix) {
      assertValidPrefix(prefix);
      // One DeleteObject per file rather than DeleteObjects, which needs a checksum header that
      // several compatible services refuse; a project has a few dozen files at most.
      let removed = 0;
      for await (const { key } of listObjects(client, settings.bucket, prefix)) {
        await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: key }));
        removed += 1;
      }
      return removed;
    },
    async *list() {
      // Only names our code writes: anything else in the bucket (a backup kept there, a file put
      // by hand) is not an upload.
      for await (const object of listObjects(client, settings.bucket)) if (isValidStorageKey(object.key)) yield object;
    },
    async read(key) {
      assertValidKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: key }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    keyFromUrl(url) {
      if (!url.startsWith(`${base}/`)) return null;
      const key = url.slice(base.length + 1);
      return isValidStorageKey(key) ? key : null;
    },
  };
}
