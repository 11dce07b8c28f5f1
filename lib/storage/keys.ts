/**
 * Stored file names: a folder, then one name with at most one dot (its extension). Names come from
 * our own code (ids and timestamps), and this check keeps anything else (e.g. `..`, `/etc`,
 * encoded slashes) from reaching the disk or the bucket.
 */
const KEY_PATTERN = /^[a-z0-9-]+\/[A-Za-z0-9][A-Za-z0-9_-]{0,200}(\.[a-z0-9]{1,5})?$/;

export function isValidStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

export function assertValidKey(key: string): void {
  if (!isValidStorageKey(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
}

/** A folder and the start of a name: never a whole folder, never a path outside it. */
const PREFIX_PATTERN = /^[a-z0-9-]+\/[A-Za-z0-9][A-Za-z0-9_-]{0,200}$/;

export function assertValidPrefix(prefix: string): void {
  if (!PREFIX_PATTERN.test(prefix)) throw new Error(`invalid storage prefix: ${JSON.stringify(prefix)}`);
}

/** Content types of the files we serve; anything else is not ours to serve. */
export const IMAGE_CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};

export function contentTypeForKey(key: string): string | undefined {
  const ext = key.split('.').pop()?.toLowerCase();
  return ext ? IMAGE_CONTENT_TYPES[ext] : undefined;
}
