import 'server-only';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { blogArticles, blogSlugRedirects } from '@/db/schema';
import { getDb, type Database } from '@/lib/db/client';
import { BLOG_CACHE_TAG } from './cache';
import { BLOG_PAGE_SIZE, listPageCount } from './list-routes';

/**
 * What anonymous visitors may read: published articles only (spec section 6). The pages that
 * call these are cached (ISR), so each query runs when a page is regenerated, not per visit.
 */
export type ArticleSummary = {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  seoKeywords: string | null;
  imageUrl: string | null;
  publishedAt: Date;
};

export type PublicArticle = ArticleSummary & { content: string; updatedAt: Date };

export type ArticlePage = { articles: ArticleSummary[]; page: number; totalPages: number; total: number };

export type ArticleLookup = { kind: 'article'; article: PublicArticle } | { kind: 'moved'; slug: string } | { kind: 'missing' };

const isPublished = eq(blogArticles.status, 'published');

const publishedWithSlug = (slug: string) => and(eq(blogArticles.slug, slug), isPublished);

/** The published article a renamed article's old slug now redirects to (blog_slug_redirects). */
function movedFrom(db: Database, oldSlug: string) {
  return db
    .select({ slug: blogArticles.slug })
    .from(blogSlugRedirects)
    .innerJoin(blogArticles, eq(blogArticles.id, blogSlugRedirects.articleId))
    .where(and(eq(blogSlugRedirects.oldSlug, oldSlug), isPublished))
    .limit(1);
}

const summaryColumns = {
  id: blogArticles.id,
  title: blogArticles.title,
  slug: blogArticles.slug,
  excerpt: blogArticles.excerpt,
  seoKeywords: blogArticles.seoKeywords,
  imageUrl: blogArticles.imageUrl,
  publishedAt: blogArticles.publishedAt,
};

/** The CHECK constraint guarantees a published row has a date; this narrows the type. */
function withDate<T extends { publishedAt: Date | null }>(row: T): T & { publishedAt: Date } {
  return { ...row, publishedAt: row.publishedAt ?? new Date(0) };
}

/** Slugs are produced by slugify: anything else cannot exist, so it is not worth a query. */
export function isPlausibleSlug(slug: string): boolean {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) && slug.length <= 200;
}

/** One page of the list, newest first; `page` beyond the last page gives an empty list. */
export async function listPublishedArticles(page: number): Promise<ArticlePage> {
  const db = getDb();
  const [[totals], rows] = await Promise.all([
    db.select({ total: count() }).from(blogArticles).where(isPublished),
    db
      .select(summaryColumns)
      .from(blogArticles)
      .where(isPublished)
      .orderBy(desc(blogArticles.publishedAt), desc(blogArticles.id))
      .limit(BLOG_PAGE_SIZE)
      .offset((page - 1) * BLOG_PAGE_SIZE),
  ]);
  const total = totals?.total ?? 0;
  return { articles: rows.map(withDate), page, total, totalPages: listPageCount(total) };
}

/**
 * A published article by its slug; an old slug of a renamed article answers where it moved
 * (blog_slug_redirects), so indexed links keep working. Deduplicated per render, since the
 * page and its metadata both ask.
 */
export const findPublishedArticle = cache(async (slug: string): Promise<ArticleLookup> => {
  if (!isPlausibleSlug(slug)) return { kind: 'missing' };
  const db = getDb();
  const [article] = await db
    .select({ ...summaryColumns, content: blogArticles.content, updatedAt: blogArticles.updatedAt })
    .from(blogArticles)
    .where(publishedWithSlug(slug))
    .limit(1);
  if (article) return { kind: 'article', article: withDate(article) };

  const [moved] = await movedFrom(db, slug);
  return moved && moved.slug !== slug ? { kind: 'moved', slug: moved.slug } : { kind: 'missing' };
});

/**
 * Whether findPublishedArticle would find something at this slug (the article, or where it
 * moved), in one query that reads no article: the edge asks it on visits (lib/blog/known-paths.ts).
 */
export async function publishedSlugExists(slug: string): Promise<boolean> {
  if (!isPlausibleSlug(slug)) return false;
  const db = getDb();
  const published = db.select({ id: blogArticles.id }).from(blogArticles).where(publishedWithSlug(slug));
  const result = await db.execute<{ known: boolean }>(sql`select exists (${published}) or exists (${movedFrom(db, slug)}) as known`);
  return result.rows[0]?.known === true;
}

