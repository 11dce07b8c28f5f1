import 'server-only';
import { and, eq, sql, TransactionRollbackError } from 'drizzle-orm';
import { blogArticles, blogKeywordsQueue } from '@/db/schema';
import { UserFacingError } from '@/lib/actions/result';
import { generateArticle, type GenerateArticleInput, type GeneratedArticle } from '@/lib/ai/generate-article';
import { getDb } from '@/lib/db/client';
import { sanitizeArticleHtml } from '@/lib/html/sanitize';
import { logger } from '@/lib/logger';
import { removeStoredUrl } from '@/lib/storage/storage';
import { normalizeKeywordList } from './admin-schemas';
import { createCoverImage } from './cover-image';
import { isUniqueViolation, uniqueSlug } from './unique-slug';

/**
 * auto-publish-article: takes the oldest pending keyword of the queue, has the AI write an
 * article about it, publishes it (or leaves it as a draft) and marks the keyword used, all or
 * nothing. The admin's 'Probar Auto-Publicación Ahora' and the weekly schedule both call this.
 */
export type AutoPublishResult =
  | { success: true; article: { id: string; title: string; slug: string; status: 'published' | 'draft' }; message: string }
  | { success: false; reason: 'empty' | 'busy' | 'gone'; message: string };

export const NO_PENDING_KEYWORDS = 'No hay palabras clave pendientes';
export const RUN_IN_PROGRESS = 'Ya hay una publicación automática en curso. Intenta de nuevo en unos minutos.';
export const KEYWORD_GONE = 'La palabra clave se eliminó de la cola mientras se escribía el artículo. No se publicó nada.';

export type ArticleGenerator = (input: GenerateArticleInput) => Promise<GeneratedArticle>;

export type AutoPublishOptions = {
  /** 'draft' leaves the article for an admin to approve (AUTO_PUBLISH_MODE=draft). */
  mode?: 'publish' | 'draft';
  authorId?: string | null;
  /** The AI writer; tests pass a stand-in. */
  generate?: ArticleGenerator;
  now?: Date;
};

/**
 * A claim older than this belongs to a run that died (the AI call's own timeout is far shorter),
 * and the keyword may be claimed again.
 */
const CLAIM_TTL_MINUTES = 15;

type Claim = { id: string; keyword: string; token: Date };

/**
 * Claims the oldest pending keyword with one conditional UPDATE. While the article is written
 * the keyword stays 'pending' with used_at set to the claim time: that timestamp is the claim
 * token. No transaction is held open during the AI call (on PGlite an open transaction would
 * stall every other query of the server for half a minute).
 *
 * A second run started meanwhile finds the oldest keyword claimed and stops, rather than taking
 * the next one (SKIP LOCKED would): two runs at the same moment make one article, not two.
 */
async function claimOldestKeyword(now: Date): Promise<Claim | 'empty' | 'busy'> {
  const db = getDb();
  const staleBefore = new Date(now.getTime() - CLAIM_TTL_MINUTES * 60_000);
  const result = await db.execute<{ id: string; keyword: string }>(sql`
    with oldest as (
      select ${blogKeywordsQueue.id} as id, ${blogKeywordsQueue.usedAt} as used_at
      from ${blogKeywordsQueue}
      where ${blogKeywordsQueue.status} = 'pending'
      order by ${blogKeywordsQueue.createdAt}, ${blogKeywordsQueue.id}
      limit 1
      for update
    )
    update ${blogKeywordsQueue} as q set used_at = ${now.toISOString()}::timestamptz
    from oldest
    where q.id = oldest.id and (oldest.used_at is null or oldest.used_at < ${staleBefore.toISOString()}::timestamptz)
    returning q.id, q.keyword`);
  const [row] = result.rows;
  if (row) return { id: row.id, keyword: row.keyword, token: now };
  const [pending] = await db.select({ id: blogKeywordsQueue.id }).from(blogKeywordsQueue).where(eq(blogKeywordsQueue.status, 'pending')).limit(1);
  return pending ? 'busy' : 'empty';
}

/** Gives the keyword back to the queue, unless someone else has taken it over since. */
async function releaseClaim(claim: Claim): Promise<void> {
  await getDb()
    .update(blogKeywordsQueue)
    .set({ usedAt: null })
    .where(and(eq(blogKeywordsQueue.id, claim.id), eq(blogKeywordsQueue.status, 'pending'), eq(blogKeywordsQueue.usedAt, claim.token)));
}

