import { createRequire } from 'node:module';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET as rssRoute } from '@/app/(marketing)/blog/rss.xml/route';
import robots from '@/app/robots';
import { GET as sitemapRoute } from '@/app/sitemap.xml/route';
import { GET as sitemapFileRoute } from '@/app/sitemaps/[file]/route';
import { blogArticles } from '@/db/schema';
import { SITEMAP_BLOCK_SIZE } from '@/lib/blog/queries';
import { FEED_SIZE } from '@/lib/blog/rss';
import { buildSitemap, buildSitemapFile, PUBLIC_SITEMAP_PATHS } from '@/lib/blog/sitemap';
import { resetConfigForTests } from '@/lib/config';
import { getDb } from '@/lib/db/client';
import { parseXml } from '../helpers/parse-xml';

// The routes call connection() so `next build` leaves them dynamic; outside Next it has no request.
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => undefined }));

const SITE = 'https://vitrina.example.pe';
const DAY = 24 * 60 * 60 * 1000;
const db = () => getDb();

const texts = (doc: Document, selector: string) => [...doc.querySelectorAll(selector)].map((n) => n.textContent ?? '');

async function seedPublished(count: number, start = Date.now() - count * DAY) {
  const rows = Array.from({ length: count }, (_, i) => ({
    title: `Artículo ${i}`,
    slug: `articulo-${i}`,
    content: `<p>Texto ${i}</p><script>alert(${i})</script>`,
    excerpt: `Resumen ${i} & más`,
    seoKeywords: 'web, seo',
    status: 'published' as const,
    publishedAt: new Date(start + i * DAY),
    updatedAt: new Date(start + i * DAY + 60_000),
  }));
  for (let i = 0; i < rows.length; i += 1000)
    await db()
      .insert(blogArticles)
      .values(rows.slice(i, i + 1000));
}

beforeAll(() => {
  process.env.APP_URL = SITE;
  resetConfigForTests();
});

beforeEach(async () => {
  await db().delete(blogArticles);
});

