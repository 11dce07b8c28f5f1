import 'server-only';
import { revalidatePath, revalidateTag } from 'next/cache';
import { BLOG_LIST_ROUTE } from './list-routes';

/** Tag of every cached blog read outside the pages themselves: feed, sitemap, share images. */
export const BLOG_CACHE_TAG = 'blog';

/**
 * For the sitemap and the feed, which render per request from cached data: a CDN or an nginx
 * cache in front may keep them five minutes and serve a stale copy while it refetches.
 */
export const PUBLIC_XML_CACHE_CONTROL = 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400';

/**
 * Refreshes the cached public blog after an article is published, unpublished, edited or
 * deleted: every list page (one article more or less shifts them all), each affected article
 * URL (pass old and new slugs) and the data behind the sitemap, the feed and the share images.
 * Entries expire at once, so the next visitor gets a fresh render, not a stale copy.
 *
 * Call it from a server action or route handler: Next keeps its cache state per request.
 * (Work started by the in-process scheduler has no request; the pages' `revalidate` window
 * catches it up, see lib/blog/auto-publish-schedule.ts.)
 */
export function revalidateBlog(slugs: string[]): void {
  revalidatePath(BLOG_LIST_ROUTE, 'page');
  for (const slug of new Set(slugs)) revalidatePath(`/blog/${slug}`);
  revalidateTag(BLOG_CACHE_TAG, { expire: 0 });
}
