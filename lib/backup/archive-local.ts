import 'server-only';
import { access, copyFile, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ARCHIVE_NAME, BackupError, MANIFEST_ENTRY, type ArchiveReader, type ArchiveWriter, type BackupTarget } from './archive';

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** An archive folder on disk: any folder holding a manifest, wherever it was copied to. */
export function localArchive(dir: string): ArchiveReader {
  const at = (entry: string) => path.join(dir, entry);
  return {
    location: dir,
    async readBytes(entry) {
      try {
        return await readFile(at(entry));
      } catch {
        throw new BackupError(`${at(entry)}: missing or unreadable`);
      }
    },
    async localCopy(entry) {
      if (!(await exists(at(entry)))) throw new BackupError(`${at(entry)}: missing`);
      return { path: at(entry), cleanup: async () => undefined };
    },
  };
}

/**
 * Archives as folders under `root`. One is written under `<name>.partial` and renamed when its
 * manifest is in, so a folder with an archive's name is always a finished one.
 */
export function localTarget(root: string): BackupTarget {
  const final = (name: string) => path.join(root, name);
  return {
    async list() {
      const names = await readdir(root).catch(() => [] as string[]);
      const finished = [];
      for (const name of names.filter((n) => ARCHIVE_NAME.test(n)).sort()) if (await exists(path.join(root, name, MANIFEST_ENTRY))) finished.push(name);
      return finished;
    },
    async create(name) {
      if (await exists(final(name))) throw new BackupError(`${final(name)} already exists`);
      const partial = `${final(name)}.partial`;
      await rm(partial, { recursive: true, force: true });
      await mkdir(partial, { recursive: true });
      const at = async (entry: string) => {
        const file = path.join(partial, entry);
        await mkdir(path.dirname(file), { recursive: true });
        return file;
      };
      const writer: ArchiveWriter = {
        putFile: async (entry, sourcePath) => copyFile(sourcePath, await at(entry)),
        putBytes: async (entry, body) => writeFile(await at(entry), body),
        async commit(manifest) {
          await writeFile(await at(MANIFEST_ENTRY), manifest);
          await rename(partial, final(name));
        },
        abort: () => rm(partial, { recursive: true, force: true }),
      };
      return writer;
    },
    open: (name) => localArchive(final(name)),
    async remove(name) {
      // Renamed first: a folder half deleted must not look like a finished archive.
      const doomed = `${final(name)}.removing`;
      await rename(final(name), doomed);
      await rm(doomed, { recursive: true, force: true });
    },
    locate: final,
  };
}