type StoredArticle = { id: string; title: string; slug: string; status: 'published' | 'draft' };

/** The cover is a nicety: an article without one is still worth publishing. */
async function tryCover(articleId: string, title: string): Promise<string | null> {
  try {
    return await createCoverImage(articleId, title);
  } catch (err) {
    logger.warn({ err, articleId }, 'auto-publish: cover image could not be created');
    return null;
  }
}

type StoreOptions = Required<Omit<AutoPublishOptions, 'generate'>>;

/**
 * Writes the article (with its cover) and marks the keyword used in one transaction. The keyword
 * update only matches while our claim stands; if it does not, nothing is kept.
 */
async function storeArticle(claim: Claim, generated: GeneratedArticle, options: StoreOptions): Promise<StoredArticle | null> {
  const title = generated.title.trim();
  const content = sanitizeArticleHtml(generated.content);
  if (!title || !content.replace(/<[^>]*>/g, '').trim()) {
    throw new UserFacingError('el servicio de IA devolvió un artículo vacío, intenta de nuevo');
  }
  const id = crypto.randomUUID();
  const imageUrl = await tryCover(id, title);
  let stored: StoredArticle | null = null;
  try {
    stored = await insertArticle(claim, { id, title, content, imageUrl, generated }, options);
    return stored;
  } finally {
    if (!stored) await removeStoredUrl(imageUrl).catch(() => undefined);
  }
}

type NewArticle = { id: string; title: string; content: string; imageUrl: string | null; generated: GeneratedArticle };

async function insertArticle(claim: Claim, article: NewArticle, options: StoreOptions): Promise<StoredArticle | null> {
  const publish = options.mode === 'publish';
  // A concurrent admin save can take the same slug between our check and our insert: retry.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await getDb().transaction(async (tx) => {
        const slug = await uniqueSlug(tx, article.title);
        const [row] = await tx
          .insert(blogArticles)
          .values({
            id: article.id,
            title: article.title,
            content: article.content,
            excerpt: article.generated.excerpt.trim(),
            slug,
            seoKeywords: normalizeKeywordList([claim.keyword], article.generated.suggestedKeywords),
            sourceType: 'keyword',
            sourceValue: claim.keyword,
            authorId: options.authorId,
            status: publish ? 'published' : 'draft',
            publishedAt: publish ? options.now : null,
            imageUrl: article.imageUrl,
          })
          .returning({ id: blogArticles.id, title: blogArticles.title, slug: blogArticles.slug, status: blogArticles.status });
        if (!row) throw new Error('insert returned no article');
        const used = await tx
          .update(blogKeywordsQueue)
          .set({ status: 'used', usedAt: options.now, articleId: row.id })
          .where(and(eq(blogKeywordsQueue.id, claim.id), eq(blogKeywordsQueue.status, 'pending'), eq(blogKeywordsQueue.usedAt, claim.token)))
          .returning({ id: blogKeywordsQueue.id });
        if (used.length === 0) tx.rollback();
        return row;
      });
    } catch (error) {
      if (error instanceof TransactionRollbackError) return null;
      if (attempt < 3 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

export async function autoPublishArticle(options: AutoPublishOptions = {}): Promise<AutoPublishResult> {
  const now = options.now ?? new Date();
  const generate = options.generate ?? generateArticle;
  const claim = await claimOldestKeyword(now);
  if (claim === 'empty') return { success: false, reason: 'empty', message: NO_PENDING_KEYWORDS };
  if (claim === 'busy') return { success: false, reason: 'busy', message: RUN_IN_PROGRESS };

  let stored: StoredArticle | null;
  try {
    const generated = await generate({ sourceType: 'keyword', sourceValue: claim.keyword });
    stored = await storeArticle(claim, generated, { mode: options.mode ?? 'publish', authorId: options.authorId ?? null, now });
  } catch (error) {
    await releaseClaim(claim);
    logger.warn({ err: error, keyword: claim.keyword }, 'auto-publish: article not created, keyword back in the queue');
    throw error;
  }
  if (!stored) return { success: false, reason: 'gone', message: KEYWORD_GONE };
  logger.info({ articleId: stored.id, slug: stored.slug, status: stored.status }, 'auto-publish: article created');
  return {
    success: true,
    article: stored,
    message: stored.status === 'published' ? `Artículo publicado: ${stored.title}` : `Artículo guardado como borrador para revisión: ${stored.title}`,
  };
}
