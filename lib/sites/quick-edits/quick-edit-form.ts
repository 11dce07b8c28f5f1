import 'server-only';
import { eq } from 'drizzle-orm';
import { siteVersions } from '@/db/schema';
import type { Actor } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { absoluteUrl } from '@/lib/config/app-url';
import { resolveOwnSite } from '@/lib/customer-site/own-site';
import type { SiteDocument, SiteNotice } from '@/lib/sites/document/document';
import { listSubmissionPhotos, type CustomerPhoto } from '@/lib/sites/document/customer-photos';
import { readVersionDocument } from '@/lib/sites/document/stored-version';
import { isNoticeShowing } from '@/lib/sites/document/site-notice';
import { previewPath } from '@/lib/sites/publish/preview';
import { siteUrl } from '@/lib/sites/serve/site-url';
import { shownOn, type ShownOn } from './quick-edit';

/** What the owner's quick-edit page shows: the version they see, shaped for its forms. */

export type QuickItemView = { key: string; name: string; price: string; imageUrl: string | null };
/** A place that shows a photo: the hero of a page, or a dish or service, titled as the owner knows it. */
export type QuickPhotoPlace = { key: string; title: string; imageUrl: string | null };
/** One menu category or services list, titled as the owner knows it ("Carta · Bebidas"). */
export type QuickItemList = { kind: 'menu' | 'services'; title: string; newKey: string; items: QuickItemView[] };
export type QuickEditForm =
  | { state: 'not-yet' | 'suspended' }
  | {
      state: 'ready';
      siteId: string;
      shownOn: ShownOn;
      /** Where the owner sees the result: the live address or the preview. */
      address: string;
      version: number;
      hours: SiteDocument['business']['hours'];
      /** The notice still showing, or null (an ended one is not offered again). */
      notice: SiteNotice | null;
      phone: string;
      whatsapp: string;
      lists: QuickItemList[];
      /** The places a photo can go, and the owner's own photos to choose from. */
      photos: { places: QuickPhotoPlace[]; own: CustomerPhoto[] };
    };

const priceText = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

/**
 * The menu's categories and the services' lists of the pages visitors see, with their fields'
 * keys. The same list shown on two pages (same title, items and prices) is offered once.
 */
function itemLists(document: SiteDocument): QuickItemList[] {
  const lists: (QuickItemList & { page: string; same: string })[] = [];
  document.pages.forEach((page, p) => {
    if (page.draft) return;
    page.sections.forEach((section, s) => {
      const heading = section.heading || (section.type === 'menu' ? 'Carta' : 'Servicios');
      const add = (title: string, c: number, items: { name: string; priceCents: number | null; imageUrl: string | null }[]) => {
        const same = JSON.stringify([section.type, title, items.map((i) => [i.name, i.priceCents])]);
        const twin = lists.find((list) => list.same === same);
        const keys = items.map((_, i) => `${p}-${s}-${c}-${i}`);
        if (twin) {
          twin.newKey += `_new-${p}-${s}-${c}`;
          twin.items.forEach((item, i) => (item.key += `_${keys[i]}`));
          return;
        }
        lists.push({
          kind: section.type === 'menu' ? 'menu' : 'services',
          title,
          page: page.title,
          same,
          newKey: `new-${p}-${s}-${c}`,
          items: items.map((item, i) => ({ key: keys[i]!, name: item.name, price: priceText(item.priceCents), imageUrl: item.imageUrl })),
        });
      };
      if (section.type === 'menu') section.categories.forEach((category, c) => add(`${heading} · ${category.name}`, c, category.items));
      if (section.type === 'services') add(heading, 0, section.items);
    });
  });
  // Two lists still titled alike (their prices differ) are told apart by their page.
  return lists.map(({ page, same: _same, ...list }) => ({
    ...list,
    title: lists.filter((other) => other.title === list.title).length > 1 ? `${page} · ${list.title}` : list.title,
  }));
}

/** Where photos show: each page's hero ("Portada de Inicio"), then every dish and service of `lists`. */
function photoPlaces(document: SiteDocument, lists: QuickItemList[]): QuickPhotoPlace[] {
  const heroes = document.pages.flatMap((page, p) =>
    page.draft
      ? []
      : page.sections.flatMap((section, s) =>
          section.type === 'hero' ? [{ key: `hero-${p}-${s}`, title: `Portada de ${page.title}`, imageUrl: section.imageUrl }] : [],
        ),
  );
  return [...heroes, ...lists.flatMap((list) => list.items.map((item) => ({ key: item.key, title: `${list.title} · ${item.name}`, imageUrl: item.imageUrl })))];
}

/** The owner's site (`siteId`, or their one site) for the quick-edit page; null when they have none. */
export async function getOwnQuickEditForm(actor: Actor, siteId?: string): Promise<QuickEditForm | null> {
  const site = await resolveOwnSite(actor, siteId);
  if (!site) return null;
  const where = shownOn(site.status);
  const shownId = where === 'live' ? site.publishedVersionId : site.previewVersionId;
  if (site.status === 'suspended') return { state: 'suspended' };
  if (!where || !shownId) return { state: 'not-yet' };
  const [shown] = await getDb().select().from(siteVersions).where(eq(siteVersions.id, shownId));
  if (!shown) return { state: 'not-yet' };
  const document = readVersionDocument(shown.document);
  const { business } = document;
  const lists = itemLists(document);
  return {
    state: 'ready',
    siteId: site.id,
    shownOn: where,
    address: where === 'live' ? siteUrl(site.label) : absoluteUrl(previewPath(site.previewToken ?? '')),
    version: shown.number,
    hours: business.hours,
    notice: isNoticeShowing(business.notice) ? business.notice : null,
    phone: business.phone,
    whatsapp: business.whatsapp,
    lists,
    photos: { places: photoPlaces(document, lists), own: await listSubmissionPhotos(site.submissionId) },
  };
}
