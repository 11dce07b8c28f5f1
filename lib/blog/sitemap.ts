import 'server-only';
import { footerNav, headerCta } from '@/content/site';
import { absoluteUrl } from '@/lib/config/app-url';
import { sitemapIndex, sitemapUrl, sitemapUrlset } from '@/lib/html/sitemap';
import { countPublished, countPublishedArticles, getSitemapBlock, readSitemapBlock, SITEMAP_BLOCK_SIZE, type SitemapArticle } from './queries';

/**
 * The sitemap (spec: generate-sitemap): the public pages and every published article with its
 * last modification (from article lists cached until the blog changes). Past 50,000 URLs (the protocol's limit per file) /sitemap.xml becomes a
 * sitemap index: /sitemaps/0.xml lists the pages, /sitemaps/1.xml onwards the articles.
 */
export const MAX_SITEMAP_URLS = 50_000;

/** Every public page of this site, from the same lists the header and footer link to (no anchors, no other sites). */
export const PUBLIC_SITEMAP_PATHS: readonly string[] = [
  ...new Set(['/', '/blog', headerCta.href, ...footerNav.flatMap((group) => group.links.map((link) => link.href))]),
].filter((path) => path.startsWith('/') && !path.includes('#'));

/** Where the article list comes from: Next's data cache (requests), or the database (benchmarks). */
type SitemapSource = { count: () => Promise<number>; block: (n: number) => Promise<SitemapArticle[]> };

export const CACHED_SOURCE: SitemapSource = { count: countPublishedArticles, block: getSitemapBlock };
export const DATABASE_SOURCE: SitemapSource = { count: countPublished, block: readSitemapBlock };

type Options = { maxUrls?: number; source?: SitemapSource };

const pageEntry = (path: string) => sitemapUrl(absoluteUrl(path));

/** Articles [from, from + count) in publication order, read through the cached blocks. */
async function articlesRange(source: SitemapSource, from: number, count: number): Promise<SitemapArticle[]> {
  if (count <= 0) return [];
  const first = Math.floor(from / SITEMAP_BLOCK_SIZE);
  const last = Math.floor((from + count - 1) / SITEMAP_BLOCK_SIZE);
  const blocks = await Promise.all(Array.from({ length: last - first + 1 }, (_, i) => source.block(first + i)));
  const start = from - first * SITEMAP_BLOCK_SIZE;
  return blocks.flat().slice(start, start + count);
}

/** One URL object per article would cost more than the whole query at 50,000 articles. */
function articleEntries(articles: SitemapArticle[]): string[] {
  const prefix = absoluteUrl('/blog/');
  return articles.map((a) => sitemapUrl(`${prefix}${a.slug}`, a.lastModified));
}

function articleFileCount(total: number, maxUrls: number): number {
  return Math.ceil(total / maxUrls);
}

/** /sitemap.xml: one urlset, or the index of the split files when it would be too long. */
export async function buildSitemap({ maxUrls = MAX_SITEMAP_URLS, source = CACHED_SOURCE }: Options = {}): Promise<string> {
  const total = await source.count();
  if (PUBLIC_SITEMAP_PATHS.length + total <= maxUrls) {
    const pages = PUBLIC_SITEMAP_PATHS.map(pageEntry);
    return sitemapUrlset([...pages, ...articleEntries(await articlesRange(source, 0, total))]);
  }
  const files = Array.from({ length: articleFileCount(total, maxUrls) + 1 }, (_, n) => absoluteUrl(`/sitemaps/${n}.xml`));
  return sitemapIndex(files);
}

/** /sitemaps/{n}.xml of the index: 0 is the pages, n ≥ 1 the n-th slice of articles; null past the end. */
export async function buildSitemapFile(n: number, { maxUrls = MAX_SITEMAP_URLS, source = CACHED_SOURCE }: Options = {}): Promise<string | null> {
  if (!Number.isInteger(n) || n < 0) return null;
  if (n === 0) return sitemapUrlset(PUBLIC_SITEMAP_PATHS.map(pageEntry));
  const total = await source.count();
  if (n > articleFileCount(total, maxUrls)) return null;
  const from = (n - 1) * maxUrls;
  return sitemapUrlset(articleEntries(await articlesRange(source, from, Math.min(maxUrls, total - from))));
}
