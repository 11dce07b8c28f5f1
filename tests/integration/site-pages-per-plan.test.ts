import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sites, siteVersions, subscriptions, trialSubmissions } from '@/db/schema';
import { PLAN_PAGES, plans } from '@/content/plans';
import { getDb } from '@/lib/db/client';
import { announce } from '@/lib/billing/events';
import { siteDocumentSchema, type SiteDocument, type SitePage } from '@/lib/sites/document/document';
import { readVersionDocument } from '@/lib/sites/document/stored-version';
import { exportSite } from '@/lib/sites/export/export-site';
import { draftSite, restoreSiteVersion, saveSiteVersion } from '@/lib/sites/publish/versions';
import { publishSite } from '@/lib/sites/publish/publish';
import { liveSiteResponse, ownPageResponse } from '@/lib/sites/serve/serve-site';
import { siteSitemapResponse } from '@/lib/sites/serve/site-files';
import { createAdminActor, createUser } from '../helpers/auth';
import '@/lib/server/register-all';

/** A site drafted from the services template for an owner on `plan` ('trial': no plan paid yet), published. */
async function siteOnPlan(businessName: string, plan: 'trial' | 'basic' | 'growth') {
  const owner = await createUser({ name: `Dueño de ${businessName}` });
  await getDb()
    .insert(subscriptions)
    .values({ userId: owner.id, status: plan === 'trial' ? 'trial' : 'active', planType: plan })
    .onConflictDoUpdate({ target: subscriptions.userId, set: { status: plan === 'trial' ? 'trial' : 'active', planType: plan } });
  const [submission] = await getDb()
    .insert(trialSubmissions)
    .values({ userId: owner.id, businessName, email: owner.email, industry: 'services', businessType: 'services', phone: '987 654 321' })
    .returning();
  const admin = await createAdminActor();
  const { siteId, label } = await draftSite(admin, submission!.id);
  await publishSite(admin, siteId);
  return { admin, siteId, label, ownerId: owner.id };
}

async function newestDocument(siteId: string): Promise<SiteDocument> {
  const [row] = await getDb().select().from(siteVersions).where(eq(siteVersions.siteId, siteId)).orderBy(desc(siteVersions.number)).limit(1);
  return readVersionDocument(row!.document);
}

const ownPage = (n: number): SitePage => ({
  slug: `servicio-${n}`,
  title: `Servicio ${n}`,
  sections: [{ type: 'about', id: `sobre-${n}`, heading: `Todo sobre el servicio ${n}`, body: 'Lo hacemos con cuidado.' }],
});
const withPages = (document: SiteDocument, extra: SitePage[]): SiteDocument => ({ ...document, pages: [...document.pages, ...extra] });
const navLinks = (html: string) => [...(/<nav aria-label="Principal">(.*?)<\/nav>/s.exec(html)?.[1] ?? '').matchAll(/href="([^"]+)"/g)].map((m) => m[1]);

