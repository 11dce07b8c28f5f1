import 'server-only';
import { eq } from 'drizzle-orm';
import { blogArticles, blogSlugRedirects } from '@/db/schema';
import { UserFacingError } from '@/lib/actions/result';
import { generateArticle } from '@/lib/ai/generate-article';
import { AuthError, type Actor } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { sanitizeArticleHtml } from '@/lib/html/sanitize';
import { logger } from '@/lib/logger';
import { getStorage, removeStoredUrl } from '@/lib/storage/storage';
import { normalizeKeywordList, type ArticleSourceType } from './admin-schemas';
import { revalidateBlog } from './cache';
import { createCoverImage } from './cover-image';
import { isUniqueViolation, uniqueSlug } from './unique-slug';

/**
 * The admin's article operations (spec section 7, blog_articles writes). Bodies are sanitized
 * before they are stored; every change visible to the public refreshes the cached blog.
 */
function assertAdmin(actor: Actor) {
  if (actor.role !== 'admin') throw new AuthError('forbidden');
}

const NOT_FOUND = 'el artículo ya no existe';

/** A slug picked just before the insert can be taken by a concurrent save: try again. */
async function withSlugRetry<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt < 3 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

/** A cover that fails to render is not worth losing the article over. */
async function tryCover(articleId: string, title: string): Promise<string | null> {
  try {
    return await createCoverImage(articleId, title);
  } catch (err) {
    logger.warn({ err, articleId }, 'cover image could not be created');
    return null;
  }
}

/** Generates an article with AI and saves it as a draft with a cover image. */
export async function createArticleDraft(
  actor: Actor,
  input: { sourceType: ArticleSourceType; sourceValue: string; seoKeywords?: string },
): Promise<{ id: string; title: string; slug: string }> {
  assertAdmin(actor);
  const generated = await generateArticle(input);
  const id = crypto.randomUUID();
  const imageUrl = await tryCover(id, generated.title);
  try {
    return await withSlugRetry(() =>
      getDb().transaction(async (tx) => {
        const slug = await uniqueSlug(tx, generated.title);
        const [row] = await tx
          .insert(blogArticles)
          .values({
            id,
            title: generated.title,
            content: sanitizeArticleHtml(generated.content),
            excerpt: generated.excerpt,
            slug,
            seoKeywords: normalizeKeywordList(input.seoKeywords, generated.suggestedKeywords) || null,
            sourceType: input.sourceType,
            sourceValue: input.sourceValue,
            authorId: actor.userId,
            status: 'draft',
            imageUrl,
          })
          .returning({ id: blogArticles.id, title: blogArticles.title, slug: blogArticles.slug });
        if (!row) throw new Error('article insert returned no row');
        return row;
      }),
    );
  } catch (error) {
    await removeStoredUrl(imageUrl).catch(() => undefined);
    throw error;
  }
}

export async function publishArticle(actor: Actor, articleId: string): Promise<void> {
  assertAdmin(actor);
  const [row] = await getDb()
    .update(blogArticles)
    .set({ status: 'published', publishedAt: new Date() })
    .where(eq(blogArticles.id, articleId))
    .returning({ slug: blogArticles.slug });
  if (!row) throw new UserFacingError(NOT_FOUND);
  revalidateBlog([row.slug, ...(await redirectingSlugs(articleId))]);
}

export async function unpublishArticle(actor: Actor, articleId: string): Promise<void> {
  assertAdmin(actor);
  const [row] = await getDb()
    .update(blogArticles)
    .set({ status: 'draft', publishedAt: null })
    .where(eq(blogArticles.id, articleId))
    .returning({ slug: blogArticles.slug });
  if (!row) throw new UserFacingError(NOT_FOUND);
  revalidateBlog([row.slug, ...(await redirectingSlugs(articleId))]);
}

/** An article's old slugs: their cached redirects must follow its visibility too. */
async function redirectingSlugs(articleId: string): Promise<string[]> {
  const rows = await getDb().select({ slug: blogSlugRedirects.oldSlug }).from(blogSlugRedirects).where(eq(blogSlugRedirects.articleId, articleId));
  return rows.map((r) => r.slug);
}

/**
 * Saves title, excerpt, keywords and body. The slug follows the title; the old slug keeps
 * answering with a redirect. A new title also gets a new cover.
 */
export async function updateArticle(
  actor: Actor,
  input: { articleId: string; title: string; excerpt: string; seoKeywords: string; content: string },
): Promise<{ slug: string }> {
  assertAdmin(actor);
  const db = getDb();
  const [current] = await db
    .select({ title: blogArticles.title, slug: blogArticles.slug, imageUrl: blogArticles.imageUrl })
    .from(blogArticles)
    .where(eq(blogArticles.id, input.articleId))
    .limit(1);
  if (!current) throw new UserFacingError(NOT_FOUND);
  const content = sanitizeArticleHtml(input.content);
  if (!content.replace(/<[^>]*>/g, '').trim()) throw new UserFacingError('el contenido quedó vacío después de limpiarlo', 'invalid');
  const titleChanged = current.title !== input.title;
  const newCover = titleChanged ? await tryCover(input.articleId, input.title) : null;

  const saved = await withSlugRetry(() =>
    db.transaction(async (tx) => {
      const slug = await uniqueSlug(tx, input.title, input.articleId);
      if (slug !== current.slug) {
        // The new slug may be one of this article's old ones: it stops being a redirect.
        await tx.delete(blogSlugRedirects).where(eq(blogSlugRedirects.oldSlug, slug));
        await tx
          .insert(blogSlugRedirects)
          .values({ oldSlug: current.slug, articleId: input.articleId })
          .onConflictDoUpdate({ target: blogSlugRedirects.oldSlug, set: { articleId: input.articleId } });
      }
      const [row] = await tx
        .update(blogArticles)
        .set({
          title: input.title,
          excerpt: input.excerpt,
          seoKeywords: normalizeKeywordList(input.seoKeywords) || null,
          content,
          slug,
          ...(newCover ? { imageUrl: newCover } : {}),
        })
        .where(eq(blogArticles.id, input.articleId))
        .returning({ slug: blogArticles.slug });
      if (!row) throw new UserFacingError(NOT_FOUND);
      return row;
    }),
  ).catch(async (error: unknown) => {
    await removeStoredUrl(newCover).catch(() => undefined);
    throw error;
  });

  if (newCover && current.imageUrl && isGeneratedCover(current.imageUrl)) await removeStoredUrl(current.imageUrl).catch(() => undefined);
  revalidateBlog([current.slug, saved.slug]);
  return saved;
}

function isGeneratedCover(url: string): boolean {
  return getStorage().keyFromUrl(url)?.startsWith('blog-covers/') ?? false;
}

/** Deletes an article, its redirects (cascade) and its generated cover. */
export async function deleteArticle(actor: Actor, articleId: string): Promise<void> {
  assertAdmin(actor);
  const oldSlugs = await redirectingSlugs(articleId);
  const [row] = await getDb()
    .delete(blogArticles)
    .where(eq(blogArticles.id, articleId))
    .returning({ slug: blogArticles.slug, imageUrl: blogArticles.imageUrl });
  if (!row) throw new UserFacingError(NOT_FOUND);
  if (row.imageUrl && isGeneratedCover(row.imageUrl)) {
    await removeStoredUrl(row.imageUrl).catch((err: unknown) => logger.warn({ err, articleId }, 'could not remove a deleted article cover'));
  }
  revalidateBlog([row.slug, ...oldSlugs]);
}
