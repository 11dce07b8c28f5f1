import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { blogArticles, blogSlugRedirects } from '@/db/schema';
import type { Actor } from '@/lib/auth/session';
import { revalidateBlog } from '@/lib/blog/cache';
import { deleteArticle, publishArticle, unpublishArticle, updateArticle } from '@/lib/blog/manage-article';
import { findPublishedArticle, listPublishedArticles } from '@/lib/blog/queries';
import { uniqueSlug } from '@/lib/blog/unique-slug';
import { getDb } from '@/lib/db/client';
import { createUser } from '../helpers/auth';
import { requestContext } from '../helpers/request-context';

const db = () => getDb();
const DAY = 24 * 60 * 60 * 1000;

type Seed = { title: string; slug?: string; status?: 'draft' | 'published'; publishedAt?: Date | null };

async function seed(...articles: Seed[]) {
  return db()
    .insert(blogArticles)
    .values(
      articles.map((a, i) => ({
        title: a.title,
        slug: a.slug ?? `articulo-${i}-${Math.random().toString(36).slice(2, 8)}`,
        content: `<p>${a.title}</p>`,
        excerpt: `Resumen de ${a.title}`,
        status: a.status ?? 'published',
        publishedAt: a.status === 'draft' ? null : (a.publishedAt ?? new Date()),
      })),
    )
    .returning({ id: blogArticles.id, slug: blogArticles.slug });
}

beforeEach(async () => {
  await db().delete(blogArticles);
  requestContext.revalidated = [];
});

describe('the public list', () => {
  it('shows published articles only, newest first, twelve per page', async () => {
    const now = Date.now();
    await seed(...Array.from({ length: 14 }, (_, i) => ({ title: `Artículo ${i}`, publishedAt: new Date(now - i * DAY) })));
    await seed({ title: 'Borrador reciente', status: 'draft' });

    const first = await listPublishedArticles(1);
    expect(first).toMatchObject({ page: 1, total: 14, totalPages: 2 });
    expect(first.articles.map((a) => a.title)).toEqual(Array.from({ length: 12 }, (_, i) => `Artículo ${i}`));
    const second = await listPublishedArticles(2);
    expect(second.articles.map((a) => a.title)).toEqual(['Artículo 12', 'Artículo 13']);
    expect((await listPublishedArticles(3)).articles).toEqual([]);
  });

  it('has one page, empty, before anything is published', async () => {
    await seed({ title: 'Solo borrador', status: 'draft' });
    await expect(listPublishedArticles(1)).resolves.toEqual({ articles: [], page: 1, total: 0, totalPages: 1 });
  });
});

describe('an article by its address', () => {
  let admin: Actor;

  beforeAll(async () => {
    const { id, email } = await createUser({ admin: true });
    admin = { userId: id, role: 'admin', email, name: 'Admin', twoFactorEnabled: false };
  });

  it('is found only while published, and every admin change refreshes its cached pages', async () => {
    const [row] = await seed({ title: 'Guía de Google Maps', slug: 'guia-de-google-maps', status: 'draft' });
    const id = row?.id ?? '';
    await expect(findPublishedArticle('guia-de-google-maps')).resolves.toEqual({ kind: 'missing' });

    await publishArticle(admin, id);
    await expect(findPublishedArticle('guia-de-google-maps')).resolves.toMatchObject({ kind: 'article', article: { title: 'Guía de Google Maps' } });
    expect(requestContext.revalidated).toEqual(expect.arrayContaining(['/(marketing)/blog/page/[page]', '/blog/guia-de-google-maps', 'tag:blog']));

    await unpublishArticle(admin, id);
    await expect(findPublishedArticle('guia-de-google-maps')).resolves.toEqual({ kind: 'missing' });
  });

  it('answers where a renamed article moved from each of its old slugs, and forgets them when it is gone', async () => {
    const [row] = await seed({ title: 'Primer título', slug: 'primer-titulo' });
    const id = row?.id ?? '';
    const edit = (title: string) =>
      updateArticle(admin, { articleId: id, title, excerpt: 'Resumen', seoKeywords: 'web', content: '<p>Cuerpo del artículo.</p>' });

    await expect(edit('¿Segundo título? ¡Sí! 🚀')).resolves.toEqual({ slug: 'segundo-titulo-si' });
    await edit('Tercer título');
    await expect(findPublishedArticle('primer-titulo')).resolves.toEqual({ kind: 'moved', slug: 'tercer-titulo' });
    await expect(findPublishedArticle('segundo-titulo-si')).resolves.toEqual({ kind: 'moved', slug: 'tercer-titulo' });
    expect(requestContext.revalidated).toEqual(expect.arrayContaining(['/blog/segundo-titulo-si', '/blog/tercer-titulo']));

    await unpublishArticle(admin, id);
    await expect(findPublishedArticle('primer-titulo')).resolves.toEqual({ kind: 'missing' });

    requestContext.revalidated = [];
    await deleteArticle(admin, id);
    expect(requestContext.revalidated).toEqual(expect.arrayContaining(['/blog/tercer-titulo', '/blog/primer-titulo', '/blog/segundo-titulo-si']));
    expect(await db().select().from(blogSlugRedirects)).toHaveLength(0);
  });

  it('never queries for an address no slug could have', async () => {
    for (const slug of ['', 'Mayúsculas', 'con espacio', '../admin', 'a--b', '-x', 'x'.repeat(201)]) {
      await expect(findPublishedArticle(slug)).resolves.toEqual({ kind: 'missing' });
    }
  });
});

