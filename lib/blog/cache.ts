import 'server-only';
import { revalidatePath, revalidateTag } from 'next/cache';
import { after } from 'next/server';
import { BLOG_LIST_ROUTE } from './list-routes';

/** Tag of every cached blog read outside the pages themselves: feed, sitemap, share images. */
export const BLOG_CACHE_TAG = 'blog';

/**
 * For the sitemap and the feed, which render per request from cached data: a CDN or an nginx
 * cache in front may keep them five minutes and serve a stale copy while it refetches.
 */
export const PUBLIC_XML_CACHE_CONTROL = 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400';

/** When to expire again after a change: longer than a page render takes. */
const SETTLE_MS = 1_000;

function expireBlog(slugs: string[]): void {
  revalidatePath(BLOG_LIST_ROUTE, 'page');
  for (const slug of new Set(slugs)) revalidatePath(`/blog/${slug}`);
  revalidateTag(BLOG_CACHE_TAG, { expire: 0 });
}

/**
 * Refreshes the cached public blog after an article is published, unpublished, edited or
 * deleted: every list page (one article more or less shifts them all), each affected article
 * URL (pass old and new slugs) and the data behind the sitemap, the feed and the share images.
 * Entries expire at once, so the next visitor gets a fresh render, not a stale copy.
 *
 * A render that read the database just before the change (a visitor's request, a link prefetch)
 * can finish just after this call and be stored as fresh; expiring everything again once such
 * renders are done bounds that staleness to about a second.
 *
 * Call it from a server action or route handler: Next keeps its cache state per request.
 * (Work started by the in-process scheduler has no request; the pages' `revalidate` window
 * catches it up, see lib/blog/auto-publish-schedule.ts.)
 */
export function revalidateBlog(slugs: string[]): void {
  expireBlog(slugs);
  try {
    // Next applies the revalidations made in after() once its callbacks finish: one pass.
    after(async () => {
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      expireBlog(slugs);
    });
  } catch {
    // No request around us (a script or a test): nothing is being rendered, nothing to settle.
  }
}
