import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { sites, siteVersions } from '@/db/schema';
import { UserFacingError } from '@/lib/actions/result';
import type { Actor } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { resolveOwnSite } from '@/lib/customer-site/own-site';
import type { SiteDocument, SiteNotice } from '@/lib/sites/document/document';
import { readVersionDocument } from '@/lib/sites/document/stored-version';
import { appendVersion, CUSTOMER_SOURCE, parseEditedDocument, requireAdminActor, type Tx } from '@/lib/sites/publish/versions';
import { expireSites } from '@/lib/sites/serve/cache';
import { mergeDocuments } from '@/lib/sites/publish/merge-documents';
import { listSubmissionPhotos } from '@/lib/sites/document/customer-photos';
import type { ItemChange, PhotoChoice } from './schemas';

/**
 * The owner's quick edits (issue 27, item 2; decision 0039). Each save changes the version the
 * owner sees — the live one, or the preview during the trial — into a new version made by the
 * customer, parsed by the site schema, and shows it at once: published and the cache expired on a
 * live site, the preview moved on in review. A newer draft of the team's is carried over it, so
 * neither side's work is lost. The team reverts one such edit the same way.
 */

export type QuickEdit =
  | { kind: 'hours'; hours: SiteDocument['business']['hours'] }
  | { kind: 'notice'; notice: SiteNotice | null }
  | { kind: 'contact'; phone: string; whatsapp: string }
  | { kind: 'items'; version: number; items: ItemChange[] }
  | { kind: 'photos'; version: number; photos: PhotoChange[] };

/** A photo set or taken off at a place: the hero's (`hero-<page>-<section>`) or an item's (its place key). */
export type PhotoChange = { key: string; url: string | null };

/** Where the saved edit shows: on the live site, or in the preview the owner reviews. */
export type ShownOn = 'live' | 'preview';
export type QuickEditResult = { shownOn: ShownOn; number: number };

export const NOT_EDITABLE_YET = 'Podrás hacer cambios rápidos cuando tu vista previa esté lista. Te avisaremos por correo.';
export const CHANGED_MEANWHILE = 'Tu web cambió mientras editabas. Revisa la lista, que ya muestra lo último, y guarda otra vez.';
export const NOT_YOUR_PHOTO = 'Esa foto ya no está en tu lista. Elige otra o súbela de nuevo en «Fotos para tu web».';

/** Where a site shows its content to the owner: its live version, or its preview in review. */
export const shownOn = (status: string): ShownOn | null => (status === 'live' ? 'live' : status === 'in_review' ? 'preview' : null);

/** The owner's edit applied to a document. Items are addressed by their place in the version the form showed. */
export function applyQuickEdit(document: SiteDocument, edit: QuickEdit): SiteDocument {
  const next = structuredClone(document);
  if (edit.kind === 'hours') next.business.hours = edit.hours;
  if (edit.kind === 'notice') next.business.notice = edit.notice;
  if (edit.kind === 'contact') Object.assign(next.business, { phone: edit.phone, whatsapp: edit.whatsapp });
  if (edit.kind === 'items') applyItemChanges(next, edit.items);
  if (edit.kind === 'photos') applyPhotoChanges(next, edit.photos);
  return next;
}

function applyPhotoChanges(document: SiteDocument, changes: PhotoChange[]) {
  for (const change of changes) {
    for (const place of change.key.split('_')) {
      const [first, ...rest] = place.split('-');
      if (first === 'hero') {
        const [page, section] = rest.map(Number) as [number, number];
        const hero = document.pages[page]?.sections[section];
        if (hero?.type !== 'hero') throw new UserFacingError(CHANGED_MEANWHILE, 'invalid');
        hero.imageUrl = change.url;
        continue;
      }
      const [page, section, category, index] = place.split('-').map(Number) as [number, number, number, number];
      const item = itemList(document, page, section, category)?.[index];
      if (!item) throw new UserFacingError(CHANGED_MEANWHILE, 'invalid');
      item.imageUrl = change.url;
    }
  }
}

type Item = { name: string; description: string; priceCents: number | null; imageUrl: string | null };

/** The list of items at page/section/category, or null when the document has none there. */
export function itemList(document: SiteDocument, page: number, section: number, category: number): Item[] | null {
  const found = document.pages[page]?.sections[section];
  if (found?.type === 'menu') return found.categories[category]?.items ?? null;
  if (found?.type === 'services') return category === 0 ? found.items : null;
  return null;
}

function applyItemChanges(document: SiteDocument, changes: ItemChange[]) {
  const removed = new Map<Item[], Set<number>>();
  for (const change of changes) {
    for (const place of change.key.split('_')) {
      const isNew = place.startsWith('new-');
      const [page, section, category, index] = (isNew ? place.slice(4) : place).split('-').map(Number) as [number, number, number, number?];
      const list = itemList(document, page, section, category);
      if (!list) throw new UserFacingError(CHANGED_MEANWHILE, 'invalid');
      if (isNew) {
        list.push({ name: change.name, description: '', priceCents: change.priceCents, imageUrl: null });
        continue;
      }
      const item = index === undefined ? undefined : list[index];
      if (!item || index === undefined) throw new UserFacingError(CHANGED_MEANWHILE, 'invalid');
      if (change.remove) removed.set(list, (removed.get(list) ?? new Set()).add(index));
      else Object.assign(item, { name: change.name, priceCents: change.priceCents });
    }
  }
  for (const [list, indexes] of removed) [...indexes].sort((a, b) => b - a).forEach((i) => list.splice(i, 1));
}

type SiteRow = typeof sites.$inferSelect;

/**
 * Turns the version the site shows into `change(shown)` as a new version and shows it. When the
 * team saved newer versions since (a draft not yet published or sent), the newest of them is
 * carried over as the next version with the same change merged in (mergeDocuments, this change
 * winning where both touched the same thing), so the editor goes on from both.
 */
