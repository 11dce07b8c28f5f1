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
 * The same for work that may run without a request: the daily lifecycle runs from the cron
 * route (a request: expired at once) or from the in-process scheduler, where Next cannot expire
 * anything; there the pages' one-hour `revalidate` backstop (decision 0010) catches up.
 */
export function revalidateSitesIfServing(labels: string[]): void {
  try {
    for (const label of labels) revalidateSite(label);
  } catch {
    // No request around us: nothing to expire from here.
  }
}
