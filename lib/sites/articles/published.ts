import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';
import { siteArticles, sites } from '@/db/schema';
import { getDb } from '@/lib/db/client';
import { siteCacheTag } from '@/lib/sites/serve/cache';

export type PublishedSiteArticle = { slug: string; title: string; excerpt: string; content: string; publishedAt: string };

/** A site's published articles, newest first, read now (the monthly SEO check); pages use getPublishedSiteArticles. */
export async function readPublishedSiteArticles(label: string): Promise<PublishedSiteArticle[]> {
  const rows = await getDb()
    .select({
      slug: siteArticles.slug,
      title: siteArticles.title,
      excerpt: siteArticles.excerpt,
      content: siteArticles.content,
      publishedAt: siteArticles.publishedAt,
    })
    .from(siteArticles)
    .innerJoin(sites, eq(sites.id, siteArticles.siteId))
    .where(and(eq(sites.label, label), eq(siteArticles.status, 'published')))
    .orderBy(desc(siteArticles.publishedAt))
    .limit(120);
  return rows.map((r) => ({ ...r, publishedAt: (r.publishedAt ?? new Date()).toISOString() }));
}

/** A site's published articles, newest first, cached with the rest of the site until it changes. */
export async function getPublishedSiteArticles(label: string): Promise<PublishedSiteArticle[]> {
  return unstable_cache(() => readPublishedSiteArticles(label), ['site-articles', label], { tags: [siteCacheTag(label)] })();
}
