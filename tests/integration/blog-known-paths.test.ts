import { readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { blogArticles } from '@/db/schema';
import type { Actor } from '@/lib/auth/session';
import { BLOG_FILES, blogAddressFor, MISSING_ARTICLE_PATH, MISSING_LIST_PATH, registerBlogGate } from '@/lib/blog/known-paths';
import { BLOG_PAGE_SIZE } from '@/lib/blog/list-routes';
import { publishArticle, unpublishArticle, updateArticle } from '@/lib/blog/manage-article';
import { getDb } from '@/lib/db/client';
import { BLOG_GATE } from '@/lib/http/edge-hooks.mjs';
import { createUser } from '../helpers/auth';

/** Each check runs at its own moment, a minute after the last: no answer is reused unless a test says so. */
let clock = Date.parse('2026-11-27T12:00:00Z');
const address = (url: string) => blogAddressFor(url, (clock += 60_000));

async function publishedArticles(count: number, prefix: string) {
  return getDb()
    .insert(blogArticles)
    .values(
      Array.from({ length: count }, (_, i) => ({
        title: `${prefix} ${i}`,
        slug: `${prefix}-${i}`,
        content: '<p>Texto</p>',
        status: 'published' as const,
        publishedAt: new Date(),
      })),
    )
    .returning({ id: blogArticles.id, slug: blogArticles.slug });
}

async function admin(): Promise<Actor> {
  const { id, email } = await createUser({ admin: true });
  return { userId: id, role: 'admin', email, name: 'Admin', twoFactorEnabled: false };
}

beforeEach(async () => {
  await getDb().delete(blogArticles);
});

describe('which blog addresses Next renders as they came', () => {
  it('keeps published articles and their old slugs, and sends drafts, unpublished and made-up slugs to one missing address', async () => {
    const [article] = await publishedArticles(1, 'guia-de-google');
    const [draft] = await getDb().insert(blogArticles).values({ title: 'Borrador', slug: 'borrador-de-precios', content: '<p>x</p>' }).returning();
    expect(await address('/blog/guia-de-google-0')).toBeNull();
    expect(await address('/blog/borrador-de-precios')).toBe(MISSING_ARTICLE_PATH);
    expect(await address('/blog/wp-login.php')).toBe(MISSING_ARTICLE_PATH);
    expect(await address('/blog/slug-inventado-4821?utm_source=x')).toBe(`${MISSING_ARTICLE_PATH}?utm_source=x`);
    // An escaped spelling of a real slug is no address we link to.
    expect(await address('/blog/gu%69a-de-google-0')).toBe(MISSING_ARTICLE_PATH);

    const actor = await admin();
    await updateArticle(actor, { articleId: article!.id, title: 'Guía de Google Maps', excerpt: 'Resumen', seoKeywords: 'google', content: '<p>Texto</p>' });
    expect(await address('/blog/guia-de-google-maps')).toBeNull();
    expect(await address('/blog/guia-de-google-0'), 'the old slug redirects').toBeNull();

    await publishArticle(actor, draft!.id);
    expect(await address('/blog/borrador-de-precios')).toBeNull();
    await unpublishArticle(actor, article!.id);
    expect(await address('/blog/guia-de-google-maps')).toBe(MISSING_ARTICLE_PATH);
    expect(await address('/blog/guia-de-google-0')).toBe(MISSING_ARTICLE_PATH);
  });

  it('keeps the list pages there are and sends pages past the last to one missing page', async () => {
    expect(await address('/blog')).toBeNull();
    expect(await address('/blog/page/1'), 'an empty blog still has its first page').toBeNull();
    expect(await address('/blog/page/2')).toBe(MISSING_LIST_PATH);
    await publishedArticles(BLOG_PAGE_SIZE + 1, 'consejo');
    expect(await address('/blog/page/2')).toBeNull();
    expect(await address('/blog?page=2')).toBeNull();
    expect(await address('/blog/page/3')).toBe(MISSING_LIST_PATH);
    expect(await address('/blog?page=3&orden=nuevo')).toBe(MISSING_LIST_PATH);
    expect(await address('/blog/page/0')).toBe(MISSING_LIST_PATH);
    expect(await address('/blog/page/dos')).toBe(MISSING_LIST_PATH);
    // Not a page number: next.config.ts's rewrite shows page 1, which exists.
    expect(await address('/blog?page=dos')).toBeNull();
  });

  it("leaves the blog's own files, share images and trailing slashes to Next", async () => {
    const files = readdirSync(path.join(process.cwd(), 'app/(marketing)/blog')).filter((name) => !['[slug]', 'page'].includes(name));
    expect(files.sort(), 'a new file under /blog must be named in BLOG_FILES').toEqual([...BLOG_FILES].sort());
    for (const file of BLOG_FILES) expect(await address(`/blog/${file}`)).toBeNull();
    expect(await address('/blog/un-articulo/share-card')).toBeNull();
    expect(await address('/blog/un-articulo/')).toBeNull();
    expect(await address('/blogs/otra-cosa')).toBeNull();
  });

  it('answers a new article at once, and reuses a found one for a second', async () => {
    const at = clock + 3_600_000;
    expect(await blogAddressFor('/blog/recien-publicado-0', at)).toBe(MISSING_ARTICLE_PATH);
    const [article] = await publishedArticles(1, 'recien-publicado');
    expect(await blogAddressFor('/blog/recien-publicado-0', at + 1)).toBeNull();

    await unpublishArticle(await admin(), article!.id);
    // Next still gets the slug itself for up to a second, and renders its 404 there.
    expect(await blogAddressFor('/blog/recien-publicado-0', at + 500)).toBeNull();
    expect(await blogAddressFor('/blog/recien-publicado-0', at + 1_001)).toBe(MISSING_ARTICLE_PATH);
  });

  it('is what the server in front of Next asks once the app has started', async () => {
    registerBlogGate();
    const gate = (globalThis as Record<symbol, unknown>)[BLOG_GATE] as (url: string) => Promise<string | null>;
    await expect(gate('/blog/nada-por-aqui')).resolves.toBe(MISSING_ARTICLE_PATH);
    // The database down: Next gets the address as it came (and renders its own 404 for it).
    vi.spyOn(getDb(), 'execute').mockRejectedValueOnce(new Error('connection refused'));
    await expect(gate('/blog/otra-cosa')).resolves.toBeNull();
    await expect(gate('/blog/otra-cosa')).resolves.toBe(MISSING_ARTICLE_PATH);
    delete (globalThis as Record<symbol, unknown>)[BLOG_GATE];
  });
});
