import { describe, expect, it } from 'vitest';
import { robotsProblem, sitemapProblem } from '@/lib/sites/seo/check-files';
import { checkPageHtml } from '@/lib/sites/seo/check-page';

const ORIGIN = 'https://cevicheria.vitrina.site';

const business = {
  '@context': 'https://schema.org',
  '@type': 'Restaurant',
  name: 'Cevichería El Muelle',
  url: `${ORIGIN}/`,
  telephone: '+51987654321',
  address: { '@type': 'PostalAddress', addressLocality: 'Trujillo', addressCountry: 'PE' },
};

type Parts = { title?: string; description?: string; canonical?: string; jsonLd?: string; body?: string; extraHead?: string };

/** A page as a site's host serves it, each part replaceable by a broken one. */
function page({
  title = '<title>Carta | Cevichería El Muelle</title>',
  description = '<meta name="description" content="Ceviches frescos y platos marinos en Trujillo, con reservas por WhatsApp.">',
  canonical = `<link rel="canonical" href="${ORIGIN}/carta">`,
  jsonLd = `<script type="application/ld+json">${JSON.stringify(business)}</script>`,
  body = '<h1>Nuestra carta</h1><img src="/api/uploads/a.webp" alt="Ceviche mixto"><img src="/api/uploads/b.webp" alt="" aria-hidden="true"><a href="/">Inicio</a><a href="/contacto#escribenos">Contacto</a><a href="#arriba">Arriba</a><a href="https://wa.me/51987654321">WhatsApp</a>',
  extraHead = '',
}: Parts = {}) {
  return `<!doctype html><html lang="es-PE"><head><meta charset="utf-8">${title}${description}${canonical}${jsonLd}${extraHead}</head><body>${body}</body></html>`;
}

const check = (html: string) => checkPageHtml(html, { origin: ORIGIN, path: '/carta' });
const rules = (html: string) => check(html).findings.map((f) => f.rule);

describe('the monthly SEO check of one page', () => {
  it('passes a good page and lists the links to its own host only, without fragments', () => {
    const result = check(page());
    expect(result.findings).toEqual([]);
    expect(result.internalLinks.sort()).toEqual(['/', '/contacto']);
  });

  it('finds a missing, too short or too long title', () => {
    expect(check(page({ title: '' })).findings).toEqual([{ rule: 'title', path: '/carta', detail: 'No title' }]);
    expect(check(page({ title: '<title>Carta</title>' })).findings[0]!.detail).toBe('Title is 5 characters; aim for 10–60');
    expect(rules(page({ title: `<title>${'Cevichería '.repeat(7)}</title>` }))).toEqual(['title']);
    expect(rules(page({ title: '<title>Carta | El Muelle</title>', extraHead: '<title>Otra vez | El Muelle</title>' }))).toEqual(['title']);
  });

  it('finds a missing or badly sized meta description', () => {
    expect(rules(page({ description: '' }))).toEqual(['description']);
    expect(rules(page({ description: '<meta name="description" content="Ceviches.">' }))).toEqual(['description']);
    expect(rules(page({ description: `<meta name="description" content="${'Ceviche fresco. '.repeat(12)}">` }))).toEqual(['description']);
  });

  it('wants exactly one h1 with text', () => {
    expect(rules(page({ body: '<h2>Carta</h2>' }))).toEqual(['h1']);
    expect(check(page({ body: '<h1>Carta</h1><h1>Postres</h1>' })).findings[0]!.detail).toBe('2 h1 headings; keep one');
    expect(rules(page({ body: '<h1> </h1>' }))).toEqual(['h1']);
  });

  it('finds images without alt text and content photos with an empty one, but not images marked decorative', () => {
    const findings = check(
      page({
        body: '<h1>Carta</h1><img src="/a.webp"><img src="/b.webp" alt="  "><ul><li><img src="/c.webp" alt="" loading="lazy"></li></ul><img src="/logo.webp" alt=""><img src="/v.gif" alt="" width="1" height="1"><img src="/d.webp" alt="" loading="lazy" role="presentation">',
      }),
    ).findings;
    expect(findings).toEqual([{ rule: 'image_alt', path: '/carta', detail: '3 images without alt text (/a.webp, /b.webp, /c.webp)' }]);
  });

  it('finds a page heavier than the limit', () => {
    const heavy = page({ body: `<h1>Carta</h1><p>${'x'.repeat(110 * 1024)}</p>` });
    expect(check(heavy).findings).toEqual([{ rule: 'page_weight', path: '/carta', detail: 'The page is 111 KB of HTML; keep it under 100 KB' }]);
  });

  it('wants valid LocalBusiness data: present, parseable, of a LocalBusiness type, with name, address and a contact, on its own host', () => {
    const withData = (data: unknown) => page({ jsonLd: `<script type="application/ld+json">${JSON.stringify(data)}</script>` });
    expect(check(page({ jsonLd: '' })).findings[0]!.detail).toBe('No LocalBusiness JSON-LD on the page');
    expect(check(page({ jsonLd: '<script type="application/ld+json">{"@type": "Restaurant",</script>' })).findings[0]!.detail).toBe(
      'The JSON-LD block is not valid JSON',
    );
    expect(check(withData({ ...business, '@type': 'WebPage' })).findings[0]!.detail).toBe('No LocalBusiness (or subtype) in the page’s JSON-LD');
    expect(check(withData({ ...business, address: undefined })).findings[0]!.detail).toBe('The LocalBusiness data lacks address');
    expect(check(withData({ ...business, telephone: undefined })).findings[0]!.detail).toBe('The LocalBusiness data has neither telephone nor email');
    expect(check(withData({ ...business, url: 'https://otro.example/' })).findings[0]!.detail).toBe(`The LocalBusiness url is not on ${ORIGIN}`);
  });

  it("wants one canonical link, to the page's own address on the site's own host", () => {
    expect(check(page({ canonical: '' })).findings[0]!.detail).toBe('No canonical link');
    expect(check(page({ canonical: '<link rel="canonical" href="https://cevicheria.localhost/carta">' })).findings[0]!.detail).toBe(
      `The canonical address is https://cevicheria.localhost/carta, not ${ORIGIN}/carta`,
    );
    expect(check(page({ canonical: `<link rel="canonical" href="${ORIGIN}/">` })).findings.map((f) => f.rule)).toEqual(['canonical']);
  });

  it('reads the page as a browser does, not by pattern: markup inside a comment or a text is not an element', () => {
    const findings = rules(page({ body: '<h1>Carta</h1><!-- <h1>Vieja</h1> <img src="x.webp"> --><textarea><h1>texto</h1></textarea>' }));
    expect(findings).toEqual([]);
  });
});

