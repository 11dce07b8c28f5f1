import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { slugify } from '../../lib/blog/slug';
import { E2E_ADMIN } from './env';
import { expect, signInAs, test } from './fixtures';

/** Seeded by the e2e server (lib/seed/demo-data.ts). */
const SEEDED = {
  slug: '5-razones-para-que-tu-restaurante-tenga-su-propia-web',
  title: '5 razones para que tu restaurante tenga su propia web',
  keywords: ['web para restaurantes', 'carta digital', 'reservas por whatsapp', 'restaurantes Lima'],
  draftSlug: 'borrador-ideas-de-contenido-para-tu-blog-de-turismo',
};

const LONG_DATE = /^\d{1,2} de (enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre) de \d{4}$/;

/**
 * The list as a new visitor gets it. A render already running when the admin saved (a link
 * prefetch, another visitor) can be cached just after the change; revalidateBlog expires it
 * again a second later, so the list is polled for up to three seconds.
 */
async function expectListing(page: Page, title: string, listed: boolean) {
  const html = expect.poll(async () => (await page.request.get('/blog')).text(), { timeout: 3_000, intervals: [250] });
  if (listed) await html.toContain(`>${title}</a>`);
  else await html.not.toContain(`>${title}</a>`);
}

async function sitemapText(request: APIRequestContext): Promise<string> {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/xml; charset=utf-8');
  return response.text();
}

