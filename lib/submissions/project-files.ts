import 'server-only';
import { eq, type SQL } from 'drizzle-orm';
import { customerPhotos, sites, trialSubmissions } from '@/db/schema';
import type { Database } from '@/lib/db/client';
import { logger } from '@/lib/logger';
import { getStorage, removeStoredUrl } from '@/lib/storage/storage';

/**
 * What a project leaves in storage when its rows go: the files its rows point to, and the name
 * prefixes every file of it is stored under (reference-images/<submission>-…, photos/<submission>-…,
 * logos/<submission>-…, sites/<site>-…). The prefixes also catch what no row points to any more, such as editor images
 * that no saved version shows.
 */
export type ProjectFiles = { urls: string[]; prefixes: string[] };

/**
 * The files of the projects `where` selects, read before their rows are deleted (site, photos
 * and versions go by cascade with the submission). Pass the transaction that deletes them.
 */
export async function projectFiles(db: Pick<Database, 'select'>, where: SQL | undefined): Promise<ProjectFiles> {
  const projects = await db
    .select({ submissionId: trialSubmissions.id, referenceImageUrl: trialSubmissions.referenceImageUrl, siteId: sites.id })
    .from(trialSubmissions)
    .leftJoin(sites, eq(sites.submissionId, trialSubmissions.id))
    .where(where);
  const photos = await db
    .select({ url: customerPhotos.url })
    .from(customerPhotos)
    .innerJoin(trialSubmissions, eq(trialSubmissions.id, customerPhotos.submissionId))
    .where(where);
  return {
    urls: [...projects.flatMap((p) => (p.referenceImageUrl ? [p.referenceImageUrl] : [])), ...photos.map((photo) => photo.url)],
    prefixes: projects.flatMap((p) => [
      `reference-images/${p.submissionId}-`,
      `photos/${p.submissionId}-`,
      `logos/${p.submissionId}-`,
      ...(p.siteId ? [`sites/${p.siteId}-`] : []),
    ]),
  };
}

/**
 * Removes the files once their rows are gone: each prefix, then each file a row pointed to that
 * no prefix covered (one stored under another name). A file that cannot be removed is logged for
 * the team and does not undo the deletion the customer or the team asked for.
 */
export async function removeProjectFiles(files: ProjectFiles): Promise<void> {
  const storage = getStorage();
  const covered = (url: string) => files.prefixes.some((prefix) => storage.keyFromUrl(url)?.startsWith(prefix));
  await Promise.all([
    ...files.prefixes.map((prefix) =>
      storage.removeAll(prefix).catch((err: unknown) => logger.warn({ err, prefix }, 'files of a deleted project not removed')),
    ),
    ...files.urls
      .filter((url) => !covered(url))
      .map((url) => removeStoredUrl(url).catch((err: unknown) => logger.warn({ err, url }, 'file of a deleted project not removed'))),
  ]);
}
