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
