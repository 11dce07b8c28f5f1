import 'server-only';
import { revalidatePath, revalidateTag } from 'next/cache';
import { SITE_ROUTE } from './host-rewrites';

/** Tag of the cached reads behind one site's pages, sitemap and robots. */
export const siteCacheTag = (label: string) => `site:${label}`;

/**
 * Expires everything a site serves (every page under its internal route, and the data behind
 * them) after a publish, a suspension or a reactivation: the next visitor gets the new version.
 */
export function revalidateSite(label: string): void {
  revalidatePath(`${SITE_ROUTE}/${label}`, 'layout');
  revalidateTag(siteCacheTag(label), { expire: 0 });
}

/**
 * How long any cached read behind a site may live without being expired (decision 0010): the
 * backstop for work that runs without a request (below). The route files repeat the number as a
 * literal, since Next reads their `revalidate` before running any code.
 */
export const SITE_CACHE_BACKSTOP_SECONDS = 3600;

/**
 * Runs cache expiry from work that may run without a request: the daily jobs run from the cron
 * route (a request: expired at once) or from the in-process scheduler, where Next cannot expire
 * anything; there the one-hour backstop catches up.
 */
export function expireIfServing(expire: () => void): void {
  try {
    expire();
  } catch {
    // No request around us: nothing to expire from here.
  }
}

/** revalidateSite for the sites a daily job changed. */
export function revalidateSitesIfServing(labels: string[]): void {
  expireIfServing(() => labels.forEach(revalidateSite));
}
