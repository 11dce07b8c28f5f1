import 'server-only';
import { logger } from '@/lib/logger';
import { rememberFound } from '@/lib/utils/remember-found';
// The key the server in front of Next reads (lib/http/edge-hooks.mjs, decision 0017).
import { BLOG_GATE } from '@/lib/http/edge-hooks.mjs';
import { listPageCount, parseListPage } from './list-routes';
import { countPublished, publishedSlugExists } from './queries';

/**
 * Which blog addresses exist, for the server in front of Next. Next caches every article and list
 * page it renders, a missing one's 404 included, on disk and in memory: made-up slugs and page
 * numbers (a scanner's, a broken link's) would each add a cache entry that is never reused. The
 * edge asks here first and hands Next one fixed address for everything the blog does not have,
 * so all of them share one cached 404 (docs/decisions/0006-blog-caching.md).
 */

/** Where every unknown article is rendered: not a slug slugify can produce, so never an article. */
export const MISSING_ARTICLE_PATH = '/blog/-';
/** The blog's own files beside its articles (app/(marketing)/blog). */
export const BLOG_FILES = new Set(['rss.xml']);
/** Where every list page past the last is rendered: page 0 is never a page. */
export const MISSING_LIST_PATH = '/blog/page/0';

/**
 * How long a found slug and the number of list pages are reused. A slug found missing is asked
 * again on the next visit, so an article answers as soon as it is published, on every instance;
 * one unpublished or deleted meanwhile is still handed to Next under its own slug for up to a
 * second, and Next, revalidated by the change, renders its 404 there.
 */
const FRESH_MS = 1_000;
/** Found slugs kept at once; beyond it the oldest is dropped. */
const MAX_REMEMBERED = 5_000;

const slugExists = rememberFound(publishedSlugExists, { freshMs: FRESH_MS, max: MAX_REMEMBERED });
let lastPageAnswer: { pages: Promise<number>; until: number } | null = null;

function lastListPage(now: number): Promise<number> {
  if (lastPageAnswer && lastPageAnswer.until > now) return lastPageAnswer.pages;
  const pages = countPublished().then(listPageCount);
  lastPageAnswer = { pages, until: now + FRESH_MS };
  pages.catch(() => (lastPageAnswer = null));
  return pages;
}

/**
 * The address Next should render for a blog request (path and query as the client sent them),
 * or null to render it as it came: the blog list, a published article or an old slug of one, a
 * list page that exists, and anything that is not a blog address.
 */
export async function blogAddressFor(url: string, now = Date.now()): Promise<string | null> {
  const { pathname, searchParams, search } = new URL(url, 'http://blog');
  const [, blog, first, second, ...rest] = pathname.split('/');
  if (blog !== 'blog' || rest.length > 0) return null;

  if (first === 'page' && second !== undefined) {
    const page = parseListPage(second);
    return page !== null && page <= (await lastListPage(now)) ? null : `${MISSING_LIST_PATH}${search}`;
  }
  if (first === undefined || first === '') {
    // `/blog?page=N` is rewritten by next.config.ts (lib/blog/list-routes.ts) when N looks like a page number.
    const page = parseListPage(searchParams.get('page') ?? '');
    return page === null || page <= (await lastListPage(now)) ? null : MISSING_LIST_PATH;
  }
  if (second !== undefined || BLOG_FILES.has(first)) return null;
  // Read as sent: slugify's slugs need no percent-escape, so an escaped spelling is no article.
  return (await slugExists(first, now)) ? null : `${MISSING_ARTICLE_PATH}${search}`;
}

/**
 * Lets scripts/start.mjs ask before Next renders a blog address (same process: Next runs inside
 * that server). When the database cannot answer, Next gets the address as it came.
 */
export function registerBlogGate(): void {
  (globalThis as Record<symbol, unknown>)[BLOG_GATE] = (url: string) =>
    blogAddressFor(url).catch((error: unknown) => {
      logger.error({ err: error, url }, 'blog address not checked; left to Next');
      return null;
    });
}
