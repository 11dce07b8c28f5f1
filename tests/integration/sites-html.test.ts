import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { siteVersions, trialSubmissions } from '@/db/schema';
import { getDb } from '@/lib/db/client';
import { siteDocumentSchema } from '@/lib/sites/document/document';
import { readSiteFont, siteFontResponse } from '@/lib/sites/render/font-files';
import { draftSite, saveSiteVersion } from '@/lib/sites/publish/versions';
import { publishSite, setSiteSuspended } from '@/lib/sites/publish/publish';
import { sendSitePreview } from '@/lib/sites/publish/preview';
import { renderSiteHtml } from '@/lib/sites/render/render-html';
import { liveSiteResponse, previewSiteResponse } from '@/lib/sites/serve/serve-site';
import { createAdminActor } from '../helpers/auth';
import { requestContext } from '../helpers/request-context';

async function publishedSite(businessName: string, values: Partial<typeof trialSubmissions.$inferInsert> = {}) {
  const admin = await createAdminActor();
  const [submission] = await getDb()
    .insert(trialSubmissions)
    .values({
      businessName,
      email: 'dueno@example.pe',
      industry: 'restaurant',
      businessType: 'restaurant',
      phone: '987 654 321',
      targetLocation: 'Arequipa',
      ...values,
    })
    .returning();
  const { siteId, label } = await draftSite(admin, submission!.id);
  await publishSite(admin, siteId);
  return { admin, siteId, label };
}

const scripts = (html: string) => html.match(/<script\b[^>]*>/g) ?? [];
const attribute = (html: string, selector: RegExp) => selector.exec(html)?.[1];

beforeEach(() => {
  requestContext.revalidated = [];
});

