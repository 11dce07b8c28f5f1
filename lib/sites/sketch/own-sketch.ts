import 'server-only';
import { and, desc, eq, ne } from 'drizzle-orm';
import { sites, siteSketches, siteVersions, trialSubmissions } from '@/db/schema';
import type { Actor } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import type { SiteDocument } from '@/lib/sites/document/document';
import { readVersionDocument } from '@/lib/sites/document/stored-version';

/** Where the sketch is (app/vista-previa/boceto): beside the previews, the one area the dashboard may frame. */
export const SKETCH_PATH = '/vista-previa/boceto';

/**
 * The customer's first sketch as the dashboard shows it: being made, ready (made by the AI or
 * from the template) or not made (the team drafts the site as before). Null: no sketch was asked
 * for (a quote for a custom project, a project from before sketches).
 */
export type OwnSketch = { state: 'making' | 'ready' | 'failed'; source: 'ai' | 'template' | null };

/** The sketch of the signed-in customer's newest project. */
export async function getOwnFirstSketch(actor: Actor): Promise<OwnSketch | null> {
  const [row] = await getDb()
    .select({ status: siteSketches.status, source: siteSketches.source, versionId: siteSketches.versionId })
    .from(trialSubmissions)
    .innerJoin(siteSketches, eq(siteSketches.submissionId, trialSubmissions.id))
    .where(eq(trialSubmissions.userId, actor.userId))
    .orderBy(desc(trialSubmissions.createdAt))
    .limit(1);
  if (!row) return null;
  // A ready sketch whose version is gone (the site was deleted) is no sketch to show.
  if (row.status === 'ready' && !row.versionId) return { state: 'failed', source: null };
  return { state: row.status, source: row.status === 'ready' && (row.source === 'ai' || row.source === 'template') ? row.source : null };
}

/** The sketch's document and its site's label, for the signed-in customer only. */
export async function readOwnSketchDocument(actor: Actor): Promise<{ document: SiteDocument; label: string } | null> {
  const [row] = await getDb()
    .select({ document: siteVersions.document, label: sites.label })
    .from(trialSubmissions)
    .innerJoin(siteSketches, and(eq(siteSketches.submissionId, trialSubmissions.id), eq(siteSketches.status, 'ready')))
    .innerJoin(siteVersions, eq(siteVersions.id, siteSketches.versionId))
    .innerJoin(sites, and(eq(sites.id, siteVersions.siteId), ne(sites.status, 'removed')))
    .where(eq(trialSubmissions.userId, actor.userId))
    .orderBy(desc(trialSubmissions.createdAt))
    .limit(1);
  return row ? { document: readVersionDocument(row.document), label: row.label } : null;
}
