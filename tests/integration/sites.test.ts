import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sites, siteVersions, trialSubmissions } from '@/db/schema';
import type { Actor } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { siteDocumentSchema } from '@/lib/sites/document/document';
import { siteHostPattern } from '@/lib/sites/serve/host-rewrites';
import { siteLabelSchema, suggestLabel } from '@/lib/sites/document/labels';
import { draftSite, restoreSiteVersion, saveSiteVersion } from '@/lib/sites/publish/versions';
import { publishSite, renameSite, setSiteSuspended } from '@/lib/sites/publish/publish';
import { contrastRatio, paletteFrom } from '@/lib/sites/render/palette';
import { getPreviewSite, sendSitePreview } from '@/lib/sites/publish/preview';
import { getServedSite } from '@/lib/sites/serve/served-site';
import { listSitesForAdmin } from '@/lib/sites/queries';
import { getCustomerSiteReview, markRevisionDone, requestSiteChange, revisionsForSites } from '@/lib/sites/publish/revisions';
import { createAdminActor, createUser } from '../helpers/auth';
import { mailTo } from '../helpers/mailbox';
import { noOpeningHours } from '@/lib/submissions/opening-hours';

async function submission(values: Partial<typeof trialSubmissions.$inferInsert> = {}) {
  const [row] = await getDb()
    .insert(trialSubmissions)
    .values({
      businessName: 'Cevichería Doña Rosa',
      email: 'rosa@example.pe',
      industry: 'restaurant',
      businessType: 'restaurant',
      phone: '987 654 321',
      targetLocation: 'Chiclayo',
      colorPreferences: 'amarillo y azul',
      ...values,
    })
    .returning();
  return row!;
}