describe("the plans' pages", () => {
  it('are what the plans promise: Básico builds Inicio, Nosotros, Servicios, Contacto and Legal, and a sixth page is refused naming its limit', async () => {
    const basic = plans.find((p) => p.key === 'basic')!;
    const growth = plans.find((p) => p.key === 'growth')!;
    expect(basic.features).toContain('Hasta 5 páginas: Inicio, Nosotros, Servicios, Contacto y Legal');
    expect(growth.features).toContain('Hasta 20 páginas');
    expect(PLAN_PAGES).toEqual({ basic: 5, growth: 20 });
    // The terms say it too, in words a change of the number must revisit (with its notice, decision 0033).
    expect(readFileSync('content/legal/terms.ts', 'utf8')).toContain(`En el plan Crecimiento: hasta ${PLAN_PAGES.growth} páginas`);

    const { admin, siteId } = await siteOnPlan('Estudio Contable Básico', 'basic');
    const document = await newestDocument(siteId);
    // Legal is the privacy notice, at /legal.
    expect(document.pages.map((p) => p.slug)).toEqual(['', 'nosotros', 'servicios', 'contacto', 'legal']);
    expect(document.pages.map((p) => p.title).slice(0, 4)).toEqual(['Inicio', 'Nosotros', 'Servicios', 'Contacto']);

    await expect(saveSiteVersion(admin, siteId, withPages(document, [ownPage(1)]))).rejects.toThrow(
      'El Plan Básico permite hasta 5 páginas publicadas y esta versión tiene 6. Marca las que sobran como borrador o quítalas.',
    );
    // The same page as a draft is kept: only published pages count.
    const saved = await saveSiteVersion(admin, siteId, withPages(document, [{ ...ownPage(1), draft: true }]));
    expect((await newestDocument(siteId)).pages).toHaveLength(6);
    expect(saved.number).toBe(2);
  });

  it("let a trial build only Básico's pages, since no plan is paid yet", async () => {
    const { admin, siteId } = await siteOnPlan('Taller Prueba', 'trial');
    const document = await newestDocument(siteId);
    await expect(saveSiteVersion(admin, siteId, withPages(document, [ownPage(1)]))).rejects.toThrow('El Plan Básico permite hasta 5 páginas');
  });

  it('let a Crecimiento site publish up to 20 pages of its own addresses, each in the navigation, the sitemap and the export', async () => {
    const { admin, siteId, label } = await siteOnPlan('Consultora Crece', 'growth');
    const document = await newestDocument(siteId);
    const twenty = withPages(
      document,
      Array.from({ length: 15 }, (_, i) => ownPage(i + 1)),
    );
    await expect(saveSiteVersion(admin, siteId, withPages(twenty, [ownPage(16)]))).rejects.toThrow('Un sitio guarda hasta 20 páginas, borradores incluidos');
    await saveSiteVersion(admin, siteId, twenty);
    await publishSite(admin, siteId);

    const response = await ownPageResponse(label, 'servicio-15');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h1>Servicio 15</h1>');
    expect(html).toContain('Todo sobre el servicio 15');
    expect(html).not.toMatch(/<script(?! type="application\/ld\+json")/);
    // 19 pages in the header (Legal is in the footer): the first four in a row, the rest in a list that opens without script.
    expect(navLinks(html)).toHaveLength(19);
    expect(html).toMatch(/<details class="more" open=""><summary>Más páginas<\/summary><ul>.*href="\/servicio-15" aria-current="page"/s);
    expect(await (await liveSiteResponse(label, undefined)).text()).toMatch(/<details class="more"><summary>Más páginas<\/summary>/);

    const sitemap = await (await siteSitemapResponse(label)).text();
    for (let n = 1; n <= 15; n += 1) expect(sitemap).toContain(`/servicio-${n}</loc>`);
    const files = unzipSync((await exportSite(admin, { siteId })).zip);
    expect(strFromU8(files['servicio-15.html']!)).toContain('<h1>Servicio 15</h1>');
    expect(strFromU8(files['index.html']!)).toContain('href="servicio-15.html"');

    // A path that is no page of the site is the plain 404, and fixed paths are not pages of one's own.
    expect((await ownPageResponse(label, 'servicio-99')).status).toBe(404);
    expect((await ownPageResponse(label, 'gracias')).status).toBe(404);
    expect((await ownPageResponse(label, 'nosotros')).status).toBe(404);
  });

  it("check each page's address: one path segment, unique, never one of the site's own paths", async () => {
    const { siteId } = await siteOnPlan('Rosa Direcciones', 'growth');
    const document = await newestDocument(siteId);
    const valid = siteDocumentSchema.safeParse.bind(siteDocumentSchema);
    const base = (slug: string) => ({ ...document, pages: [document.pages[0]!, { slug, title: 'Otra', sections: [] }] });
    const message = (slug: string) => {
      const parsed = valid(base(slug));
      return parsed.success ? null : parsed.error.issues.map((i) => i.message).join(' ');
    };
    expect(message('promociones-2026')).toBeNull();
    expect(message('Promociones')).toBeNull(); // written in capitals, kept in lower case
    for (const slug of ['gracias', 'blog', 'reservar', 'enviar', 'ir', 'api', 'fuentes', 'site', 'qr', 'pedido']) {
      expect(message(slug), slug).toBe('Esa dirección ya la usa el sitio para otra cosa: elige otra');
    }
    for (const slug of ['promo/otra', 'promoción', 'promo--2', '-promo', 'a'.repeat(41), 'og.png']) {
      expect(message(slug), slug).toContain('La dirección de una página lleva solo letras minúsculas');
    }
    expect(message('')).toBe('Cada página debe tener su propia dirección');
  });

  it('keep the pages beyond Básico as drafts, never deleted, when a Crecimiento customer moves to Básico', async () => {
    const { admin, siteId, label, ownerId } = await siteOnPlan('Academia Baja', 'growth');
    const document = await newestDocument(siteId);
    await saveSiteVersion(admin, siteId, withPages(document, [ownPage(1), ownPage(2), ownPage(3)]));
    await publishSite(admin, siteId);
    expect((await ownPageResponse(label, 'servicio-3')).status).toBe(200);

    await getDb().update(subscriptions).set({ planType: 'basic' }).where(eq(subscriptions.userId, ownerId));
    await announce('subscriptionPaid', { userId: ownerId, siteId });

    // The live site has Básico's five pages again; the others answer 404 and leave the sitemap.
    const kept = await newestDocument(siteId);
    expect(kept.pages).toHaveLength(8);
    expect(kept.pages.filter((p) => p.draft).map((p) => p.slug)).toEqual(['servicio-1', 'servicio-2', 'servicio-3']);
    const [site] = await getDb().select().from(sites).where(eq(sites.id, siteId));
    const [live] = await getDb().select().from(siteVersions).where(eq(siteVersions.id, site!.publishedVersionId!));
    expect(readVersionDocument(live!.document).pages.filter((p) => !p.draft)).toHaveLength(5);
    expect((await ownPageResponse(label, 'servicio-1')).status).toBe(404);
    expect(await (await siteSitemapResponse(label)).text()).not.toContain('servicio-1');
    expect(navLinks(await (await liveSiteResponse(label, undefined)).text())).toEqual(['/', '/nosotros', '/servicios', '/contacto']);

    // Saving as it is works on Básico; back on Crecimiento, one tick publishes a page again.
    await saveSiteVersion(admin, siteId, kept);
    await getDb().update(subscriptions).set({ planType: 'growth' }).where(eq(subscriptions.userId, ownerId));
    await saveSiteVersion(admin, siteId, { ...kept, pages: kept.pages.map((p) => ({ ...p, draft: undefined })) });
    // A version restored from Crecimiento on Básico comes back fitted, not refused.
    await getDb().update(subscriptions).set({ planType: 'basic' }).where(eq(subscriptions.userId, ownerId));
    const restored = await restoreSiteVersion(admin, siteId, 2);
    expect(restored.number).toBeGreaterThan(2);
    expect((await newestDocument(siteId)).pages.filter((p) => !p.draft)).toHaveLength(5);
  });
});
