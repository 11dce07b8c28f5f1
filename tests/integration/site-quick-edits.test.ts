import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sites, siteVersions } from '@/db/schema';
import { getDb } from '@/lib/db/client';
import { limaDateKey } from '@/lib/jobs/lima-time';
import { sendSitePreview } from '@/lib/sites/publish/preview';
import { getSiteForEditor } from '@/lib/sites/publish/editor';
import { saveSiteDocumentAction } from '@/lib/sites/publish/actions';
import { saveSiteVersion } from '@/lib/sites/publish/versions';
import { saveQuickContactAction, saveQuickItemsAction, saveQuickNoticeAction, saveQuickPhotosAction } from '@/lib/sites/quick-edits/actions';
import { getConfig } from '@/lib/config';
import { getOwnQuickEditForm } from '@/lib/sites/quick-edits/quick-edit-form';
import { NOT_YOUR_PHOTO, revertQuickEdit, saveQuickEdit } from '@/lib/sites/quick-edits/quick-edit';
import { expireEndedNotices } from '@/lib/sites/quick-edits/notice-ends';
import { liveSiteResponse } from '@/lib/sites/serve/serve-site';
import { liveSite } from '../helpers/live-site';
import { createUser, signIn } from '../helpers/auth';
import { uploadOwnPhoto } from '../helpers/own-photo';
import { requestContext } from '../helpers/request-context';

/** Issue 27, item 2: the owner's quick edits, shown at once, listed for the team with a diff, revertible. */

const PASSWORD = 'contraseña-segura-123';
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  return data;
};
const ready = async (...args: Parameters<typeof getOwnQuickEditForm>) => {
  const found = await getOwnQuickEditForm(...args);
  if (found?.state !== 'ready') throw new Error(`no quick edits: ${JSON.stringify(found)}`);
  return found;
};
const homeHtml = async (label: string) => (await liveSiteResponse(label, [])).text();
const menuHtml = async (label: string) => (await liveSiteResponse(label, ['carta'])).text();