describe('the site document', () => {
  it('survives a round trip through the database unchanged', async () => {
    const admin = await createAdminActor();
    const s = await submission();
    const { siteId } = await draftSite(admin, s.id);
    const [stored] = await getDb().select().from(siteVersions).where(eq(siteVersions.siteId, siteId));
    const parsed = siteDocumentSchema.parse(JSON.parse(JSON.stringify(stored!.document)));
    expect(parsed).toEqual(stored!.document);
    expect(parsed.business).toMatchObject({ name: 'Cevichería Doña Rosa', rubro: 'restaurant', city: 'Chiclayo', whatsapp: '51987654321' });
    expect(parsed.pages.map((p) => p.slug)).toEqual(['', 'nosotros', 'carta', 'contacto', 'legal']);
  });

  it('refuses links that are not web, phone, e-mail or the site itself, and images that are not web addresses', () => {
    const base = siteDocumentSchema.parse(JSON.parse(JSON.stringify(draftFixture)));
    const withLink = (href: string) => ({
      ...base,
      pages: [{ ...base.pages[0]!, sections: [{ type: 'cta', id: 'x', heading: 'Hola', body: '', label: 'Ir', href }] }],
    });
    for (const bad of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:x', '//evil.example', 'https://user:pass@evil.example']) {
      expect(siteDocumentSchema.safeParse(withLink(bad)).success, bad).toBe(false);
    }
    for (const good of ['https://wa.me/51987654321', 'tel:+51987654321', 'mailto:rosa@example.pe', '/contacto', '#carta']) {
      expect(siteDocumentSchema.safeParse(withLink(good)).success, good).toBe(true);
    }
    const withImage = { ...base, business: { ...base.business, logoUrl: 'javascript:alert(1)' } };
    expect(siteDocumentSchema.safeParse(withImage).success).toBe(false);
  });

  it('keeps markup typed in a text as text (the renderer escapes it)', () => {
    const doc = siteDocumentSchema.parse({ ...draftFixture, business: { ...draftFixture.business, name: '<script>alert(1)</script>' } });
    expect(doc.business.name).toBe('<script>alert(1)</script>');
  });

  it("derives a palette from the customer's words and corrects it until white text is readable on it", () => {
    const palette = paletteFrom('amarillo y celeste');
    expect(contrastRatio(palette.primary, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(palette.accent, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(paletteFrom('#0f766e').primary).toBe('#0f766e');
  });
});

describe('site labels', () => {
  it('accepts DNS labels and refuses reserved words, bad characters and lengths', () => {
    expect(siteLabelSchema.parse('  Dona-Rosa ')).toBe('dona-rosa');
    for (const bad of ['www', 'admin', 'api', 'app', 'mail', 'blog', 'static', 'ab', '-rosa', 'rosa-', 'ro--sa', 'doña', 'a'.repeat(64), 'rosa.pe']) {
      expect(siteLabelSchema.safeParse(bad).success, bad).toBe(false);
    }
    expect(suggestLabel('Cevichería Doña Rosa')).toBe('cevicheria-dona-rosa');
    expect(suggestLabel('www')).toBe('www-peru');
  });

  it('gives a second business of the same name the next free address, and refuses a taken one on rename', async () => {
    const admin = await createAdminActor();
    const first = await draftSite(admin, (await submission({ businessName: 'Bodega Lucho' })).id);
    const second = await draftSite(admin, (await submission({ businessName: 'Bodega Lucho' })).id);
    expect([first.label, second.label]).toEqual(['bodega-lucho', 'bodega-lucho-2']);
    await expect(renameSite(admin, second.siteId, 'bodega-lucho')).rejects.toThrow(/ya la usa otro sitio/);
    await expect(renameSite(admin, second.siteId, 'admin')).rejects.toThrow(/reservada/);
    expect(await renameSite(admin, second.siteId, 'Lucho-Express')).toEqual({ label: 'lucho-express' });
  });
});

describe('versions', () => {
  it('stores every save as a new version and restores an old one as the newest', async () => {
    const admin = await createAdminActor();
    const { siteId } = await draftSite(
      admin,
      (await submission({ businessName: 'Tours Inka Trek', industry: 'other', businessType: 'other', additionalInfo: 'Tours a Machu Picchu' })).id,
    );
    const [v1] = await getDb().select().from(siteVersions).where(eq(siteVersions.siteId, siteId));
    const edited = siteDocumentSchema.parse(v1!.document);
    expect(edited.business.rubro).toBe('tourism');
    edited.business.tagline = 'Caminatas con guías cusqueños';
    expect((await saveSiteVersion(admin, siteId, edited)).number).toBe(2);

    await expect(saveSiteVersion(admin, siteId, { ...edited, pages: [] })).rejects.toMatchObject({ code: 'invalid' });
    expect(await getDb().select().from(siteVersions).where(eq(siteVersions.siteId, siteId))).toHaveLength(2);

    expect((await restoreSiteVersion(admin, siteId, 1)).number).toBe(3);
    const [v3] = await getDb().select().from(siteVersions).where(eq(siteVersions.number, 3));
    expect(v3!.document).toEqual(v1!.document);
  });

  it('lets only administrators draft, save or publish', async () => {
    const customer = await createUser();
    const actor: Actor = { userId: customer.id, role: 'customer', email: customer.email, name: 'Cliente', twoFactorEnabled: false };
    const s = await submission({ userId: customer.id });
    await expect(draftSite(actor, s.id)).rejects.toMatchObject({ reason: 'forbidden' });
    expect(await getDb().select().from(sites).where(eq(sites.submissionId, s.id))).toHaveLength(0);
  });
});

describe('publishing and serving', () => {
  it('serves only the published version, under its label, and names it as the published URL', async () => {
    const admin = await createAdminActor();
    const s = await submission({ businessName: 'Librería El Estudiante', industry: 'retail', businessType: 'retail' });
    const { siteId, label } = await draftSite(admin, s.id);
    expect(await getServedSite(label)).toEqual({ state: 'missing' });

    const published = await publishSite(admin, siteId);
    expect(published).toMatchObject({ label: 'libreria-el-estudiante', versionNumber: 1, url: 'http://libreria-el-estudiante.localhost:3000/' });
    const served = await getServedSite(label);
    expect(served.state === 'live' && served.document.business.name).toBe('Librería El Estudiante');
    const [row] = await getDb().select().from(trialSubmissions).where(eq(trialSubmissions.id, s.id));
    expect(row!.publishedUrl).toBe(published.url);

    // A later draft does not change what visitors see until it is published.
    await draftSite(admin, s.id);
    const still = await getServedSite(label);
    expect(still.state === 'live' && (await getDb().select().from(sites).where(eq(sites.id, siteId)))[0]!.publishedVersionId).toBeTruthy();

    await setSiteSuspended(admin, siteId, true);
    expect(await getServedSite(label)).toEqual({ state: 'suspended' });
    await setSiteSuspended(admin, siteId, false);
    expect((await getServedSite(label)).state).toBe('live');
    expect(await getServedSite('no-existe-este-sitio')).toEqual({ state: 'missing' });

    const listed = await listSitesForAdmin(admin);
    expect(listed.find((x) => x.siteId === siteId)).toMatchObject({ status: 'live', latestVersion: 2, publishedVersion: 1 });
  });

  it('keeps an external address the team typed as the published URL', async () => {
    const admin = await createAdminActor();
    const s = await submission({ businessName: 'Hotel Colonial', publishedUrl: 'https://hotelcolonial.pe/' });
    const { siteId } = await draftSite(admin, s.id);
    await publishSite(admin, siteId);
    const [row] = await getDb().select().from(trialSubmissions).where(eq(trialSubmissions.id, s.id));
    expect(row!.publishedUrl).toBe('https://hotelcolonial.pe/');
  });
});

describe("the customer's private preview", () => {
  it('opens the version last sent of one site by its token only, and e-mails the customer each time it is sent', async () => {
    const admin = await createAdminActor();
    const customer = await createUser();
    const s = await submission({ userId: customer.id, email: customer.email, businessName: 'Panadería San Juan' });
    const other = await draftSite(admin, (await submission({ businessName: 'Otra Tienda' })).id);
    const { siteId } = await draftSite(admin, s.id);

    const { url } = await sendSitePreview(admin, siteId);
    const token = url.split('/vista-previa/')[1]!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const [row] = await getDb().select().from(trialSubmissions).where(eq(trialSubmissions.id, s.id));
    expect(row!.previewUrl).toBe(url);
    expect((await getDb().select().from(sites).where(eq(sites.id, siteId)))[0]!.status).toBe('in_review');
    expect((await mailTo(customer.email)).filter((m) => m.subject === 'Tu vista previa está lista')).toHaveLength(1);

    expect((await getPreviewSite(token))?.document.business.name).toBe('Panadería San Juan');
    const edited = siteDocumentSchema.parse((await getPreviewSite(token))!.document);
    edited.business.tagline = 'Pan caliente a las 6 de la mañana';
    await saveSiteVersion(admin, siteId, edited);
    // An edit shows once it is sent: the preview is what the customer was asked to review.
    expect((await getPreviewSite(token))?.document.business.tagline).not.toBe('Pan caliente a las 6 de la mañana');

    await sendSitePreview(admin, siteId);
    expect((await getPreviewSite(token))?.document.business.tagline).toBe('Pan caliente a las 6 de la mañana');
    expect((await mailTo(customer.email)).filter((m) => m.subject === 'Tu vista previa está lista')).toHaveLength(2);

    // A guessed or malformed token opens nothing; the other site has no preview yet.
    for (const guess of ['x'.repeat(32), token.slice(0, 31), `${token}a`, '../admin', '']) expect(await getPreviewSite(guess)).toBeNull();
    expect((await getDb().select().from(sites).where(eq(sites.id, other.siteId)))[0]!.previewToken).toBeNull();
  });
});

describe("'Pedir un cambio aquí'", () => {
  it("stores a change on one section of the customer's own preview, which the team marks done", async () => {
    const admin = await createAdminActor();
    const customer = await createUser();
    const s = await submission({ userId: customer.id, email: customer.email, businessName: 'Florería Lirios' });
    const { siteId } = await draftSite(admin, s.id);
    const actor: Actor = { userId: customer.id, role: 'customer', email: customer.email, name: 'Lía', twoFactorEnabled: false };
    // Before the preview is sent there is nothing to comment on.
    await expect(requestSiteChange(actor, { sectionKey: '#inicio', message: 'Cambiar foto' })).rejects.toThrow(/Todavía no hay una vista previa/);
    await sendSitePreview(admin, siteId);

    const review = await getCustomerSiteReview(actor);
    const hero = review!.sections.find((section) => section.key === '#inicio');
    expect(hero?.label).toBe('Inicio · Florería Lirios');
    await expect(requestSiteChange(actor, { sectionKey: 'nosotros#no-existe', message: 'x' })).rejects.toThrow(/Elige una sección/);
    const item = await requestSiteChange(actor, { sectionKey: '#inicio', message: 'Poner una foto de rosas rojas' });
    expect(item).toMatchObject({ sectionLabel: 'Inicio · Florería Lirios', status: 'pendiente' });

    const other = await createUser();
    const otherActor: Actor = { userId: other.id, role: 'customer', email: other.email, name: 'Otro', twoFactorEnabled: false };
    expect(await getCustomerSiteReview(otherActor)).toBeNull();
    await expect(markRevisionDone(otherActor, item.id)).rejects.toMatchObject({ reason: 'forbidden' });

    const forTeam = await revisionsForSites(admin, [siteId]);
    expect(forTeam.get(siteId)?.map((r) => r.message)).toEqual(['Poner una foto de rosas rojas']);
    await markRevisionDone(admin, item.id);
    expect((await getCustomerSiteReview(actor))!.requests).toEqual([expect.objectContaining({ id: item.id, status: 'hecho' })]);
  });
});

describe('host resolution', () => {
  it('reads the label from a site host and never from the app or another domain', () => {
    const local = new RegExp(`^${siteHostPattern(undefined)}$`);
    expect('dona-rosa.localhost'.match(local)?.groups?.label).toBe('dona-rosa');
    expect(local.test('localhost')).toBe(false);
    expect(local.test('127.0.0.1')).toBe(false);
    const live = new RegExp(`^${siteHostPattern('vitrina.site')}$`);
    expect('dona-rosa.vitrina.site'.match(live)?.groups?.label).toBe('dona-rosa');
    for (const host of ['vitrina.site', 'vitrina.pe', 'dona-rosa.vitrina.site.evil.pe', 'a.b.vitrina.site', 'dona-rosaxvitrina.site']) {
      expect(live.test(host), host).toBe(false);
    }
  });
});

const draftFixture = {
  version: 1,
  theme: { primary: '#1f4e9c', accent: '#b5532f', fonts: 'moderna' },
  business: {
    name: 'Bodega',
    rubro: 'shop',
    tagline: '',
    address: '',
    city: 'Lima',
    phone: '',
    whatsapp: '',
    email: '',
    hours: noOpeningHours(),
    social: [],
    logoUrl: null,
  },
  pages: [{ slug: '', title: 'Inicio', sections: [] }],
};
