import 'server-only';
import { getConfig, type AppConfig } from '@/lib/config';
import { imageVariants } from './variant-names';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';
import type { FileStorage } from './types';

export type { FileStorage } from './types';

const instances = new WeakMap<AppConfig['storage'], FileStorage>();

/**
 * Where uploaded and generated files live: local disk (served by /api/uploads) or an
 * S3-compatible bucket, chosen by configuration.
 */
export function getStorage(): FileStorage {
  const settings = getConfig().storage;
  let storage = instances.get(settings);
  if (!storage) {
    storage = settings.kind === 's3' ? createS3Storage(settings) : createLocalStorage(settings.dir);
    instances.set(settings, storage);
  }
  return storage;
}

/** Removes the file behind a URL we stored earlier, with its smaller copies; a missing file or a foreign URL is not an error. */
export async function removeStoredUrl(url: string | null | undefined): Promise<void> {
  if (!url) return;
  const storage = getStorage();
  const key = storage.keyFromUrl(url);
  if (!key) return;
  for (const copy of imageVariants(key)) if (copy.address !== key) await storage.remove(copy.address);
  await storage.remove(key);
}