describe('/sitemap.xml', () => {
  it('is XML listing the public pages and every published article with its last change, never a draft', async () => {
    await seedPublished(3);
    await db().insert(blogArticles).values({ title: 'Borrador', slug: 'borrador-secreto', content: '<p>x</p>', status: 'draft' });

    const response = await sitemapRoute();
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toMatch(/s-maxage=\d+, stale-while-revalidate=\d+/);
    const doc = parseXml(await response.text());
    expect(doc.documentElement.localName).toBe('urlset');
    expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');

    const locs = texts(doc, 'url > loc');
    for (const path of ['/', '/blog', '/about', '/contact', '/start-trial', '/terms-and-conditions', '/privacy-policy', '/cookie-policy']) {
      expect(locs).toContain(new URL(path, `${SITE}/`).toString());
    }
    expect(locs).not.toContain(`${SITE}/blog/borrador-secreto`);
    expect(locs.some((l) => l.includes('#') || l.includes('/admin') || l.includes('/dashboard'))).toBe(false);

    const articles = [...doc.querySelectorAll('url')].filter((u) => u.querySelector('loc')?.textContent?.includes('/blog/articulo-'));
    expect(articles).toHaveLength(3);
    for (const url of articles) expect(url.querySelector('lastmod')?.textContent).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const [first] = await db().select().from(blogArticles).limit(1);
    expect(texts(doc, 'lastmod')).toContain(first?.updatedAt.toISOString());
  });

  it('becomes a sitemap index when the URLs would not fit one file, and each file holds its share', async () => {
    await seedPublished(7);
    const maxUrls = 5;
    const index = parseXml(await buildSitemap({ maxUrls }));
    expect(index.documentElement.localName).toBe('sitemapindex');
    expect(texts(index, 'sitemap > loc')).toEqual([0, 1, 2].map((n) => `${SITE}/sitemaps/${n}.xml`));

    const pages = parseXml((await buildSitemapFile(0, { maxUrls })) ?? '');
    expect(texts(pages, 'loc')).toHaveLength(PUBLIC_SITEMAP_PATHS.length);
    const firstArticles = texts(parseXml((await buildSitemapFile(1, { maxUrls })) ?? ''), 'loc');
    const lastArticles = texts(parseXml((await buildSitemapFile(2, { maxUrls })) ?? ''), 'loc');
    expect([...firstArticles, ...lastArticles]).toEqual(Array.from({ length: 7 }, (_, i) => `${SITE}/blog/articulo-${i}`));
    await expect(buildSitemapFile(3, { maxUrls })).resolves.toBeNull();
  });

  it('lists more articles than one cached block holds, each exactly once', async () => {
    const count = SITEMAP_BLOCK_SIZE + 12;
    await seedPublished(count);
    const doc = parseXml(await (await sitemapRoute()).text());
    const locs = texts(doc, 'url > loc').filter((l) => l.includes('/blog/articulo-'));
    expect(locs).toHaveLength(count);
    expect(new Set(locs).size).toBe(count);
  });

  it('serves the split files at /sitemaps/{n}.xml and 404 for anything else', async () => {
    const file = (name: string) => sitemapFileRoute(new Request(`${SITE}/sitemaps/${name}`), { params: Promise.resolve({ file: name }) });
    const pages = await file('0.xml');
    expect(pages.status).toBe(200);
    expect(pages.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    for (const name of ['9.xml', 'x.xml', '0.txt', '-1.xml']) expect((await file(name)).status).toBe(404);
  });
});

describe('/blog/rss.xml', () => {
  it('is RSS 2.0 with the newest published articles, absolute links and sanitized bodies', async () => {
    await seedPublished(FEED_SIZE + 3);
    await db().insert(blogArticles).values({ title: 'Borrador', slug: 'borrador-secreto', content: '<p>x</p>', status: 'draft' });

    const response = await rssRoute();
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const xml = await response.text();
    const doc = parseXml(xml);
    expect(doc.documentElement.localName).toBe('rss');
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    expect(doc.querySelector('channel > title')?.textContent).toBe('Blog de Vitrina');
    expect(doc.querySelector('channel > link')?.textContent).toBe(`${SITE}/blog`);
    expect(doc.querySelector('channel > language')?.textContent).toBe('es-PE');
    // RSS 2.0 allows only GIF, JPEG or PNG as the channel's picture: the PNG of the site's mark.
    expect(doc.querySelector('channel > image > url')?.textContent).toBe(`${SITE}/apple-icon`);

    const items = [...doc.querySelectorAll('item')];
    expect(items).toHaveLength(FEED_SIZE);
    const newest = FEED_SIZE + 2;
    expect(items[0]?.querySelector('title')?.textContent).toBe(`Artículo ${newest}`);
    expect(items[0]?.querySelector('link')?.textContent).toBe(`${SITE}/blog/articulo-${newest}`);
    expect(items[0]?.querySelector('description')?.textContent).toBe(`Resumen ${newest} & más`);
    expect(new Date(items[0]?.querySelector('pubDate')?.textContent ?? '').getTime()).toBeGreaterThan(
      new Date(items[1]?.querySelector('pubDate')?.textContent ?? '').getTime(),
    );
    expect(texts(doc, 'item > category')).toContain('web');
    expect(xml).not.toContain('borrador-secreto');
    expect(xml).not.toMatch(/<script|alert\(/);
  });
});

describe('/robots.txt', () => {
  // Next's own serializer turns robots() into the served text.
  const { resolveRobots } = createRequire(import.meta.url)('next/dist/build/webpack/loaders/metadata/resolve-route-data') as {
    resolveRobots: (data: ReturnType<typeof robots>) => string;
  };

  /**
   * Reads robots.txt the way first-match parsers do (Python's urllib.robotparser, the original
   * 1994 convention): within the `*` group, the first Allow or Disallow whose path prefixes the
   * URL decides; no match means allowed.
   */
  function firstMatchAllows(text: string, path: string): boolean {
    let inStarGroup = false;
    for (const line of text.split('\n')) {
      const [field = '', ...rest] = line.split(':');
      const value = rest.join(':').trim();
      const key = field.trim().toLowerCase();
      if (key === 'user-agent') inStarGroup = value === '*';
      else if (inStarGroup && (key === 'allow' || key === 'disallow') && value && path.startsWith(value)) return key === 'allow';
    }
    return true;
  }

  it('points to the sitemap and keeps first-match crawlers out of private areas', async () => {
    const rules = robots();
    expect(rules.sitemap).toBe(`${SITE}/sitemap.xml`);
    const text = resolveRobots(rules);
    for (const path of ['/admin', '/admin/blog', '/dashboard', '/dashboard/billing', '/api/health', '/auth', '/auth/reset-password']) {
      expect(firstMatchAllows(text, path), path).toBe(false);
    }
    for (const path of ['/', '/blog', '/blog/un-articulo', '/start-trial', '/about']) {
      expect(firstMatchAllows(text, path), path).toBe(true);
    }
  });
});
