/**
 * Where the public blog list lives. Visitors see `/blog` and `/blog?page=N`; Next serves them
 * from `/blog/page/[page]`, an ISR route that is cached per page number. A page reading
 * `searchParams` would render on every request, and a plain `/blog` page would be prerendered
 * by `next build`, which must not open the database; the rewrite gives both cached pages and a
 * database-free build. next.config.ts installs these rewrites (they also apply to router
 * prefetches, which proxy.ts does not see).
 *
 * No server imports: next.config.ts loads this file.
 */
export const BLOG_PAGE_SIZE = 12;

/** How many list pages `total` published articles fill: an empty blog still has its first page. */
export function listPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));
}

/** Page numbers beyond this are refused (and never create cache entries). */
export const BLOG_MAX_PAGE = 99_999;

/**
 * The list route's file path, as revalidatePath() needs it to reach every page number at once:
 * Next tags cached pages with their file path, route group included.
 */
export const BLOG_LIST_ROUTE = '/(marketing)/blog/page/[page]';

export const blogListRewrites = [
  {
    source: '/blog',
    has: [{ type: 'query' as const, key: 'page', value: '(?<page>[1-9][0-9]{0,4})' }],
    destination: '/blog/page/:page',
  },
  { source: '/blog', destination: '/blog/page/1' },
];

/** The public address of list page `page` (page 1 is plain /blog). */
export function blogListHref(page: number): string {
  return page <= 1 ? '/blog' : `/blog?page=${page}`;
}

/** The route parameter as a page number, or null when it is not one we serve. */
export function parseListPage(value: string): number | null {
  if (!/^[1-9][0-9]{0,4}$/.test(value)) return null;
  const page = Number(value);
  return page <= BLOG_MAX_PAGE ? page : null;
}
