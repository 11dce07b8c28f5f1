/**
 * One interface for local disk and S3: callers store a file under a key and keep the public URL
 * it returns.
 */
export type FileStorage = {
  put(key: string, body: Buffer, contentType: string): Promise<{ key: string; url: string }>;
  remove(key: string): Promise<void>;
  /**
   * Removes every file whose key starts with `prefix` (a folder and the start of a name, e.g.
   * `sites/<site id>-`) and answers how many went: the files of a project, found by name even
   * when no row points to them any more.
   */
  removeAll(prefix: string): Promise<number>;
  /** Every stored file, in no particular order: what a backup copies (lib/backup). */
  list(): AsyncIterable<{ key: string; bytes: number }>;
  /** The bytes stored under a key, or null when there is no such file. */
  read(key: string): Promise<Buffer | null>;
  /** The key behind one of our public URLs, or null for a URL that is not ours. */
  keyFromUrl(url: string): string | null;
};
