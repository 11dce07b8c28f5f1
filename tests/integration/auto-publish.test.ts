import { asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { blogArticles, blogKeywordsQueue } from '@/db/schema';
import { UserFacingError } from '@/lib/actions/result';
import type { GeneratedArticle } from '@/lib/ai/generate-article';
import { autoPublishNowAction } from '@/lib/blog/auto-publish-actions';
import { autoPublishArticle, NO_PENDING_KEYWORDS, RUN_IN_PROGRESS, type ArticleGenerator } from '@/lib/blog/auto-publish';
import { getDb } from '@/lib/db/client';
import { signInAsNewUser, signOut } from '../helpers/auth';
import { withFakeOpenAI } from '../helpers/fake-openai';
import { requestContext } from '../helpers/request-context';

const db = () => getDb();

async function resetQueue(): Promise<void> {
  await db().delete(blogKeywordsQueue);
  await db().delete(blogArticles);
}

/** Queues keywords oldest first, a minute apart, like an admin adding them over time. */
async function queue(...keywords: string[]): Promise<void> {
  const start = Date.now() - 60 * 60_000;
  await db()
    .insert(blogKeywordsQueue)
    .values(keywords.map((keyword, i) => ({ keyword, createdAt: new Date(start + i * 60_000) })));
}

const keywordRows = () => db().select().from(blogKeywordsQueue).orderBy(asc(blogKeywordsQueue.createdAt));
const articleRows = () => db().select().from(blogArticles);

function writer(options: { delayMs?: number; article?: Partial<GeneratedArticle> } = {}): ArticleGenerator & { calls: string[] } {
  const calls: string[] = [];
  const generate = async ({ sourceValue }: { sourceValue: string }) => {
    calls.push(sourceValue);
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    return {
      title: `Guía práctica: ${sourceValue}`,
      content: `<h2>Por qué importa</h2><p>${sourceValue} ayuda a los negocios del Perú a conseguir clientes.</p>`,
      excerpt: `Todo sobre ${sourceValue}.`,
      suggestedKeywords: ['sitio web', 'seo local'],
      ...options.article,
    };
  };
  return Object.assign(generate, { calls });
}

beforeEach(resetQueue);

describe('autoPublishArticle', () => {
  it("answers the spec's message when the queue is empty and creates nothing", async () => {
    await expect(autoPublishArticle({ generate: writer() })).resolves.toEqual({
      success: false,
      reason: 'empty',
      message: NO_PENDING_KEYWORDS,
    });
    expect(NO_PENDING_KEYWORDS).toBe('No hay palabras clave pendientes');
    expect(await articleRows()).toHaveLength(0);
  });

  it('publishes an article for the oldest pending keyword and marks that keyword used', async () => {
    await queue('cevichería en Chorrillos', 'pollerías en Arequipa');
    const now = new Date('2026-11-23T14:00:00Z');
    const result = await autoPublishArticle({ generate: writer(), now });

    expect(result).toMatchObject({ success: true, message: 'Artículo publicado: Guía práctica: cevichería en Chorrillos' });
    const [article] = await articleRows();
    expect(article).toMatchObject({
      title: 'Guía práctica: cevichería en Chorrillos',
      slug: 'guia-practica-cevicheria-en-chorrillos',
      status: 'published',
      publishedAt: now,
      sourceType: 'keyword',
      sourceValue: 'cevichería en Chorrillos',
      seoKeywords: 'cevichería en Chorrillos, sitio web, seo local',
    });
    expect(article?.imageUrl).toMatch(/blog-covers\/.+\.webp$/);

    const [used, next] = await keywordRows();
    expect(used).toMatchObject({ status: 'used', usedAt: now, articleId: article?.id });
    expect(next).toMatchObject({ keyword: 'pollerías en Arequipa', status: 'pending', usedAt: null, articleId: null });
  });

  it('two runs started at the same moment make one article and use one keyword', async () => {
    await queue('tiendas de ropa en Gamarra', 'hostales en Cusco', 'talleres mecánicos');
    const generate = writer({ delayMs: 150 });
    const results = await Promise.all([autoPublishArticle({ generate }), autoPublishArticle({ generate })]);

    expect(results.filter((r) => r.success)).toHaveLength(1);
    expect(results.find((r) => !r.success)).toMatchObject({ reason: 'busy', message: RUN_IN_PROGRESS });
    expect(generate.calls).toEqual(['tiendas de ropa en Gamarra']);
    expect(await articleRows()).toHaveLength(1);
    const keywords = await keywordRows();
    expect(keywords.map((k) => k.status)).toEqual(['used', 'pending', 'pending']);
  });

  it('leaves the keyword pending when the article cannot be written, so the next run uses it', async () => {
    await queue('panaderías en Trujillo');
    const failing = async () => {
      throw new UserFacingError('el servicio de IA no está disponible en este momento');
    };
    await expect(autoPublishArticle({ generate: failing })).rejects.toThrow('no está disponible');
    expect(await articleRows()).toHaveLength(0);
    expect(await keywordRows()).toMatchObject([{ keyword: 'panaderías en Trujillo', status: 'pending', usedAt: null, articleId: null }]);

    const retry = await autoPublishArticle({ generate: writer() });
    expect(retry.success).toBe(true);
    expect(await keywordRows()).toMatchObject([{ status: 'used' }]);
  });

  it('stores a sanitized body: scripts, handlers, javascript: links and iframes never reach the database', async () => {
    await queue('seguridad web');
    await autoPublishArticle({
      generate: writer({
        article: {
          content:
            '<h2 onclick="robar()">Hola</h2><p>Texto del artículo.</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><iframe src="https://malo.example"></iframe><img src="x" onerror="alert(1)">',
        },
      }),
    });
    const [article] = await articleRows();
    expect(article?.content).toContain('<h2>Hola</h2>');
    expect(article?.content).not.toMatch(/<script|onclick|onerror|javascript:|<iframe/i);
  });

  it('gives a repeated title a numbered slug', async () => {
    await queue('café de Chanchamayo', 'café de Chanchamayo');
    await autoPublishArticle({ generate: writer() });
    await autoPublishArticle({ generate: writer() });
    const slugs = (await articleRows()).map((a) => a.slug).sort();
    expect(slugs).toEqual(['guia-practica-cafe-de-chanchamayo', 'guia-practica-cafe-de-chanchamayo-2']);
  });

  it('keeps nothing when the keyword is deleted while the article is being written', async () => {
    await queue('florerías en Miraflores');
    const generate: ArticleGenerator = async (input) => {
      await db().delete(blogKeywordsQueue).where(eq(blogKeywordsQueue.keyword, input.sourceValue));
      return writer()(input);
    };
    const result = await autoPublishArticle({ generate });
    expect(result).toMatchObject({ success: false, reason: 'gone' });
    expect(await articleRows()).toHaveLength(0);
  });

  it('takes over the claim of a run that died, but not of one still running', async () => {
    await queue('gimnasios en San Isidro');
    await db()
      .update(blogKeywordsQueue)
      .set({ usedAt: new Date(Date.now() - 60_000) });
    await expect(autoPublishArticle({ generate: writer() })).resolves.toMatchObject({ success: false, reason: 'busy' });

    await db()
      .update(blogKeywordsQueue)
      .set({ usedAt: new Date(Date.now() - 20 * 60_000) });
    await expect(autoPublishArticle({ generate: writer() })).resolves.toMatchObject({ success: true });
  });

  it('leaves the article as a draft in draft mode, still using the keyword', async () => {
    await queue('agencias de viaje en Puno');
    const result = await autoPublishArticle({ generate: writer(), mode: 'draft' });
    expect(result).toMatchObject({ success: true, article: { status: 'draft' } });
    expect(await articleRows()).toMatchObject([{ status: 'draft', publishedAt: null }]);
    expect(await keywordRows()).toMatchObject([{ status: 'used' }]);
  });
});

describe("autoPublishNowAction (the admin's 'Probar Auto-Publicación Ahora')", () => {
  const fake = withFakeOpenAI({ slowMs: 2_000, timeoutMs: 1_000 });

  beforeEach(() => {
    signOut();
    requestContext.revalidated = [];
  });

  it('refuses anonymous visitors and customers, touching nothing', async () => {
    await queue('restaurantes en Barranco');
    await expect(autoPublishNowAction()).resolves.toMatchObject({ ok: false, code: 'unauthenticated' });
    await signInAsNewUser();
    await expect(autoPublishNowAction()).resolves.toMatchObject({ ok: false, code: 'forbidden' });
    expect(await keywordRows()).toMatchObject([{ status: 'pending', usedAt: null }]);
    expect(fake.requests).toHaveLength(0);
  });

  it('publishes through the AI writer, answers the title and refreshes the cached blog', async () => {
    const admin = await signInAsNewUser({ admin: true });
    await queue('restaurantes en Barranco');
    const result = await autoPublishNowAction();
    expect(result).toEqual({
      ok: true,
      data: {
        success: true,
        article: { title: 'Guía práctica: restaurantes en Barranco' },
        message: 'Artículo publicado: Guía práctica: restaurantes en Barranco',
      },
    });
    const [article] = await articleRows();
    expect(article).toMatchObject({ status: 'published', authorId: admin.id });
    expect(requestContext.revalidated).toEqual(expect.arrayContaining(['/(marketing)/blog/page/[page]', `/blog/${article?.slug}`, 'tag:blog']));
  });

  it('reports an empty queue as an unsuccessful answer, not an error', async () => {
    await signInAsNewUser({ admin: true });
    await expect(autoPublishNowAction()).resolves.toEqual({
      ok: true,
      data: { success: false, message: 'No hay palabras clave pendientes' },
    });
  });

  it('reports an AI failure as an error and keeps the keyword pending', async () => {
    await signInAsNewUser({ admin: true });
    await queue('veterinarias en Surco');
    fake.failNext('error500');
    const result = await autoPublishNowAction();
    expect(result).toMatchObject({ ok: false, error: expect.stringContaining('no está disponible') });
    expect(await keywordRows()).toMatchObject([{ status: 'pending', usedAt: null }]);
    expect(await articleRows()).toHaveLength(0);
    expect(requestContext.revalidated).toEqual([]);
  });
});
