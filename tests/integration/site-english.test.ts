import { desc, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { siteVersions } from '@/db/schema';
import { POST as contactPost } from '@/app/site/[label]/enviar/route';
import { getDb } from '@/lib/db/client';
import { draftEnglishAction } from '@/lib/sites/document/actions';
import { siteDocumentSchema, type SiteDocument } from '@/lib/sites/document/document';
import { draftSiteEnglish } from '@/lib/sites/document/draft-english';
import { englishGaps, translatableTexts, withEnglishTexts } from '@/lib/sites/document/english';
import { exportSite } from '@/lib/sites/export/export-site';
import { publishSite } from '@/lib/sites/publish/publish';
import { saveSiteVersion } from '@/lib/sites/publish/versions';
import { liveSiteResponse } from '@/lib/sites/serve/serve-site';
import { siteSitemapResponse } from '@/lib/sites/serve/site-files';
import { signInAsNewUser } from '../helpers/auth';
import { withFakeOpenAI } from '../helpers/fake-openai';
import { liveSite } from '../helpers/live-site';

const fake = withFakeOpenAI({ slowMs: 3_000, timeoutMs: 1_000 });

async function latestDocument(siteId: string): Promise<SiteDocument> {
  const [version] = await getDb().select().from(siteVersions).where(eq(siteVersions.siteId, siteId)).orderBy(desc(siteVersions.number)).limit(1);
  return siteDocumentSchema.parse(version!.document);
}

/** A live site whose team turned English on, drafted it with the AI stand-in, and published. */
async function bilingualSite(name: string) {
  const site = await liveSite(name);
  const document = await latestDocument(site.siteId);
  const draft = await draftSiteEnglish(site.admin, document);
  const english = { ...withEnglishTexts(document, new Map(draft.texts.map((t) => [t.es, t.en]))), enabled: true };
  await saveSiteVersion(site.admin, site.siteId, { ...document, english });
  await publishSite(site.admin, site.siteId);
  return { ...site, document };
}

describe("the AI's draft of a site's English", () => {
  it('drafts every text that has no English yet, through structured output, and saves nothing', async () => {
    const { admin, siteId } = await liveSite('Cevichería La Ola');
    const document = await latestDocument(siteId);
    const reviewed = { ...document, english: { enabled: true, texts: [{ es: document.pages[0]!.title, en: 'Home' }] } };
    const result = await draftSiteEnglish(admin, reviewed);
    expect(result.failure).toBeNull();
    expect(result.texts).toHaveLength(translatableTexts(document).length - 1);
    expect(result.texts).toContainEqual({ es: document.business.tagline, en: `In English: ${document.business.tagline}` });
    // What the team already reviewed is not sent, so never rewritten.
    expect(result.texts.map((t) => t.es)).not.toContain(document.pages[0]!.title);
    const [request] = fake.requests;
    expect(request!.body.response_format?.json_schema).toMatchObject({ name: 'site_translation', strict: true });
    expect((await latestDocument(siteId)).english).toBeUndefined();
  });

  it('says why when the AI fails and leaves the document as it was', async () => {
    const { admin, siteId } = await liveSite('Pollería El Sol');
    const document = await latestDocument(siteId);
    fake.failNext('error500');
    expect(await draftSiteEnglish(admin, document)).toEqual({
      texts: [],
      failure: 'No English drafted: the AI service is unavailable right now. Nothing changed; try again or write the English yourself.',
    });
    fake.failNext('slow');
    expect((await draftSiteEnglish(admin, document)).failure).toMatch(/did not answer in time/);
    expect(englishGaps(await latestDocument(siteId))).toEqual(translatableTexts(document));
  });

  it('is for the team only', async () => {
    await signInAsNewUser();
    const { siteId } = await liveSite('Bodega Don Pepe');
    const result = await draftEnglishAction({ document: await latestDocument(siteId) });
    expect(result.ok).toBe(false);
    expect(fake.requests).toHaveLength(0);
  });
});

describe("a bilingual site's pages", () => {
  it('serves /en with the English texts, hreflang alternates both ways, a language link and English JSON-LD', async () => {
    const { label, document } = await bilingualSite('Hostal Paracas');
    const en = await liveSiteResponse(label, ['en']);
    expect(en.status).toBe(200);
    const html = await en.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(`In English: ${document.business.tagline}`);
    const hero = document.pages[0]!.sections.find((s) => s.type === 'hero')!;
    expect(html).toContain(`<h1>In English: ${hero.heading}</h1>`);
    expect(html).not.toContain('<script src');
    const origin = `http://${label}.localhost:3000`;
    for (const alternate of [`hreflang="es" href="${origin}/"`, `hreflang="en" href="${origin}/en"`, `hreflang="x-default" href="${origin}/"`]) {
      expect(html).toContain(`<link rel="alternate" ${alternate}>`);
    }
    expect(html).toContain('<a href="/" hrefLang="es" lang="es" class="lang">Español</a>');
    expect(html).toContain('Skip to content');
    expect(html).toContain(`"url":"${origin}/en"`);
    expect(html).toContain(`"description":"In English: ${document.business.tagline}"`);

    const contacto = await (await liveSiteResponse(label, ['en', 'contacto'])).text();
    expect(contacto).toContain('<form method="post" action="/enviar"');
    expect(contacto).toContain('<input type="hidden" name="page" value="/en/contacto"/>');
    expect(contacto).toContain('Send message');

    const spanish = await (await liveSiteResponse(label, ['contacto'])).text();
    expect(spanish).toContain('<html lang="es-PE">');
    expect(spanish).toContain('<a href="/en/contacto" hrefLang="en" lang="en" class="lang">English</a>');
    expect(spanish).toContain(`<link rel="alternate" hreflang="en" href="${origin}/en/contacto">`);
    expect((await liveSiteResponse(label, ['en', 'no-existe'])).status).toBe(404);
  });

  it('lists both languages in the sitemap, each naming the other', async () => {
    const { label } = await bilingualSite('Restaurante Cusco Real');
    const xml = await (await siteSitemapResponse(label)).text();
    const origin = `http://${label}.localhost:3000`;
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain(`<loc>${origin}/en/contacto</loc>`);
    expect(xml).toContain(`<loc>${origin}/contacto</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${origin}/en"/>`);
    expect(xml.match(/<url>/g)).toHaveLength(2 * (xml.match(/<loc>[^<]*\/en(\/[a-z-]+)?<\/loc>/g) ?? []).length);
  });

  it('answers a message sent from an English page with the English thank-you page', async () => {
    const { label } = await bilingualSite('Café Miraflores');
    const request = new Request(`http://${label}.localhost/enviar`, {
      method: 'POST',
      body: new URLSearchParams({ name: 'Anne', email: 'anne@example.com', message: 'Do you open on Sundays at noon?', page: '/en/contacto' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const response = await contactPost(request, { params: Promise.resolve({ label }) });
    expect(response.headers.get('location')).toBe('/en/gracias');
    const thanks = await (await liveSiteResponse(label, ['en', 'gracias'])).text();
    expect(thanks).toContain('Thank you for your message!');
    expect(thanks).toContain('<html lang="en">');

    // A refusal is in English too: a reason from the form, and a body too long to read (by its Referer).
    const short = await contactPost(
      new Request(`http://${label}.localhost/enviar`, {
        method: 'POST',
        body: new URLSearchParams({ name: 'Anne', email: 'anne@example.com', message: 'Hi', page: '/en/contacto' }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
      { params: Promise.resolve({ label }) },
    );
    expect(short.status).toBe(400);
    const refused = await short.text();
    expect(refused).toContain('<html lang="en">');
    expect(refused).toContain('Your message must be at least 10 characters long.');
    expect(refused).toContain('href="/en/contacto"');
    const huge = await contactPost(
      new Request(`http://${label}.localhost/enviar`, {
        method: 'POST',
        body: new URLSearchParams({ name: 'Anne', message: 'x'.repeat(40_000), page: '/en/contacto' }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', referer: `http://${label}.localhost/en/contacto` },
      }),
      { params: Promise.resolve({ label }) },
    );
    expect(huge.status).toBe(413);
    expect(await huge.text()).toContain('Your message is too long. Shorten it and try again.');
  });

  it('exports the English pages beside the Spanish ones', async () => {
    const { admin, siteId } = await bilingualSite('Tienda Arequipa');
    const files = unzipSync((await exportSite(admin, { siteId })).zip);
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['index.html', 'en.html', 'en-contacto.html', 'contacto.html']));
    const index = strFromU8(files['index.html']!);
    expect(index).toContain('<a href="en.html" hrefLang="en" lang="en" class="lang">English</a>');
    expect(strFromU8(files['en.html']!)).toContain('href="en-contacto.html"');
  });

  it('is a 404 under /en on a site whose English is off', async () => {
    const { label } = await liveSite('Ferretería El Tornillo');
    expect((await liveSiteResponse(label, ['en'])).status).toBe(404);
    expect((await liveSiteResponse(label, ['en', 'contacto'])).status).toBe(404);
    const home = await (await liveSiteResponse(label, undefined)).text();
    expect(home).not.toContain('hreflang');
    expect(home).not.toContain('class="lang"');
  });
});
