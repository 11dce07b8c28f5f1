import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { customerPhotos, trialSubmissions } from '@/db/schema';
import { getCustomerDashboard } from '@/lib/dashboard/queries';
import { getDb } from '@/lib/db/client';
import { deleteAccountAction } from '@/lib/privacy/actions';
import { exportMyData } from '@/lib/privacy/export-data';
import { removeOwnPhotoAction, uploadOwnPhotoAction } from '@/lib/sites/document/actions';
import { saveSiteDocumentAction } from '@/lib/sites/publish/actions';
import { MAX_CUSTOMER_PHOTOS } from '@/lib/sites/document/customer-photos';
import { getSiteForEditor } from '@/lib/sites/publish/editor';
import { draftSite, saveSiteVersion } from '@/lib/sites/publish/versions';
import { publishSite } from '@/lib/sites/publish/publish';
import { liveSiteResponse } from '@/lib/sites/serve/serve-site';
import { getConfig } from '@/lib/config';
import { exportSite } from '@/lib/sites/export/export-site';
import { uploadSiteImage } from '@/lib/sites/document/site-images';
import { getStorage } from '@/lib/storage/storage';
import type { Actor } from '@/lib/auth/session';
import { createAdminActor, createUser, signIn } from '../helpers/auth';
import { uploadOwnPhoto } from '../helpers/own-photo';

