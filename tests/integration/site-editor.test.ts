import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { siteVersions, trialSubmissions } from '@/db/schema';
import { getDb } from '@/lib/db/client';
import sharp from 'sharp';
import { previewSiteDocumentAction, restoreSiteVersionAction, saveSiteDocumentAction, uploadSiteImageAction } from '@/lib/sites/publish/actions';
import { getStorage } from '@/lib/storage/storage';
import { getSiteForEditor } from '@/lib/sites/publish/editor';
import { draftSite } from '@/lib/sites/publish/versions';
import { createAdminActor, createUser, signIn, signOut } from '../helpers/auth';

async function siteWithDraft() {
  const admin = await createAdminActor();
  const [submission] = await getDb()
    .insert(trialSubmissions)
    .values({ businessName: 'Pastelería Dulce Lima', email: 'dulce@correo.pe', industry: 'restaurant', businessType: 'restaurant' })
    .returning();
  const { siteId } = await draftSite(admin, submission!.id);
  return { admin, siteId };
}

describe('the site editor', () => {
  it('saves an edited document as a new version, and restores an older one as the newest', async () => {
    const { admin, siteId } = await siteWithDraft();
    const adminUser = await createUser({ admin: true });
    await signIn(adminUser.email, adminUser.password);
    const before = await getSiteForEditor(admin, siteId);
    const edited = structuredClone(before!.latest.document);
    const hero = edited.pages[0]!.sections.find((s) => s.type === 'hero');
    if (hero?.type !== 'hero') throw new Error('the template has a hero');
    hero.heading = 'Tortas por encargo en Lima';
    edited.pages[0]!.sections.reverse();

    expect(await saveSiteDocumentAction({ siteId, document: edited })).toEqual({ ok: true, data: { number: 2 } });
    const after = await getSiteForEditor(admin, siteId);
    expect(after?.latest.number).toBe(2);
    expect(after?.latest.document.pages[0]!.sections.at(-1)).toMatchObject({ type: 'hero', heading: 'Tortas por encargo en Lima' });
    expect(after?.versions.map((v) => [v.number, v.source])).toEqual([
      [2, 'editor'],
      [1, 'template'],
    ]);

    expect(await restoreSiteVersionAction({ siteId, number: 1 })).toEqual({ ok: true, data: { number: 3 } });
    const restored = await getSiteForEditor(admin, siteId);
    expect(restored?.latest.document).toEqual(before!.latest.document);
    expect(restored?.versions[0]).toMatchObject({ number: 3, source: 'restore of 1' });
  });

  it('refuses a document the schema refuses, saying where, and stores nothing', async () => {
    const { admin, siteId } = await siteWithDraft();
    const adminUser = await createUser({ admin: true });
    await signIn(adminUser.email, adminUser.password);
    const doc = structuredClone((await getSiteForEditor(admin, siteId))!.latest.document);
    (doc.business as { whatsapp: string }).whatsapp = '+51 987-654';
    const refused = await saveSiteDocumentAction({ siteId, document: doc });
    expect(refused).toMatchObject({ ok: false, error: expect.stringMatching(/^business › whatsapp: Escribe el WhatsApp solo con números/) });
    const withScript = structuredClone(doc);
    withScript.business.whatsapp = '';
    const cta = { type: 'cta', id: 'x', heading: 'Hola', body: '', label: 'Ir', href: 'javascript:alert(1)' };
    (withScript.pages[0]!.sections as unknown[]).push(cta);
    expect((await saveSiteDocumentAction({ siteId, document: withScript })).ok).toBe(false);
    expect(await saveSiteDocumentAction({ siteId: '00000000-0000-4000-8000-000000000000', document: doc })).toMatchObject({ ok: false });
    expect(await getDb().select().from(siteVersions).where(eq(siteVersions.siteId, siteId))).toHaveLength(1);
  });

  it('previews unsaved edits of any page through the live renderer, keeping its links in the frame, and names what is wrong without rendering it', async () => {
    const { admin, siteId } = await siteWithDraft();
    const adminUser = await createUser({ admin: true });
    await signIn(adminUser.email, adminUser.password);
    const editor = (await getSiteForEditor(admin, siteId))!;
    expect(editor.preview).toMatch(/^<!doctype html>.*<h1>Pastelería Dulce Lima<\/h1>/);
    const doc = structuredClone(editor.latest.document);
    const about = doc.pages.find((p) => p.slug === 'nosotros')!;
    about.title = 'Nuestra historia & <oficio>';
    const preview = await previewSiteDocumentAction({ siteId, document: doc, slug: 'nosotros' });
    if (!preview.ok) throw new Error(preview.error);
    // The edited page, its text escaped, the site's links inside the preview, nothing counted.
    expect(preview.data.html).toContain('<h1>Nuestra historia &amp; &lt;oficio&gt;</h1>');
    expect(preview.data.html).toContain('href="#vista/contacto"');
    expect(preview.data.html).not.toContain('v.gif');
    expect(preview.data.html).not.toContain('<form');
    // Nothing was saved by previewing.
    expect(await getDb().select().from(siteVersions).where(eq(siteVersions.siteId, siteId))).toHaveLength(1);

    (doc.business as { email: string }).email = 'no-es-un-correo';
    expect(await previewSiteDocumentAction({ siteId, document: doc, slug: '' })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^business › email: /),
    });
  });

  it('uploads a picture for the document re-encoded without its metadata, and refuses what is not an image', async () => {
    const { siteId } = await siteWithDraft();
    const adminUser = await createUser({ admin: true });
    await signIn(adminUser.email, adminUser.password);
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c0392b' } })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Secreto', ImageDescription: 'Casa de la dueña, Av. Siempre Viva 123' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const uploaded = await uploadSiteImageAction({ siteId, file: new File([new Uint8Array(photo)], 'local.jpg', { type: 'image/jpeg' }) });
    if (!uploaded.ok) throw new Error(uploaded.error);
    const key = getStorage().keyFromUrl(uploaded.data.url);
    expect(key).toMatch(new RegExp(`^sites/${siteId}-\\d+-[0-9a-f]{6}\\.jpg$`));
    const stored = (await getStorage().read(key!))!;
    const metadata = await sharp(stored).metadata();
    expect([metadata.format, metadata.width, metadata.height, metadata.exif]).toEqual(['jpeg', 64, 48, undefined]);

    // Two gallery fields uploading at once each keep their own picture.
    const sized = (width: number) =>
      sharp({ create: { width, height: 30, channels: 3, background: '#1e8449' } })
        .png()
        .toBuffer();
    const together = await Promise.all(
      [40, 41, 42, 43].map(async (width) =>
        uploadSiteImageAction({ siteId, file: new File([new Uint8Array(await sized(width))], 'g.png', { type: 'image/png' }) }),
      ),
    );
    const widths = await Promise.all(
      together.map(async (result) =>
        result.ok ? (await sharp((await getStorage().read(getStorage().keyFromUrl(result.data.url)!))!).metadata()).width : result.error,
      ),
    );
    expect(widths).toEqual([40, 41, 42, 43]);

    // A script named like a picture is refused by its bytes.
    const fake = await uploadSiteImageAction({ siteId, file: new File(['<script>alert(1)</script>'], 'foto.png', { type: 'image/png' }) });
    expect(fake).toMatchObject({ ok: false, code: 'invalid' });
    expect(await uploadSiteImageAction({ siteId: '00000000-0000-4000-8000-000000000000', file: new File([new Uint8Array(photo)], 'a.jpg') })).toMatchObject({
      ok: false,
      error: 'site not found',
    });
  });

  it("is the team's only", async () => {
    const { siteId } = await siteWithDraft();
    const customer = await createUser();
    await signIn(customer.email, customer.password);
    expect(await saveSiteDocumentAction({ siteId, document: {} })).toMatchObject({ ok: false, code: 'forbidden' });
    expect(await restoreSiteVersionAction({ siteId, number: 1 })).toMatchObject({ ok: false, code: 'forbidden' });
    expect(await previewSiteDocumentAction({ siteId, document: {}, slug: '' })).toMatchObject({ ok: false, code: 'forbidden' });
    expect(await uploadSiteImageAction({ siteId, file: new File(['x'], 'a.png') })).toMatchObject({ ok: false, code: 'forbidden' });
    signOut();
    expect(await saveSiteDocumentAction({ siteId, document: {} })).toMatchObject({ ok: false, code: 'unauthenticated' });
  });
});
