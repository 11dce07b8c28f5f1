import { eq } from 'drizzle-orm';
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { blogArticles, blogKeywordsQueue, blogSlugRedirects } from '@/db/schema';
import {
  addKeywordsAction,
  deleteArticleAction,
  deleteKeywordAction,
  generateArticleAction,
  publishArticleAction,
  unpublishArticleAction,
  updateArticleAction,
} from '@/lib/blog/admin-actions';
import { listArticlesForAdmin, listKeywordQueue } from '@/lib/blog/admin-queries';
import { getDb } from '@/lib/db/client';
import { createUser, signIn } from '../helpers/auth';
import { withFakeOpenAI } from '../helpers/fake-openai';
import { requestContext } from '../helpers/request-context';

const fake = withFakeOpenAI({ slowMs: 3_000, timeoutMs: 1_000 });
let admin: Awaited<ReturnType<typeof createUser>>;
const actor = () => ({ userId: admin.id, role: 'admin' as const, email: admin.email, name: 'Admin', twoFactorEnabled: false });
const uploadsFile = (url: string) => path.join(process.env.UPLOADS_DIR ?? '', url.replace('/api/uploads/', ''));
const article = async (id: string) => (await getDb().select().from(blogArticles).where(eq(blogArticles.id, id)))[0];

beforeAll(async () => {
  admin = await createUser({ admin: true });
  await signIn(admin.email, admin.password);
});

beforeEach(() => {
  requestContext.revalidated = [];
});

async function generate(sourceValue: string, seoKeywords?: string) {
  const result = await generateArticleAction({ sourceType: 'keyword', sourceValue, seoKeywords });
  if (!result.ok) throw new Error(result.error);
  return result.data;
}

describe('generating an article', () => {
  it('saves a draft with a unique slug, the keywords and a generated cover image', async () => {
    const first = await generate('ceviche', 'comida marina');
    const second = await generate('ceviche');
    expect(first.slug).toBe('guia-practica-ceviche');
    expect(second.slug).toBe('guia-practica-ceviche-2');
    const row = await article(first.id);
    expect(row).toMatchObject({ status: 'draft', publishedAt: null, sourceType: 'keyword', sourceValue: 'ceviche', authorId: admin.id });
    expect(row?.seoKeywords).toBe('comida marina, ceviche, sitio web, negocios en perú');
    expect(row?.imageUrl).toMatch(new RegExp(`^/api/uploads/blog-covers/${first.id}-\\d+\\.webp$`));
    const cover = await sharp(uploadsFile(row?.imageUrl ?? '')).metadata();
    expect(cover).toMatchObject({ format: 'webp', width: 1200, height: 630 });
    // Drafts are not public: nothing cached needs refreshing.
    expect(requestContext.revalidated.filter((p) => p.startsWith('/blog'))).toEqual([]);
  });

  it('stores nothing when the model fails or answers nonsense, and says why', async () => {
    const before = (await getDb().select().from(blogArticles)).length;
    fake.failNext('malformed');
    expect(await generateArticleAction({ sourceType: 'topic', sourceValue: 'tema' })).toMatchObject({
      ok: false,
      error: expect.stringContaining('respuesta inválida'),
    });
    fake.failNext('slow');
    expect(await generateArticleAction({ sourceType: 'topic', sourceValue: 'tema' })).toMatchObject({ ok: false, error: expect.stringContaining('a tiempo') });
    expect(await generateArticleAction({ sourceType: 'topic', sourceValue: '  ' })).toMatchObject({
      ok: false,
      error: 'Por favor ingresa un valor para generar el artículo',
    });
    expect(await generateArticleAction({ sourceType: 'website', sourceValue: 'http://localhost:3000/admin' })).toMatchObject({
      ok: false,
      error: expect.stringContaining('red privada'),
    });
    expect((await getDb().select().from(blogArticles)).length).toBe(before);
  });
});