/** A phone photo: a JPEG carrying where and by whom it was taken. */
const phonePhoto = () =>
  sharp({ create: { width: 80, height: 60, channels: 3, background: '#2e86c1' } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Rosa Quispe', ImageDescription: 'Mi casa, Jr. Los Olivos 456' } })
    .toBuffer();

const photoFile = async (name = 'local.jpg') => new File([new Uint8Array(await phonePhoto())], name, { type: 'image/jpeg' });

async function customerWithProject() {
  const account = await createUser();
  const [submission] = await getDb()
    .insert(trialSubmissions)
    .values({ userId: account.id, businessName: 'Cevichería El Muelle', email: account.email, industry: 'restaurant', businessType: 'restaurant' })
    .returning();
  await signIn(account.email, account.password);
  const actor: Actor = { userId: account.id, role: 'customer', email: account.email, name: 'Rosa', twoFactorEnabled: false };
  return { account, actor, submissionId: submission!.id };
}

async function upload(name?: string) {
  const result = await uploadOwnPhotoAction({ file: await photoFile(name) });
  if (!result.ok) throw new Error(result.error);
  return result.data;
}

const stored = (url: string) => getStorage().read(getStorage().keyFromUrl(url)!);

describe("'Fotos para tu web'", () => {
  it('stores a photo re-encoded without its hidden data, lists it on the dashboard, and offers it in the team editor', async () => {
    const { actor, submissionId } = await customerWithProject();
    const photo = await upload();
    const metadata = await sharp((await stored(photo.url))!).metadata();
    expect([metadata.format, metadata.width, metadata.height, metadata.exif]).toEqual(['jpeg', 80, 60, undefined]);

    const dashboard = await getCustomerDashboard(actor);
    expect(dashboard.sitePhotos).toEqual({ photos: [photo], max: MAX_CUSTOMER_PHOTOS });

    // Sent before the draft, the photo is there when the team opens the editor.
    const admin = await createAdminActor();
    const { siteId } = await draftSite(admin, submissionId);
    expect((await getSiteForEditor(admin, siteId))?.customerPhotos).toEqual([photo]);
  });

  it('refuses in Spanish what is not a picture, and an account without a project', async () => {
    await customerWithProject();
    const script = await uploadOwnPhotoAction({ file: new File(['<script>alert(1)</script>'], 'foto.jpg', { type: 'image/jpeg' }) });
    expect(script).toMatchObject({ ok: false, error: 'Solo se aceptan imágenes JPEG, PNG, WebP, GIF o AVIF.' });
    expect(await uploadOwnPhotoAction({ file: new File([], 'vacia.png', { type: 'image/png' }) })).toMatchObject({
      ok: false,
      error: 'El archivo está vacío.',
    });
    expect(await uploadOwnPhotoAction({})).toMatchObject({ ok: false, fieldErrors: { file: ['Elige una foto.'] } });

    const newcomer = await createUser();
    await signIn(newcomer.email, newcomer.password);
    expect(await uploadOwnPhotoAction({ file: await photoFile() })).toMatchObject({
      ok: false,
      error: 'Primero solicita tu sitio web; luego podrás enviarnos tus fotos.',
    });
  });

  it(`keeps to ${MAX_CUSTOMER_PHOTOS} photos even when the last places are raced for`, async () => {
    const { actor, submissionId } = await customerWithProject();
    const first = await upload();
    const filler = Array.from({ length: MAX_CUSTOMER_PHOTOS - 2 }, () => ({ submissionId, url: first.url, width: 80, height: 60 }));
    await getDb().insert(customerPhotos).values(filler);

    const raced = await Promise.all([1, 2, 3].map(async () => uploadOwnPhotoAction({ file: await photoFile() })));
    expect(raced.filter((r) => r.ok)).toHaveLength(1);
    expect(raced.filter((r) => !r.ok).map((r) => !r.ok && r.error)).toEqual([
      `Ya enviaste ${MAX_CUSTOMER_PHOTOS} fotos, el máximo. Quita alguna para enviar otra.`,
      `Ya enviaste ${MAX_CUSTOMER_PHOTOS} fotos, el máximo. Quita alguna para enviar otra.`,
    ]);
    expect((await getCustomerDashboard(actor)).sitePhotos?.photos).toHaveLength(MAX_CUSTOMER_PHOTOS);
  });

  it("keeps a large photo's smaller copies for phones beside it, the live site offers them, and they go with the photo", async () => {
    const { submissionId } = await customerWithProject();
    // A phone camera's picture: 2,000 px wide, kept at that size, with copies 480, 720 and 960 px wide.
    const camera = () => uploadOwnPhoto(2000);
    const photo = await camera();
    expect(photo.url).toMatch(/_v480-720-960-2000\.jpg$/);
    const copiesOf = (url: string) => [url, ...[480, 720, 960].map((width) => url.replace(/\.jpg$/, `-w${width}.jpg`))];
    const copies = copiesOf(photo.url);
    const widths = await Promise.all(copies.map(async (url) => (await sharp((await stored(url))!).metadata()).width));
    expect(widths).toEqual([2000, 480, 720, 960]);
    // A small one needs no copies: its name has no mark.
    expect((await upload('pequena.jpg')).url).toMatch(/\/photos\/[a-z0-9-]+\.jpg$/);

    // On the live site, a phone picks the copy near the size the photo shows at.
    const admin = await createAdminActor();
    const { siteId, label } = await draftSite(admin, submissionId);
    const document = structuredClone((await getSiteForEditor(admin, siteId))!.latest.document);
    const hero = document.pages[0]!.sections.find((s) => s.type === 'hero');
    if (hero?.type !== 'hero') throw new Error('the template has a hero');
    hero.imageUrl = photo.url;
    await saveSiteVersion(admin, siteId, document);
    await publishSite(admin, siteId);
    const home = await (await liveSiteResponse(label, [])).text();
    const [original, w480, w720, w960] = copies.map((url) => `${new URL(getConfig().appUrl).origin}${url}`);
    expect(home).toContain(`srcSet="${w480} 480w, ${w720} 720w, ${w960} 960w, ${original} 2000w" sizes="(min-width: 40rem) 40vw, calc(100vw - 2rem)"`);

    // The downloaded site carries the copies its page offers, beside the photo.
    const files = unzipSync((await exportSite(admin, { siteId })).zip);
    const name = photo.url
      .split('/')
      .pop()!
      .replace(/\.jpg$/, '');
    const images = Object.keys(files).filter((file) => file.includes(name));
    expect(images.sort()).toEqual([
      `images/photos-${name}-w480.jpg`,
      `images/photos-${name}-w720.jpg`,
      `images/photos-${name}-w960.jpg`,
      `images/photos-${name}.jpg`,
    ]);
    expect(strFromU8(files['index.html']!)).toContain(
      `srcSet="images/photos-${name}-w480.jpg 480w, images/photos-${name}-w720.jpg 720w, images/photos-${name}-w960.jpg 960w, images/photos-${name}.jpg 2000w"`,
    );

    // A photo no version shows, removed: its copies go with it.
    const unused = await camera();
    expect((await removeOwnPhotoAction({ photoId: unused.id })).ok).toBe(true);
    const left = await Promise.all(copiesOf(unused.url).map(stored));
    expect(left).toEqual([null, null, null, null]);
  });

  it("removes a photo and its file, keeps the file a site version shows, and never touches another customer's photo", async () => {
    const { account, submissionId } = await customerWithProject();
    const unused = await upload('unused.jpg');
    const used = await upload('used.jpg');
    const admin = await createAdminActor();
    const { siteId } = await draftSite(admin, submissionId);
    const editor = (await getSiteForEditor(admin, siteId))!;
    const document = structuredClone(editor.latest.document);
    const hero = document.pages[0]!.sections.find((s) => s.type === 'hero');
    if (hero?.type !== 'hero') throw new Error('the template has a hero');
    hero.imageUrl = used.url;
    const adminUser = await createUser({ admin: true });
    await signIn(adminUser.email, adminUser.password);
    expect((await saveSiteDocumentAction({ siteId, document })).ok).toBe(true);

    // Someone else cannot take Rosa's photos away; to them the photo does not exist.
    const stranger = await createUser();
    await signIn(stranger.email, stranger.password);
    expect(await removeOwnPhotoAction({ photoId: unused.id })).toMatchObject({ ok: false, error: 'Esa foto ya no está en tu lista.' });
    expect(await getDb().select().from(customerPhotos).where(eq(customerPhotos.submissionId, submissionId))).toHaveLength(2);

    await signIn(account.email, account.password);
    expect(await removeOwnPhotoAction({ photoId: unused.id })).toEqual({ ok: true, data: undefined });
    expect(await removeOwnPhotoAction({ photoId: used.id })).toEqual({ ok: true, data: undefined });
    expect((await getSiteForEditor(admin, siteId))?.customerPhotos).toEqual([]);
    expect(await stored(unused.url)).toBeNull();
    // The saved version shows it: the site still needs the file.
    expect(await stored(used.url)).not.toBeNull();
  });

  it('is part of the data export, and its files go with a deleted account, with every image of its site', async () => {
    const { account, actor, submissionId } = await customerWithProject();
    const photo = await upload();
    const exported = await exportMyData(actor);
    expect(exported.sitePhotos).toEqual([expect.objectContaining({ url: photo.url, width: 80, height: 60 })]);
    // The team drafted the site and uploaded two images in the editor: one a saved version shows,
    // one never saved (no row points to it). Another customer's site has an image too.
    const admin = await createAdminActor();
    const { siteId } = await draftSite(admin, submissionId);
    const saved = await uploadSiteImage(admin, { siteId, file: await photoFile('logo.jpg') });
    const unsaved = await uploadSiteImage(admin, { siteId, file: await photoFile('hero.jpg') });
    const document = structuredClone((await getSiteForEditor(admin, siteId))!.latest.document);
    document.business.logoUrl = saved.url;
    await saveSiteVersion(admin, siteId, document);
    const [other] = await getDb().insert(trialSubmissions).values({ businessName: 'Otra tienda', email: 'otra@correo.pe', industry: 'shop' }).returning();
    const othersImage = await uploadSiteImage(admin, { siteId: (await draftSite(admin, other!.id)).siteId, file: await photoFile() });

    await signIn(account.email, account.password);
    expect((await deleteAccountAction({ password: account.password, confirm: true })).ok).toBe(true);
    expect(await stored(photo.url)).toBeNull();
    expect(await stored(saved.url)).toBeNull();
    expect(await stored(unsaved.url)).toBeNull();
    expect(await stored(othersImage.url)).not.toBeNull();
    expect(await getDb().select().from(customerPhotos)).not.toContainEqual(expect.objectContaining({ url: photo.url }));
  });
});
