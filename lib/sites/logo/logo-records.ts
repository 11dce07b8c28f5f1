import 'server-only';
import { randomBytes } from 'node:crypto';
import { asc, count, eq } from 'drizzle-orm';
import { logoBriefs, logoOptions, sites } from '@/db/schema';
import { getDb } from '@/lib/db/client';
import { getStorage } from '@/lib/storage/storage';
import type { LogoPng } from './logo-image';

/** The rows and files behind 'Tu logo', shared by the customer's and the team's operations. */

/** The customer chooses among at most this many options; the team generates or uploads up to it. */
export const MAX_LOGO_OPTIONS = 4;

export type LogoBriefRow = typeof logoBriefs.$inferSelect;
export type LogoOption = { id: string; url: string; width: number; height: number; source: 'ai' | 'upload' };

type Reader = Pick<ReturnType<typeof getDb>, 'select'>;

const optionColumns = { id: logoOptions.id, url: logoOptions.url, width: logoOptions.width, height: logoOptions.height, source: logoOptions.source };

export async function briefOfSubmission(submissionId: string): Promise<LogoBriefRow | null> {
  const [brief] = await getDb().select().from(logoBriefs).where(eq(logoBriefs.submissionId, submissionId)).limit(1);
  return brief ?? null;
}

/** A site that is not removed and its project's brief (null when the project has none yet). */
export async function siteWithBrief(siteId: string) {
  const [row] = await getDb()
    .select({ site: sites, brief: logoBriefs })
    .from(sites)
    .leftJoin(logoBriefs, eq(logoBriefs.submissionId, sites.submissionId))
    .where(eq(sites.id, siteId))
    .limit(1);
  return row && row.site.status !== 'removed' ? row : null;
}

export const listLogoOptions = (briefId: string): Promise<LogoOption[]> =>
  getDb().select(optionColumns).from(logoOptions).where(eq(logoOptions.briefId, briefId)).orderBy(asc(logoOptions.createdAt), asc(logoOptions.id));

export async function logoOptionCount(briefId: string, reader: Reader = getDb()): Promise<number> {
  const [row] = await reader.select({ n: count() }).from(logoOptions).where(eq(logoOptions.briefId, briefId));
  return row?.n ?? 0;
}

/** Stored like the other uploads: under the project's prefix, so deleting the project removes it (project-files.ts). */
export async function storeLogoFile(submissionId: string, logo: LogoPng): Promise<string> {
  const stored = await getStorage().put(`logos/${submissionId}-${randomBytes(6).toString('hex')}.png`, logo.body, 'image/png');
  return stored.url;
}

/**
 * Adds options to a brief still being prepared, never past the maximum: the count is checked
 * under a lock on the brief, so a generation and an upload finishing together cannot pass it.
 * Answers the options added; the caller removes the files of those that did not fit.
 */
export async function addLogoOptions(briefId: string, files: { url: string; logo: LogoPng }[], source: 'ai' | 'upload'): Promise<LogoOption[]> {
  return getDb().transaction(async (tx) => {
    const [brief] = await tx.select({ status: logoBriefs.status }).from(logoBriefs).where(eq(logoBriefs.id, briefId)).for('update');
    if (brief?.status !== 'requested') return [];
    const room = MAX_LOGO_OPTIONS - (await logoOptionCount(briefId, tx));
    const fitting = files.slice(0, Math.max(room, 0));
    if (fitting.length === 0) return [];
    await tx.update(logoBriefs).set({ updatedAt: new Date() }).where(eq(logoBriefs.id, briefId));
    return tx
      .insert(logoOptions)
      .values(fitting.map(({ url, logo }) => ({ briefId, url, width: logo.width, height: logo.height, source })))
      .returning(optionColumns);
  });
}
