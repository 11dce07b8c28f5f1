import 'server-only';
import { asc, count, desc, eq } from 'drizzle-orm';
import { blogArticles, blogKeywordsQueue } from '@/db/schema';
import { AuthError, type Actor } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { sanitizeArticleHtml } from '@/lib/html/sanitize';
import { formatAdminDate } from '@/lib/utils/admin-dates';
import type { AdminArticle, AdminKeyword } from './admin-schemas';

export const ADMIN_ARTICLES_PAGE_SIZE = 20;
const KEYWORDS_SHOWN = 500;

/** Every article, drafts included, newest first (spec section 7), one page at a time. */
export async function listArticlesForAdmin(
  actor: Actor,
  requestedPage: number,
): Promise<{ articles: AdminArticle[]; page: number; pageCount: number; total: number }> {
  if (actor.role !== 'admin') throw new AuthError('forbidden');
  const db = getDb();
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(blogArticles);
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_ARTICLES_PAGE_SIZE));
  const page = Math.min(Math.max(1, requestedPage), pageCount);
  const rows = await db
    .select()
    .from(blogArticles)
    .orderBy(desc(blogArticles.createdAt), desc(blogArticles.id))
    .limit(ADMIN_ARTICLES_PAGE_SIZE)
    .offset((page - 1) * ADMIN_ARTICLES_PAGE_SIZE);
  const articles = rows.map((r) => ({
    id: r.id,
    title: r.title,
    slug: r.slug,
    excerpt: r.excerpt,
    // Stored bodies were sanitized on the way in; showing them is sanitized again (spec section 5).
    content: sanitizeArticleHtml(r.content),
    seoKeywords: r.seoKeywords ?? '',
    imageUrl: r.imageUrl,
    status: r.status,
    createdAt: formatAdminDate(r.createdAt),
    publishedAt: r.publishedAt ? formatAdminDate(r.publishedAt) : null,
  }));
  return { articles, page, pageCount, total };
}

/** The auto-publish queue, oldest first (spec section 9), with the number still pending. */
export async function listKeywordQueue(actor: Actor): Promise<{ keywords: AdminKeyword[]; pendingCount: number }> {
  if (actor.role !== 'admin') throw new AuthError('forbidden');
  const db = getDb();
  const [rows, [pending]] = await Promise.all([
    db
      .select({ id: blogKeywordsQueue.id, keyword: blogKeywordsQueue.keyword, status: blogKeywordsQueue.status, usedAt: blogKeywordsQueue.usedAt })
      .from(blogKeywordsQueue)
      .orderBy(asc(blogKeywordsQueue.createdAt), asc(blogKeywordsQueue.id))
      .limit(KEYWORDS_SHOWN),
    db.select({ n: count() }).from(blogKeywordsQueue).where(eq(blogKeywordsQueue.status, 'pending')),
  ]);
  return {
    keywords: rows.map((r) => ({
      id: r.id,
      keyword: r.keyword,
      status: r.status,
      // A pending keyword's used_at is the auto-publisher's claim while it writes, not a use.
      usedAt: r.status === 'used' && r.usedAt ? formatAdminDate(r.usedAt) : null,
    })),
    pendingCount: pending?.n ?? 0,
  };
}