describe("the monthly SEO check of a site's sitemap and robots.txt", () => {
  const xml = (...locs: string[]) =>
    new Response(
      `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs.map((l) => `<url><loc>${l}</loc></url>`).join('')}</urlset>`,
    );
  const pages = ['/', '/carta'];

  it('passes a sitemap listing every page on the own host, and finds one missing, incomplete or listing another host', async () => {
    expect(await sitemapProblem(xml(`${ORIGIN}/`, `${ORIGIN}/carta`), ORIGIN, pages)).toBeNull();
    expect(await sitemapProblem(new Response('Not found', { status: 404 }), ORIGIN, pages)).toBe('/sitemap.xml answers 404');
    expect(await sitemapProblem(xml(), ORIGIN, pages)).toBe('The sitemap lists no address');
    expect(await sitemapProblem(xml(`${ORIGIN}/`), ORIGIN, pages)).toBe('The sitemap does not list /carta');
    expect(await sitemapProblem(xml(`${ORIGIN}/`, 'https://cevicheria.localhost/carta'), ORIGIN, pages)).toBe(
      `The sitemap lists addresses off ${ORIGIN} (https://cevicheria.localhost/carta)`,
    );
  });

  it('passes a robots.txt that lets crawlers in and names the sitemap, and finds one missing, closed or silent about it', async () => {
    const robots = (body: string, status = 200) => new Response(body, { status });
    expect(await robotsProblem(robots(`User-Agent: *\nDisallow: /enviar\n\nSitemap: ${ORIGIN}/sitemap.xml\n`), ORIGIN)).toBeNull();
    expect(await robotsProblem(robots('', 404), ORIGIN)).toBe('/robots.txt answers 404');
    expect(await robotsProblem(robots(`User-Agent: *\nDisallow: /\nSitemap: ${ORIGIN}/sitemap.xml`), ORIGIN)).toBe(
      'robots.txt keeps crawlers out of the whole site',
    );
    expect(await robotsProblem(robots('User-Agent: *\nDisallow: /enviar\n'), ORIGIN)).toBe('robots.txt does not name the sitemap');
  });
});