describe('a live site page', () => {
  it("is a complete Spanish page with no script but its JSON-LD, canonical on its own host, share picture, icon and its pairing's fonts", async () => {
    const { label } = await publishedSite('Picantería La Nueva Palomino');
    const response = await liveSiteResponse(label, undefined);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('script-src');

    const html = await response.text();
    expect(html).toMatch(/^<!doctype html><html lang="es-PE"><head><meta charset="utf-8">/);
    expect(scripts(html)).toEqual(['<script type="application/ld+json">']);
    expect(html).toContain('"@type":"Restaurant"');
    const origin = `http://${label}.localhost:3000`;
    expect(attribute(html, /<link rel="canonical" href="([^"]+)"/)).toBe(`${origin}/`);
    expect(attribute(html, /<meta property="og:image" content="([^"]+)"/)).toBe(`${origin}/og.png`);
    expect(attribute(html, /<link rel="icon" href="([^"]+)"/)).toMatch(/^data:image\/svg\+xml,/);
    expect(html).toContain('<h1>Picantería La Nueva Palomino</h1>');
    expect(html).toContain('Sitio creado con Vitrina');
    expect(html).not.toContain('noindex');
    // Only the chosen pairing's file(s), fetched early, with a metric-matched fallback face.
    const fonts = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map((m) => m[1]);
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) expect(font).toMatch(/^\/fuentes\/[a-z]+-latin-wght-normal\.woff2$/);
    expect(html).toMatch(/@font-face\{font-family:"[A-Za-z]+ Fallback";src:local\("/);
  });

  it('shows the contact form as plain HTML posting to its own host, and a thank-you page kept out of search', async () => {
    const { label } = await publishedSite('Chifa Dragón Dorado');
    const contact = await (await liveSiteResponse(label, ['contacto'])).text();
    expect(contact).toContain('<form method="post" action="/enviar" class="form">');
    expect(scripts(contact)).toEqual(['<script type="application/ld+json">']);
    const thanks = await liveSiteResponse(label, ['gracias']);
    expect(thanks.status).toBe(200);
    const html = await thanks.text();
    expect(html).toContain('¡Gracias por escribirnos!');
    expect(html).toContain('<meta name="robots" content="noindex, follow">');
  });

  it('counts its views and contact clicks without script, and its form says which page a lead came from', async () => {
    const { label } = await publishedSite('Cevichería El Muelle');
    const home = await (await liveSiteResponse(label, undefined)).text();
    expect(home).toContain('<img src="/v.gif?p=%2F" alt="" width="1" height="1" class="beacon"/>');
    expect(home).toContain('href="/ir/whatsapp"');
    expect(home).not.toContain('wa.me');
    const contact = await (await liveSiteResponse(label, ['contacto'])).text();
    expect(contact).toContain('src="/v.gif?p=%2Fcontacto"');
    expect(contact).toContain('<input type="hidden" name="page" value="/contacto"/>');
    expect(contact).toContain('name="phone" type="tel"');
    // The thank-you page is not a visit of its own.
    expect(await (await liveSiteResponse(label, ['gracias'])).text()).not.toContain('v.gif');
  });

  it('answers 404 with a complete page for an unknown label, an unpublished site and a missing page, and 503 with nothing of the customer when suspended', async () => {
    const missing = await liveSiteResponse('no-existe-este-sitio', undefined);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toMatch(/^<!doctype html><html lang="es-PE">.*No encontramos esta página.*<\/html>$/);

    const { admin, siteId, label } = await publishedSite('Juguería Rosita');
    expect((await liveSiteResponse(label, ['no-existe'])).status).toBe(404);

    await setSiteSuspended(admin, siteId, true);
    expect(requestContext.revalidated).toEqual(expect.arrayContaining([`/site/${label}`, `tag:site:${label}`]));
    const suspended = await liveSiteResponse(label, undefined);
    expect(suspended.status).toBe(503);
    expect(suspended.headers.get('retry-after')).toBe('86400');
    const html = await suspended.text();
    expect(html).toContain('Este sitio no está disponible por ahora');
    expect(html).not.toContain('Juguería');

    const draftOnly = await createAdminActor();
    const [submission] = await getDb()
      .insert(trialSubmissions)
      .values({ businessName: 'Borrador SAC', email: 'b@example.pe', businessType: 'retail' })
      .returning();
    const draft = await draftSite(draftOnly, submission!.id);
    expect((await liveSiteResponse(draft.label, undefined)).status).toBe(404);
  });

  it("shows the new text after the next publish, which expires the site's cached pages", async () => {
    const { admin, siteId, label } = await publishedSite('Panadería San Blas');
    expect(await (await liveSiteResponse(label, undefined)).text()).toContain('<h1>Panadería San Blas</h1>');

    const [version] = await getDb().select().from(siteVersions).where(eq(siteVersions.siteId, siteId));
    const document = structuredClone(version!.document) as { pages: { sections: { type: string; heading: string }[] }[] };
    document.pages[0]!.sections[0]!.heading = 'Pan caliente desde las 6 de la mañana';
    await saveSiteVersion(admin, siteId, document);
    requestContext.revalidated = [];
    await publishSite(admin, siteId);
    expect(requestContext.revalidated).toEqual(expect.arrayContaining([`/site/${label}`, `tag:site:${label}`]));
    expect(await (await liveSiteResponse(label, undefined)).text()).toContain('<h1>Pan caliente desde las 6 de la mañana</h1>');
  });

  it("shows the hero's picture from the app's storage, loaded first and in a box that does not move the page", async () => {
    const { admin, siteId, label } = await publishedSite('Heladería Artika');
    expect(await (await liveSiteResponse(label, undefined)).text()).not.toContain('class="hero pictured"');
    const [version] = await getDb().select().from(siteVersions).where(eq(siteVersions.siteId, siteId));
    const document = siteDocumentSchema.parse(version!.document);
    const hero = document.pages[0]!.sections.find((section) => section.type === 'hero');
    if (hero?.type !== 'hero') throw new Error('the template has a hero');
    hero.imageUrl = '/api/uploads/photos/helados.jpg';
    await saveSiteVersion(admin, siteId, document);
    await publishSite(admin, siteId);
    const html = await (await liveSiteResponse(label, undefined)).text();
    expect(html).toContain(`<section id="${hero.id}" class="hero pictured">`);
    expect(html).toMatch(
      /<img src="http:\/\/[^"]+\/api\/uploads\/photos\/helados\.jpg" alt="" width="800" height="600" fetchpriority="high" decoding="async"\/>/,
    );
  });
});

describe('the customer preview and the export', () => {
  it('opens only by its token, never indexed, frameable by the app alone, with links kept inside it', async () => {
    const admin = await createAdminActor();
    const [submission] = await getDb()
      .insert(trialSubmissions)
      .values({ businessName: 'Hostal Los Andes', email: 'andes@example.pe', businessType: 'tourism' })
      .returning();
    const { siteId } = await draftSite(admin, submission!.id);
    const { url } = await sendSitePreview(admin, siteId);
    const token = url.split('/vista-previa/')[1]!;

    const response = await previewSiteResponse(token, undefined);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain('Aún no está publicado');
    expect(html).toContain(`href="/vista-previa/${token}/contacto"`);
    expect(html).not.toContain('v.gif');
    expect(scripts(html)).toEqual(['<script type="application/ld+json">']);

    expect((await previewSiteResponse('x'.repeat(32), undefined)).status).toBe(404);
    expect((await previewSiteResponse(token, ['no-existe'])).status).toBe(404);
  });

  it('exports pages with relative links and fonts, and contact by WhatsApp instead of a form', async () => {
    const { siteId } = await publishedSite('Ferretería El Tornillo', { industry: 'retail', businessType: 'retail' });
    const [version] = await getDb().select().from(siteVersions).where(eq(siteVersions.siteId, siteId));
    const document = siteDocumentSchema.parse(version!.document);
    const contact = document.pages.find((p) => p.slug === 'contacto')!;
    const html = await renderSiteHtml({ document, content: { kind: 'page', page: contact }, origin: 'https://el-tornillo.vitrina.pe', mode: 'export' });
    expect(html).toContain('href="index.html"');
    expect(html).toContain('href="fuentes/');
    expect(html).not.toContain('<form');
    expect(html).toContain('href="https://wa.me/51987654321"');
    expect(html).toContain('<link rel="canonical" href="https://el-tornillo.vitrina.pe/contacto">');
  });
});

describe('site fonts', () => {
  it('serves the packaged woff2 files with a font type and nothing else', async () => {
    const bytes = await readSiteFont('inter-latin-wght-normal.woff2');
    expect(bytes!.subarray(0, 4).toString('latin1')).toBe('wOF2');
    const response = await siteFontResponse('lora-latin-wght-normal.woff2');
    expect(response.headers.get('content-type')).toBe('font/woff2');
    expect((await siteFontResponse('../../package.json')).status).toBe(404);
  });
});