describe("the owner's quick edits", () => {
  it('publishes a new price on a live site at once, as a version made by the customer, and expires its cache', async () => {
    const { siteId, label, actor, email } = await liveSite('Cevichería La Ola');
    await signIn(email, PASSWORD);
    const before = await ready(actor);
    expect(before).toMatchObject({ shownOn: 'live', version: 1 });
    // The home's menu and the menu's page show the same dishes: one list in the form.
    expect(before.lists.map((l) => l.title)).toEqual(['Nuestra carta · Platos de la casa']);
    const [first] = before.lists[0]!.items;
    requestContext.revalidated = [];

    const saved = await saveQuickItemsAction(null, form({ siteId, version: '1', [`name-${first!.key}`]: first!.name, [`price-${first!.key}`]: '24,50' }));
    expect(saved).toEqual({ ok: true, data: { shownOn: 'live', number: 2 } });
    expect(requestContext.revalidated).toContain(`tag:site:${label}`);
    const [site] = await getDb().select().from(sites).where(eq(sites.id, siteId));
    const [version] = await getDb().select().from(siteVersions).where(eq(siteVersions.id, site!.publishedVersionId!));
    expect(version).toMatchObject({ number: 2, source: 'customer', createdBy: actor.userId, basedOn: 1 });
    expect(await menuHtml(label)).toMatch(/S\/\s24\.50/);
    expect(await homeHtml(label)).toMatch(/S\/\s24\.50/);
  });

  it("refuses another customer's site as not found, and bad input with the schema's Spanish messages, keeping what was typed", async () => {
    const { siteId, actor } = await liveSite('Panadería San Juan');
    const other = await liveSite('Bodega Don Pepe');
    expect(await getOwnQuickEditForm(other.actor, siteId)).toBeNull();
    await expect(saveQuickEdit(other.actor, siteId, { kind: 'contact', phone: '999', whatsapp: '' })).rejects.toThrow(/vista previa/);

    await signIn(other.email, PASSWORD);
    const refused = await saveQuickContactAction(null, form({ siteId: other.siteId, phone: '01 234 5678', whatsapp: 'mi celular' }));
    expect(refused).toMatchObject({
      ok: false,
      fieldErrors: { whatsapp: ['Escribe el WhatsApp solo con números, por ejemplo 51987654321'] },
      values: { phone: '01 234 5678', whatsapp: 'mi celular' },
    });
    const notice = await saveQuickNoticeAction(null, form({ siteId: other.siteId, kind: 'feriado', text: '', until: '2020-01-01' }));
    expect(notice).toMatchObject({ ok: false, fieldErrors: { until: ['El aviso debe terminar hoy o más adelante'] } });
    const items = await ready(other.actor);
    const key = items.lists[0]!.items[0]!.key;
    const price = await saveQuickItemsAction(null, form({ siteId: other.siteId, version: '1', [`name-${key}`]: '', [`price-${key}`]: 'doce' }));
    expect(price).toMatchObject({
      ok: false,
      fieldErrors: { [`name-${key}`]: ['Este texto no puede quedar vacío'], [`price-${key}`]: ['Escribe el precio en soles, por ejemplo 12.50'] },
    });
    // A Peruvian mobile typed as the owner says it is stored with the country code.
    expect(await saveQuickContactAction(null, form({ siteId: other.siteId, phone: '044 123456', whatsapp: '987 654 321' }))).toMatchObject({ ok: true });
    expect((await ready(other.actor)).whatsapp).toBe('51987654321');
    expect((await ready(actor)).version).toBe(1);
  });

  it('shows a notice on every page through its last day in Lima, and the midnight job expires the sites whose notice ended', async () => {
    const { siteId, label, actor, email } = await liveSite('Chifa Dragón');
    await signIn(email, PASSWORD);
    const today = limaDateKey(new Date());
    expect(await saveQuickNoticeAction(null, form({ siteId, kind: 'feriado', text: 'Volvemos el martes', until: today }))).toMatchObject({ ok: true });
    expect(await homeHtml(label)).toContain('Cerrado por feriado. Volvemos el martes.');

    requestContext.revalidated = [];
    const tomorrow = new Date(Date.now() + 24 * 3600 * 1000);
    expect(await expireEndedNotices(new Date())).toEqual({ expired: 0 });
    expect(await expireEndedNotices(tomorrow)).toEqual({ expired: 1 });
    expect(requestContext.revalidated).toContain(`tag:site:${label}`);
    expect((await ready(actor)).notice).toMatchObject({ kind: 'feriado', until: today });
  });

  it('during the trial, shows the edit in the preview (keeping an approval) and publishes nothing', async () => {
    const { siteId, actor, admin } = await liveSite('Florería Primavera');
    await getDb().update(sites).set({ status: 'draft', publishedVersionId: null }).where(eq(sites.id, siteId));
    expect(await getOwnQuickEditForm(actor)).toEqual({ state: 'not-yet' });
    await sendSitePreview(admin, siteId);
    const [sent] = await getDb().select().from(sites).where(eq(sites.id, siteId));
    await getDb().update(sites).set({ approvedVersionId: sent!.previewVersionId }).where(eq(sites.id, siteId));

    expect(await saveQuickEdit(actor, undefined, { kind: 'contact', phone: '01 555 1234', whatsapp: '' })).toEqual({ shownOn: 'preview', number: 2 });
    const [after] = await getDb().select().from(sites).where(eq(sites.id, siteId));
    expect(after).toMatchObject({ status: 'in_review', publishedVersionId: null });
    expect(after!.approvedVersionId).toBe(after!.previewVersionId);
    expect(await ready(actor)).toMatchObject({ shownOn: 'preview', phone: '01 555 1234', version: 2 });
  });

  it("keeps the team's unpublished draft: carried over the owner's edit, and the editor's save made before it merges it", async () => {
    const { siteId, label, actor, admin } = await liveSite('Juguería Tropical');
    const draft = structuredClone((await getSiteForEditor(admin, siteId))!.latest.document);
    draft.business.tagline = 'Jugos naturales desde 1990';
    await saveSiteVersion(admin, siteId, draft); // version 2, not published

    await saveQuickEdit(actor, undefined, { kind: 'contact', phone: '044 111 222', whatsapp: '51911222333' }); // 3 live, 4 carried
    const editor = (await getSiteForEditor(admin, siteId))!;
    expect(editor.publishedVersion).toBe(3);
    expect(editor.latest.number).toBe(4);
    expect(editor.latest.document.business).toMatchObject({ tagline: 'Jugos naturales desde 1990', phone: '044 111 222' });
    expect(await homeHtml(label)).not.toContain('Jugos naturales desde 1990');

    // An editor opened on version 4 saves after another quick edit: both stay.
    await saveQuickEdit(actor, undefined, { kind: 'contact', phone: '044 999 888', whatsapp: '51911222333' }); // 5 live, 6 carried
    const team = structuredClone(editor.latest.document);
    team.business.city = 'Trujillo centro';
    await signIn((await createUser({ admin: true })).email, PASSWORD);
    expect(await saveSiteDocumentAction({ siteId, document: team, baseNumber: 4 })).toMatchObject({ ok: true, data: { number: 7 } });
    expect((await getSiteForEditor(admin, siteId))!.latest.document.business).toMatchObject({ city: 'Trujillo centro', phone: '044 999 888' });
  });

  it('lists the edit for the team with a readable diff, and the revert undoes only it, published at once', async () => {
    const { siteId, label, actor, admin } = await liveSite('Pizzería Napoli');
    const { lists, whatsapp } = await ready(actor);
    const item = lists[0]!.items[0]!;
    await saveQuickEdit(actor, undefined, { kind: 'items', version: 1, items: [{ key: item.key, name: item.name, priceCents: 3500, remove: false }] });
    await saveQuickEdit(actor, undefined, { kind: 'contact', phone: '01 777 8888', whatsapp });

    const editor = (await getSiteForEditor(admin, siteId))!;
    const edit = editor.versions.find((v) => v.number === 2)!;
    expect(edit).toMatchObject({ isCustomerEdit: true, basedOn: 1 });
    // The home's menu and the menu's page show the same list: the one price changed on both.
    expect(edit.changes?.map((line) => line.replace(/\u00a0/g, ' '))).toEqual([
      `Inicio › Nuestra carta › Platos de la casa › ${item.name} › price: none → S/ 35.00`,
      `Carta › Nuestra carta › Platos de la casa › ${item.name} › price: none → S/ 35.00`,
    ]);
    expect(editor.versions.find((v) => v.number === 3)!.changes).toEqual([expect.stringMatching(/^business › phone: ".*" → "01 777 8888"$/)]);

    requestContext.revalidated = [];
    expect(await revertQuickEdit(admin, siteId, 2)).toEqual({ shownOn: 'live', number: 4 });
    expect(requestContext.revalidated).toContain(`tag:site:${label}`);
    const reverted = (await getSiteForEditor(admin, siteId))!;
    expect(reverted.publishedVersion).toBe(4);
    expect(reverted.latest.document.business.phone).toBe('01 777 8888');
    expect(await menuHtml(label)).not.toMatch(/S\/\s35\.00/);
    await expect(revertQuickEdit(actor, siteId, 2)).rejects.toThrow();
    await expect(revertQuickEdit(admin, siteId, 1)).rejects.toThrow(/only a customer quick edit/);
  });

  it("puts the owner's own photos on a dish and on a page's cover, refuses a photo that is not theirs, and the team sees and reverts it", async () => {
    const { siteId, label, actor, email, admin } = await liveSite('Chifa Dragón');
    await signIn(email, PASSWORD);
    const before = await ready(actor);
    expect(before.photos.own).toEqual([]);
    const photo = await uploadOwnPhoto(1200);
    const { photos, lists } = await ready(actor);
    expect(photos.own).toEqual([photo]);
    const dish = lists[0]!.items[0]!;
    expect(photos.places.map((place) => place.title)).toContain(`Nuestra carta · Platos de la casa · ${dish.name}`);
    const cover = photos.places.find((place) => place.title === 'Portada de Inicio')!;

    const saved = await saveQuickPhotosAction(null, form({ siteId, version: '1', [`photo-${dish.key}`]: photo.id, [`photo-${cover.key}`]: photo.id }));
    expect(saved).toEqual({ ok: true, data: { shownOn: 'live', number: 2 } });
    const address = `${new URL(getConfig().appUrl).origin}${photo.url}`;
    expect(await menuHtml(label)).toContain(`<img src="${address}"`);
    expect(await menuHtml(label)).toContain(`alt="${dish.name}"`);
    expect(await homeHtml(label)).toContain(`fetchpriority="high"`);

    // Another customer's photo, by its id: refused, nothing saved, the choices kept.
    const other = await liveSite('Bodega Ajena');
    await signIn(other.email, PASSWORD);
    const theirs = await uploadOwnPhoto(1200);
    await signIn(email, PASSWORD);
    const refused = await saveQuickPhotosAction(null, form({ siteId, version: '2', [`photo-${dish.key}`]: theirs.id }));
    expect(refused).toMatchObject({ ok: false, error: NOT_YOUR_PHOTO, values: { [`photo-${dish.key}`]: theirs.id } });
    expect(await saveQuickPhotosAction(null, form({ siteId, version: '2', [`photo-${dish.key}`]: 'foto-de-otro' }))).toMatchObject({
      ok: false,
      fieldErrors: { [`photo-${dish.key}`]: ['Elige una de tus fotos'] },
    });
    expect(await menuHtml(label)).not.toContain(theirs.url);

    // The cover's photo taken off again; then the team reads the first edit and reverts it.
    expect(await saveQuickPhotosAction(null, form({ siteId, version: '2', [`photo-${cover.key}`]: 'none' }))).toMatchObject({ ok: true });
    const editor = (await getSiteForEditor(admin, siteId))!;
    // The photo named by its file (clipped like any long value), the cover by its heading.
    const file = photo.url.split('/').pop()!.slice(0, 40);
    expect(editor.versions.find((v) => v.number === 2)!.changes).toEqual([
      expect.stringContaining(`Inicio › Chifa Dragón › photo: none → "${file}`),
      expect.stringContaining(`Inicio › Nuestra carta › Platos de la casa › ${dish.name} › photo: none → "${file}`),
      expect.stringContaining(`Carta › Nuestra carta › Platos de la casa › ${dish.name} › photo: none → "${file}`),
    ]);
    expect(await revertQuickEdit(admin, siteId, 2)).toMatchObject({ shownOn: 'live' });
    expect(await menuHtml(label)).not.toContain(photo.url);
  });
});