describe('uniqueSlug', () => {
  it("follows the spec's rule on accents, symbols and emoji", async () => {
    await expect(uniqueSlug(db(), '¿Cómo vender más en Cusco? 🚀')).resolves.toBe('como-vender-mas-en-cusco');
    await expect(uniqueSlug(db(), 'Año Nuevo: ¡Ñandú & Pingüino!')).resolves.toBe('ano-nuevo-nandu-pinguino');
    await expect(uniqueSlug(db(), '🎉🎉🎉')).resolves.toBe('articulo');
  });

  it('adds -2, -3... when the slug is taken, also by an old slug that redirects', async () => {
    const [first] = await seed({ title: 'Café', slug: 'cafe-peruano' }, { title: 'Café 2', slug: 'cafe-peruano-2' });
    await expect(uniqueSlug(db(), 'Café peruano')).resolves.toBe('cafe-peruano-3');
    await db()
      .insert(blogSlugRedirects)
      .values({ oldSlug: 'cafe-peruano-3', articleId: first?.id ?? '' });
    await expect(uniqueSlug(db(), 'Café peruano')).resolves.toBe('cafe-peruano-4');
    // A slug that merely starts the same way is no collision.
    await expect(uniqueSlug(db(), 'Café')).resolves.toBe('cafe');
  });

  it('lets an article keep its own slug, or take back one of its old ones, when renamed', async () => {
    const [own] = await seed({ title: 'Tiendas', slug: 'tiendas' });
    await expect(uniqueSlug(db(), 'Tiendas', own?.id)).resolves.toBe('tiendas');
    await db()
      .insert(blogSlugRedirects)
      .values({ oldSlug: 'bodegas', articleId: own?.id ?? '' });
    await expect(uniqueSlug(db(), 'Bodegas', own?.id)).resolves.toBe('bodegas');
    await expect(uniqueSlug(db(), 'Bodegas')).resolves.toBe('bodegas-2');
  });

  it('keeps long titles to whole words', async () => {
    const slug = await uniqueSlug(
      db(),
      'Cómo una página web profesional ayuda a los restaurantes, hoteles y agencias de turismo del Perú a vender más todo el año',
    );
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).toMatch(/^como-una-pagina-web-profesional-ayuda-a-los-restaurantes-hoteles-y-agencias-de(-[a-z]+)?$/);
  });
});

describe('revalidateBlog', () => {
  it('expires every list page, each given article address with its share images, and the feed and sitemap data', () => {
    revalidateBlog(['nuevo', 'viejo', 'nuevo']);
    expect(requestContext.revalidated).toEqual(['/(marketing)/blog/page/[page]', '/blog/nuevo', '/blog/viejo', 'tag:blog']);
  });
});