async function changeShownVersion(
  siteId: string,
  change: (shown: SiteDocument, shownNumber: number) => SiteDocument,
  author: { source: string; createdBy: string | null },
): Promise<QuickEditResult> {
  const result = await getDb().transaction(async (tx) => {
    const [site] = await tx.select().from(sites).where(eq(sites.id, siteId)).for('update');
    const where = site ? shownOn(site.status) : null;
    const shownId = where === 'live' ? site?.publishedVersionId : site?.previewVersionId;
    if (!site || !where || !shownId) throw new UserFacingError(NOT_EDITABLE_YET, 'invalid');
    const [shown] = await tx.select().from(siteVersions).where(eq(siteVersions.id, shownId));
    const [newest] = await tx.select().from(siteVersions).where(eq(siteVersions.siteId, siteId)).orderBy(desc(siteVersions.number)).limit(1);
    if (!shown || !newest) throw new UserFacingError(NOT_EDITABLE_YET, 'invalid');
    const before = readVersionDocument(shown.document);
    const document = parseEditedDocument(change(before, shown.number));
    const version = await appendVersion(tx, siteId, document, author.source, author.createdBy, shown.number);
    await showVersion(tx, site, where, version.id);
    if (newest.number > shown.number) await carryDraft(tx, siteId, { before, document, number: version.number }, newest);
    return { label: site.label, shownOn: where, number: version.number };
  });
  // Awaited: the owner's "Publicado en tu web" is true when it shows, on every instance (decision 0009).
  if (result.shownOn === 'live') await expireSites([result.label]);
  return { shownOn: result.shownOn, number: result.number };
}

async function showVersion(tx: Tx, site: SiteRow, where: ShownOn, versionId: string) {
  if (where === 'live') {
    await tx.update(sites).set({ publishedVersionId: versionId, publishedAt: new Date() }).where(eq(sites.id, site.id));
    return;
  }
  // An approval of the preview the owner then changed stands for the changed one: the change is theirs.
  const approvedVersionId = site.approvedVersionId === site.previewVersionId ? versionId : site.approvedVersionId;
  await tx.update(sites).set({ previewVersionId: versionId, approvedVersionId }).where(eq(sites.id, site.id));
}

async function carryDraft(
  tx: Tx,
  siteId: string,
  edit: { before: SiteDocument; document: SiteDocument; number: number },
  draft: typeof siteVersions.$inferSelect,
) {
  const { merged, conflicts } = mergeDocuments(edit.before, edit.document, readVersionDocument(draft.document));
  const clash = conflicts.length ? ` (both changed ${conflicts.slice(0, 3).join(', ')}: kept ${edit.number}'s)` : '';
  await appendVersion(tx, siteId, parseEditedDocument(merged), `draft ${draft.number} + ${edit.number}${clash}`, draft.createdBy, draft.number);
}

/**
 * The owner's photo choices as addresses: each chosen photo must be one of their own ('Fotos para
 * tu web' of the site's project); any other id is refused, never looked up elsewhere.
 */
export async function ownPhotoChanges(actor: Actor, siteId: string | undefined, choices: PhotoChoice[]): Promise<PhotoChange[]> {
  const site = await resolveOwnSite(actor, siteId);
  if (!site) throw new UserFacingError(NOT_EDITABLE_YET, 'invalid');
  const own = new Map((await listSubmissionPhotos(site.submissionId)).map((photo) => [photo.id, photo.url]));
  return choices.map(({ key, photoId }) => {
    if (photoId === null) return { key, url: null };
    const url = own.get(photoId);
    if (!url) throw new UserFacingError(NOT_YOUR_PHOTO, 'invalid');
    return { key, url };
  });
}

/** Saves the owner's quick edit on their own site (`siteId`, or their one site). */
export async function saveQuickEdit(actor: Actor, siteId: string | undefined, edit: QuickEdit): Promise<QuickEditResult> {
  const site = await resolveOwnSite(actor, siteId);
  if (!site) throw new UserFacingError(NOT_EDITABLE_YET, 'invalid');
  return changeShownVersion(
    site.id,
    (shown, shownNumber) => {
      // Items are addressed by place: a form made from another version might point at the wrong dish.
      if ((edit.kind === 'items' || edit.kind === 'photos') && edit.version !== shownNumber) throw new UserFacingError(CHANGED_MEANWHILE, 'invalid');
      return applyQuickEdit(shown, edit);
    },
    { source: CUSTOMER_SOURCE, createdBy: actor.userId },
  );
}

/**
 * The team undoes one quick edit: what it changed goes back to what it was, on top of what the site
 * shows now (later edits stay), as a new version shown at once like the edit was.
 */
export async function revertQuickEdit(actor: Actor, siteId: string, number: number): Promise<QuickEditResult> {
  requireAdminActor(actor);
  const version = await readVersion(siteId, number);
  if (!version || version.source !== CUSTOMER_SOURCE || version.basedOn === null) throw new UserFacingError('only a customer quick edit can be reverted');
  const base = await readVersion(siteId, version.basedOn);
  if (!base) throw new UserFacingError('the version this edit changed is gone');
  const [edited, original] = [readVersionDocument(version.document), readVersionDocument(base.document)];
  return changeShownVersion(siteId, (shown) => mergeDocuments(edited, original, shown).merged, { source: `revert of ${number}`, createdBy: actor.userId });
}

async function readVersion(siteId: string, number: number) {
  const [row] = await getDb()
    .select()
    .from(siteVersions)
    .where(and(eq(siteVersions.siteId, siteId), eq(siteVersions.number, number)))
    .limit(1);
  return row ?? null;
}