describe('publishing, editing and deleting', () => {
  it('publish sets published_at now, unpublish clears it, both refresh the public blog', async () => {
    const { id, slug } = await generate('pollo a la brasa');
    expect((await publishArticleAction({ articleId: id })).ok).toBe(true);
    const published = await article(id);
    expect(published?.status).toBe('published');
    expect(Date.now() - (published?.publishedAt?.getTime() ?? 0)).toBeLessThan(10_000);
    expect(requestContext.revalidated).toContain(`/blog/${slug}`);
    expect((await unpublishArticleAction({ articleId: id })).ok).toBe(true);
    expect(await article(id)).toMatchObject({ status: 'draft', publishedAt: null });
  });

  it('saving a new title moves the slug, keeps the old one as a redirect and sanitizes the body', async () => {
    const { id, slug } = await generate('cuy chactado');
    const oldCover = (await article(id))?.imageUrl ?? '';
    await publishArticleAction({ articleId: id });
    requestContext.revalidated = [];
    const result = await updateArticleAction({
      articleId: id,
      title: 'Cuy chactado: la guía definitiva',
      excerpt: 'Todo sobre el cuy',
      seoKeywords: ' cuy , arequipa,, cuy ',
      content: '<h2 onmouseover="x()">Hola</h2><p>Texto</p><script>alert(1)</script><a href="javascript:alert(1)">mal</a><iframe src="https://x.pe"></iframe>',
    });
    expect(result).toEqual({ ok: true, data: { slug: 'cuy-chactado-la-guia-definitiva' } });
    const row = await article(id);
    expect(row).toMatchObject({ title: 'Cuy chactado: la guía definitiva', excerpt: 'Todo sobre el cuy', seoKeywords: 'cuy, arequipa' });
    expect(row?.content).toBe('<h2>Hola</h2><p>Texto</p><a>mal</a>');
    const redirects = await getDb().select().from(blogSlugRedirects).where(eq(blogSlugRedirects.articleId, id));
    expect(redirects.map((r) => r.oldSlug)).toEqual([slug]);
    expect(requestContext.revalidated).toEqual(expect.arrayContaining([`/blog/${slug}`, '/blog/cuy-chactado-la-guia-definitiva']));
    // A new title gets a new cover; the old file is gone.
    expect(row?.imageUrl).not.toBe(oldCover);
    expect(existsSync(uploadsFile(oldCover))).toBe(false);

    // Renaming back takes the old slug again instead of redirecting it to itself.
    await updateArticleAction({ articleId: id, title: 'Guía práctica: cuy chactado', excerpt: '', seoKeywords: '', content: '<p>Texto</p>' });
    expect((await article(id))?.slug).toBe(slug);
    const after = await getDb().select().from(blogSlugRedirects).where(eq(blogSlugRedirects.articleId, id));
    expect(after.map((r) => r.oldSlug)).toEqual(['cuy-chactado-la-guia-definitiva']);
  });

  it('refuses a body that is empty once sanitized, keeping the article as it was', async () => {
    const { id } = await generate('anticuchos');
    const result = await updateArticleAction({ articleId: id, title: 'Anticuchos', excerpt: '', seoKeywords: '', content: '<script>alert(1)</script>' });
    expect(result).toMatchObject({ ok: false, code: 'invalid' });
    expect((await article(id))?.title).toBe('Guía práctica: anticuchos');
  });

  it('delete removes the article, its cover and refreshes its URLs', async () => {
    const { id, slug } = await generate('picarones');
    const cover = (await article(id))?.imageUrl ?? '';
    expect(await deleteArticleAction({ articleId: id })).toEqual({ ok: true, data: undefined });
    expect(await article(id)).toBeUndefined();
    expect(existsSync(uploadsFile(cover))).toBe(false);
    expect(requestContext.revalidated).toContain(`/blog/${slug}`);
    expect(await deleteArticleAction({ articleId: id })).toMatchObject({ ok: false });
  });

  it('lists every article newest first with the body sanitized again for display', async () => {
    await getDb()
      .insert(blogArticles)
      .values({ title: 'Viejo', slug: 'viejo', content: '<p>ok</p><img src=x onerror=alert(1)>', createdAt: new Date(2020, 0, 1) });
    const { articles, total } = await listArticlesForAdmin(actor(), 1);
    expect(articles.length).toBe(total);
    expect(articles.at(-1)).toMatchObject({ title: 'Viejo', content: '<p>ok</p><img>' });
  });
});

describe('the keyword queue', () => {
  it('adds one keyword per non-blank line, in the order typed, and reports how many', async () => {
    const result = await addKeywordsAction({ keywords: '  web para hoteles \n\n\r\ncatálogo digital\n   \n' });
    expect(result).toEqual({ ok: true, data: { added: 2 } });
    expect(await addKeywordsAction({ keywords: ' \n \n' })).toMatchObject({ ok: false, error: 'Por favor ingresa palabras clave' });
    const { keywords, pendingCount } = await listKeywordQueue(actor());
    expect(keywords.map((k) => k.keyword)).toEqual(['web para hoteles', 'catálogo digital']);
    expect(pendingCount).toBe(2);
  });

  it('deletes pending keywords only', async () => {
    const [used] = await getDb().insert(blogKeywordsQueue).values({ keyword: 'usada', status: 'used', usedAt: new Date() }).returning();
    expect(await deleteKeywordAction({ keywordId: used?.id ?? '' })).toMatchObject({ ok: false, error: 'solo se pueden eliminar palabras clave pendientes' });
    const { keywords } = await listKeywordQueue(actor());
    const pending = keywords.find((k) => k.keyword === 'web para hoteles');
    expect(await deleteKeywordAction({ keywordId: pending?.id ?? '' })).toEqual({ ok: true, data: undefined });
    const after = await listKeywordQueue(actor());
    expect(after.keywords.map((k) => [k.keyword, k.status])).toEqual([
      ['catálogo digital', 'pending'],
      ['usada', 'used'],
    ]);
    expect(after.keywords[1]?.usedAt).toBeTruthy();
  });
});