/** The blog's own content; the shared header and footer are checked by the public-site suite. */
async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function expectArticleNotFound(page: Page, slug: string) {
  // The server's HTML alone (no JavaScript) already says so, in a complete page.
  const raw = await page.request.get(`/blog/${slug}`);
  expect(raw.status()).toBe(404);
  const html = await raw.text();
  expect(html).toMatch(/<html lang="es-PE"/);
  expect(html).toMatch(/<h1[^>]*>Artículo no encontrado<\/h1>/);
  expect(html).toContain('El artículo que buscas no existe o ha sido eliminado.');

  const response = await page.goto(`/blog/${slug}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Artículo no encontrado' })).toBeVisible();
  await expect(page.getByText('El artículo que buscas no existe o ha sido eliminado.')).toBeVisible();
}

test.describe('the public blog', () => {
  test('lists published articles as cards with date, excerpt and at most three keywords', async ({ page }) => {
    const response = await page.goto('/blog');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toMatch(/s-maxage=\d+, stale-while-revalidate=\d+/);
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();

    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: SEEDED.title }) });
    await expect(card.locator('time')).toHaveText(LONG_DATE);
    await expect(card).toContainText('Tu carta, tu ubicación y tus reservas');
    await expect(card.getByRole('listitem')).toHaveText(SEEDED.keywords.slice(0, 3));
    await expect(page.getByRole('link', { name: /Borrador: ideas de contenido/ })).toHaveCount(0);

    await card.getByRole('link', { name: SEEDED.title }).click();
    await expect(page).toHaveURL(`/blog/${SEEDED.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: SEEDED.title })).toBeVisible();
  });

  test('an article shows its back link, date, every keyword, body and search metadata', async ({ page }) => {
    const response = await page.goto(`/blog/${SEEDED.slug}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toMatch(/s-maxage=\d+, stale-while-revalidate=\d+/);
    await expect(page.getByRole('link', { name: 'Volver al Blog' })).toHaveAttribute('href', '/blog');
    await expect(page.locator('main time')).toHaveText(LONG_DATE);
    await expect(page.getByRole('list', { name: 'Palabras clave' }).getByRole('listitem')).toHaveText(SEEDED.keywords);
    await expect(page.getByRole('heading', { level: 2, name: 'Tu carta siempre a mano' })).toBeVisible();

    await expect(page).toHaveTitle(`${SEEDED.title} | Vitrina`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Tu carta, tu ubicación/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/blog/${SEEDED.slug}$`));
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
    const image = await page.request.get(ogImage ?? '');
    expect(image.headers()['content-type']).toBe('image/png');
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({ '@type': 'BlogPosting', headline: SEEDED.title, inLanguage: 'es-PE' });
    // The 1200×630 share card stands as the article's image in search results too.
    const shareCard = jsonLd.image.find((item: { url?: string }) => item.url?.endsWith(`/blog/${SEEDED.slug}/share-card`));
    expect(shareCard).toMatchObject({ '@type': 'ImageObject', width: 1200, height: 630 });
    const card = await page.request.get(new URL(shareCard.url).pathname);
    expect(card.status()).toBe(200);
    expect(card.headers()['content-type']).toBe('image/png');
    const logo = await page.request.get(new URL(jsonLd.publisher.logo.url).pathname);
    expect(logo.headers()['content-type']).toBe('image/png');

    await expectNoAxeViolations(page);
  });

  test('a draft, an unknown slug and a page past the end answer 404', async ({ page }) => {
    await expectArticleNotFound(page, SEEDED.draftSlug);
    await expectArticleNotFound(page, 'no-existe-este-articulo');
    expect((await page.goto('/blog?page=999'))?.status()).toBe(404);
  });

  test('the share card of a missing or unpublished article answers 404, not a picture', async ({ request }) => {
    expect((await request.get(`/blog/${SEEDED.slug}/share-card`)).status()).toBe(200);
    expect((await request.get('/blog/no-existe-este-articulo/share-card')).status()).toBe(404);
    expect((await request.get(`/blog/${SEEDED.draftSlug}/share-card`)).status()).toBe(404);
  });

  test('the list has no axe violations and no horizontal scroll at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/blog');
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.goto(`/blog/${SEEDED.slug}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test('a signed-in visitor gets the same shared page, and no cookie is set on it', async ({ page }) => {
    await signInAs(page, 'cliente@vitrina.local', 'vitrina-cliente-demo');
    const response = await page.request.get('/blog');
    expect(response.headers()['set-cookie']).toBeUndefined();
    expect(await response.text()).not.toContain('cliente@vitrina.local');
  });

  test('sitemap, feed and robots.txt are served as XML and text', async ({ request }) => {
    const sitemap = await sitemapText(request);
    expect(sitemap).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(sitemap).toMatch(new RegExp(`<loc>[^<]+/blog/${SEEDED.slug}</loc><lastmod>`));
    expect(sitemap).not.toContain(SEEDED.draftSlug);

    const rss = await request.get('/blog/rss.xml');
    expect(rss.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(await rss.text()).toContain(`<title>${SEEDED.title}</title>`);

    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: http:\/\/[^/]+\/sitemap\.xml/);
    expect(robots).toContain('Disallow: /admin');
  });
});

test.describe('an admin changes an article and visitors see it at once', () => {
  test('publish, rename and unpublish show up on /blog, the sitemap and the article URLs', async ({ page, browser }) => {
    test.setTimeout(90_000);
    const subject = `blog e2e ${Date.now().toString(36)}`;
    const title = `Guía práctica: ${subject}`;
    const slug = slugify(title);
    const visitor = await browser.newPage();

    await signInAs(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto('/admin?tab=blog');
    await page.getByLabel('Tipo de fuente').selectOption('keyword');
    await page.getByLabel('Palabra clave', { exact: true }).fill(subject);
    await page.getByRole('button', { name: 'Generar Artículo' }).click();
    await expect(page.getByText('Artículo generado exitosamente como borrador')).toBeVisible({ timeout: 20_000 });
    const card = page.getByTestId('article-card').filter({ hasText: title });
    await expect(card.getByText('Borrador')).toBeVisible();
    await expectArticleNotFound(visitor, slug);

    await card.getByRole('button', { name: 'Publicar' }).click();
    await expect(page.getByText('Artículo publicado exitosamente')).toBeVisible();
    await expectListing(visitor, title, true);
    await visitor.goto('/blog');
    await expect(visitor.getByRole('link', { name: title })).toBeVisible();
    expect((await visitor.goto(`/blog/${slug}`))?.status()).toBe(200);
    expect(await sitemapText(visitor.request)).toContain(`/blog/${slug}</loc>`);

    const renamed = `${title} renombrado`;
    await card.getByRole('button', { name: title }).click();
    await card.getByRole('button', { name: 'Editar' }).click();
    await card.getByLabel('Título').fill(renamed);
    await card.getByRole('button', { name: 'Guardar Cambios' }).click();
    await expect(page.getByText('Artículo actualizado exitosamente')).toBeVisible();
    const newSlug = `${slug}-renombrado`;
    const redirect = await visitor.request.get(`/blog/${slug}`, { maxRedirects: 0 });
    expect(redirect.status()).toBe(308);
    expect(redirect.headers()['location']).toMatch(new RegExp(`/blog/${newSlug}$`));
    await visitor.goto(`/blog/${slug}`);
    await expect(visitor).toHaveURL(`/blog/${newSlug}`);
    await expect(visitor.getByRole('heading', { level: 1, name: renamed })).toBeVisible();

    const renamedCard = page.getByTestId('article-card').filter({ hasText: renamed });
    await renamedCard.getByRole('button', { name: 'Despublicar' }).click();
    await expect(page.getByText('Artículo despublicado exitosamente')).toBeVisible();
    await expectListing(visitor, renamed, false);
    await expectArticleNotFound(visitor, newSlug);
    await expectArticleNotFound(visitor, slug);
    expect(await sitemapText(visitor.request)).not.toContain(`/blog/${newSlug}<`);
    await visitor.close();
  });

  test("'Probar Auto-Publicación Ahora' publishes the next keyword on the blog", async ({ page }) => {
    await signInAs(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto('/admin?tab=scheduler');
    await page.getByRole('button', { name: 'Probar Auto-Publicación Ahora' }).click();
    const toast = page.getByText(/^Artículo publicado: /);
    await expect(toast).toBeVisible({ timeout: 20_000 });
    const title = ((await toast.textContent()) ?? '').replace('Artículo publicado: ', '');
    await expectListing(page, title, true);
  });

  test('the cron endpoint refuses a call without the secret', async ({ request }) => {
    expect((await request.get('/api/cron/auto-publish')).status()).toBe(401);
    expect((await request.get('/api/cron/auto-publish', { headers: { authorization: 'Bearer incorrecto' } })).status()).toBe(401);
  });
});