/*
 * The cached readers below go through Next's data cache, which stores JSON: they answer plain
 * values (dates as ISO strings), never Date objects that would come back as strings anyway.
 */

/** Title of a published article for its share image; cached by slug, dropped on any blog change. */
export const getArticleImageTitle = unstable_cache(
  async (slug: string): Promise<string | null> => {
    if (!isPlausibleSlug(slug)) return null;
    const [row] = await getDb().select({ title: blogArticles.title }).from(blogArticles).where(publishedWithSlug(slug)).limit(1);
    return row?.title ?? null;
  },
  ['blog-article-image'],
  { tags: [BLOG_CACHE_TAG], revalidate: 300 },
);

export type FeedArticle = {
  title: string;
  slug: string;
  excerpt: string;
  seoKeywords: string | null;
  imageUrl: string | null;
  content: string;
  publishedAt: string;
};

/** The newest articles with their bodies, for the RSS feed; cached until the blog changes. */
export const getFeedArticles = unstable_cache(
  async (limit: number): Promise<FeedArticle[]> => {
    const rows = await getDb()
      .select({
        title: blogArticles.title,
        slug: blogArticles.slug,
        excerpt: blogArticles.excerpt,
        seoKeywords: blogArticles.seoKeywords,
        imageUrl: blogArticles.imageUrl,
        publishedAt: blogArticles.publishedAt,
        content: blogArticles.content,
      })
      .from(blogArticles)
      .where(isPublished)
      .orderBy(desc(blogArticles.publishedAt), desc(blogArticles.id))
      .limit(limit);
    return rows.map((row) => ({ ...row, publishedAt: withDate(row).publishedAt.toISOString() }));
  },
  ['blog-feed'],
  { tags: [BLOG_CACHE_TAG], revalidate: 300 },
);

export type SitemapArticle = { slug: string; lastModified: string };

/** How many articles are published. */
export async function countPublished(): Promise<number> {
  const [row] = await getDb().select({ total: count() }).from(blogArticles).where(isPublished);
  return row?.total ?? 0;
}

/** The same, cached until the blog changes. */
export const countPublishedArticles = unstable_cache(countPublished, ['blog-published-count'], {
  tags: [BLOG_CACHE_TAG],
  revalidate: 300,
});

/**
 * Published articles oldest first, in fixed blocks of the sitemap, cached until the blog changes.
 *
 * A block is read and cached as one compact text value, "slug epoch-ms,slug epoch-ms,...": as
 * 10,000 mapped rows, turning timestamps into Date objects made a 50,000-article sitemap take
 * seconds on PGlite, and as JSON objects a block would pass Next's 2 MB data-cache item limit.
 * Slugs never contain a space or a comma (slugify), so splitting is safe.
 */
export const SITEMAP_BLOCK_SIZE = 10_000;

async function readSitemapBlockText(block: number): Promise<string> {
  const result = await getDb().execute<{ list: string | null }>(sql`
    select string_agg(slug || ' ' || floor(extract(epoch from greatest(published_at, updated_at)) * 1000)::bigint, ',' order by published_at, id) as list
    from (
      select ${blogArticles.slug} as slug, ${blogArticles.publishedAt} as published_at, ${blogArticles.updatedAt} as updated_at, ${blogArticles.id} as id
      from ${blogArticles}
      where ${blogArticles.status} = 'published'
      order by ${blogArticles.publishedAt}, ${blogArticles.id}
      limit ${SITEMAP_BLOCK_SIZE} offset ${block * SITEMAP_BLOCK_SIZE}
    ) as block`);
  return result.rows[0]?.list ?? '';
}

function parseSitemapBlock(text: string): SitemapArticle[] {
  if (!text) return [];
  return text.split(',').map((entry) => {
    const [slug = '', ms = '0'] = entry.split(' ');
    return { slug, lastModified: new Date(Number(ms)).toISOString() };
  });
}

const getSitemapBlockText = unstable_cache(readSitemapBlockText, ['blog-sitemap-block'], {
  tags: [BLOG_CACHE_TAG],
  revalidate: 300,
});

/** Block `block` straight from the database. */
export async function readSitemapBlock(block: number): Promise<SitemapArticle[]> {
  return parseSitemapBlock(await readSitemapBlockText(block));
}

/** Block `block`, cached until the blog changes. */
export async function getSitemapBlock(block: number): Promise<SitemapArticle[]> {
  return parseSitemapBlock(await getSitemapBlockText(block));
}
