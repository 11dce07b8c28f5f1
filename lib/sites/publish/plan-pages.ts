import 'server-only';
import { and, desc, eq, ne } from 'drizzle-orm';
import { sites, siteVersions } from '@/db/schema';
import { getDb } from '@/lib/db/client';
import { logger } from '@/lib/logger';
import { fitToAllowance } from '@/lib/sites/document/plan-pages';
import { readVersionDocument } from '@/lib/sites/document/stored-version';
import { revalidateSite } from '@/lib/sites/serve/cache';
import { appendVersion, siteAllowance } from './versions';

type Pointer = 'publishedVersionId' | 'approvedVersionId' | 'previewVersionId';
const POINTERS: Pointer[] = ['publishedVersionId', 'approvedVersionId', 'previewVersionId'];

/**
 * After a plan is paid (a new plan, or a move between plans): each of the customer's sites keeps
 * only as many published pages as the plan has; the others become drafts, never deleted, so
 * moving back brings them with a click in the editor. The live, approved and previewed versions
 * are each replaced by a copy with the pages fitted (versions are never changed in place), and
 * the newest version too, so the team's next save starts from it. Nothing happens when they fit.
 */
export async function fitSitesToPlan(userId: string): Promise<{ fitted: number }> {
  const owned = await getDb()
    .select({ id: sites.id })
    .from(sites)
    .where(and(eq(sites.userId, userId), ne(sites.status, 'removed')));
  let fitted = 0;
  for (const { id } of owned) {
    const label = await fitSiteToPlan(id);
    if (label === null) continue;
    fitted += 1;
    revalidateSite(label);
  }
  return { fitted };
}

/** One site: its label when its live version changed (the cache must forget it), else null. */
async function fitSiteToPlan(siteId: string): Promise<string | null> {
  return getDb().transaction(async (tx) => {
    const [site] = await tx.select().from(sites).where(eq(sites.id, siteId)).for('update');
    if (!site) return null;
    const allowance = await siteAllowance(tx, siteId);
    const [newest] = await tx
      .select({ id: siteVersions.id })
      .from(siteVersions)
      .where(eq(siteVersions.siteId, siteId))
      .orderBy(desc(siteVersions.number))
      .limit(1);
    // Oldest role first, the newest version last: it stays the newest.
    const ids = [...new Set([...POINTERS.map((pointer) => site[pointer]), newest?.id].filter((id): id is string => Boolean(id)))];
    const replaced = new Map<string, string>();
    for (const id of ids) {
      const [version] = await tx.select({ document: siteVersions.document }).from(siteVersions).where(eq(siteVersions.id, id));
      if (!version) continue;
      const document = readVersionDocument(version.document);
      const fitted = fitToAllowance(document, allowance);
      if (fitted === document) continue;
      const copy = await appendVersion(tx, siteId, fitted, `plan ${allowance.plan}: pages beyond ${allowance.pages} kept as drafts`, null);
      replaced.set(id, copy.id);
    }
    if (replaced.size === 0) return null;
    const moved = Object.fromEntries(
      POINTERS.flatMap((pointer) => (site[pointer] && replaced.has(site[pointer]) ? [[pointer, replaced.get(site[pointer])!]] : [])),
    );
    if (Object.keys(moved).length > 0) await tx.update(sites).set(moved).where(eq(sites.id, siteId));
    logger.info({ siteId, plan: allowance.plan, versions: replaced.size }, 'site pages fitted to the plan');
    return site.publishedVersionId && replaced.has(site.publishedVersionId) ? site.label : null;
  });
}
