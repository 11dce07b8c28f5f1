import 'server-only';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertValidKey, assertValidPrefix, contentTypeForKey, isValidStorageKey } from './keys';
import type { FileStorage } from './types';

export const LOCAL_UPLOADS_PREFIX = '/api/uploads/';

/** The absolute path of a key inside the uploads folder, or null if it would leave the folder. */
function resolveInside(root: string, key: string): string | null {
  if (!isValidStorageKey(key)) return null;
  const base = path.resolve(root);
  const file = path.resolve(base, key);
  return file.startsWith(base + path.sep) ? file : null;
}

export function createLocalStorage(dir: string): FileStorage {
  const remove = async (key: string) => {
    const file = resolveInside(dir, key);
    if (file) await rm(file, { force: true });
  };
  return {
    async put(key, body) {
      assertValidKey(key);
      const file = resolveInside(dir, key);
      if (!file) throw new Error(`invalid storage key: ${key}`);
      await mkdir(path.dirname(file), { recursive: true });
      // Written under a temporary name first, so a reader never sees half a file.
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, file);
      return { key, url: `${LOCAL_UPLOADS_PREFIX}${key}` };
    },
    remove,
    async removeAll(prefix) {
      assertValidPrefix(prefix);
      const [folder = '', start = ''] = prefix.split('/');
      const names = await readdir(path.join(path.resolve(dir), folder)).catch(() => [] as string[]);
      const keys = names
        .filter((name) => name.startsWith(start))
        .map((name) => `${folder}/${name}`)
        .filter(isValidStorageKey);
      for (const key of keys) await remove(key);
      return keys.length;
    },
    async *list() {
      const root = path.resolve(dir);
      const folders = await readdir(root, { withFileTypes: true }).catch(() => []);
      for (const folder of folders) {
        if (!folder.isDirectory()) continue;
        for (const name of await readdir(path.join(root, folder.name))) {
          // Skips what is not a stored file: a write in progress (`name.png.<pid>.tmp`) among others.
          const key = `${folder.name}/${name}`;
          if (!isValidStorageKey(key)) continue;
          const info = await stat(path.join(root, key)).catch(() => null);
          if (info?.isFile()) yield { key, bytes: info.size };
        }
      }
    },
    async read(key) {
      return (await readLocalUpload(dir, key))?.body ?? null;
    },
    keyFromUrl(url) {
      if (!url.startsWith(LOCAL_UPLOADS_PREFIX)) return null;
      const key = url.slice(LOCAL_UPLOADS_PREFIX.length);
      return isValidStorageKey(key) ? key : null;
    },
  };
}

/** A stored file and its content type, for /api/uploads; null when it is not ours or missing. */
export async function readLocalUpload(dir: string, key: string): Promise<{ body: Buffer; contentType: string } | null> {
  const contentType = contentTypeForKey(key);
  const file = resolveInside(dir, key);
  if (!contentType || !file) return null;
  try {
    // The uploads folder is runtime data: without the comment the build's file tracer cannot
    // scope this path and copies the whole project into the server output.
    return { body: await readFile(/* turbopackIgnore: true */ file), contentType };
  } catch {
    return null;
  }
}
