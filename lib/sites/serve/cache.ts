import 'server-only';
import { revalidatePath, revalidateTag } from 'next/cache';
import { NEXT_CACHE_IMPLICIT_TAG_ID } from 'next/dist/lib/constants';
import { after } from 'next/server';
import { logger } from '@/lib/logger';
import { forgetEdgeCopies } from './edge-copies';
import { SITE_ROUTE } from './host-rewrites';
import { forgetLabelRefusal } from '@/lib/sites/domains/tls-refusals';

/** Tag of the cached reads behind one site's pages, sitemap and robots. */
export const siteCacheTag = (label: string) => `site:${label}`;

/**
 * Expires everything a site serves (every page under its internal route, and the data behind
 * them) after a publish, a suspension or a reactivation: the next visitor gets the new version.
 * Works from a request and from work without one (expireIfServing); there it finishes in the
 * background, and work that must wait for it uses expireSites. Then the edge's one-second copies
 * of its pages go too, on every instance (edge-copies.ts). A site just published gets its
 * certificate at once, even if its host was refused a moment ago (tls-refusals.ts).
 */
export function revalidateSite(label: string): void {
  forgetLabelRefusal(label);
  void expireSite(label);
}

/** revalidateSite for several sites, done when the cache has been told. */
export async function expireSites(labels: string[]): Promise<void> {
  await Promise.all(labels.map(expireSite));
}

async function expireSite(label: string): Promise<void> {
  const inRequest = () => {
    revalidatePath(`${SITE_ROUTE}/${label}`, 'layout');
    revalidateTag(siteCacheTag(label), { expire: 0 });
  };
  const expired = await expireIfServing(inRequest, siteCacheTags(label));
  // Within a request Next applies the expiry as the request ends: the copies go after it, or a
  // visitor in between would have the old page copied again.
  if (expired === 'at-request-end') afterRequest(() => forgetEdgeCopies([label]));
  else await forgetEdgeCopies([label]);
}

/** Runs `work` once the request has been answered; at once where there is no request (a test, a script). */
function afterRequest(work: () => Promise<void>): void {
  try {
    after(work);
  } catch {
    void work();
  }
}

/** The tags revalidateSite expires: revalidatePath names the pages by this implicit tag. */
export const siteCacheTags = (label: string) => [`${NEXT_CACHE_IMPLICIT_TAG_ID}${SITE_ROUTE}/${label}/layout`, siteCacheTag(label)];

/**
 * How long any cached read behind a site may live without being expired (decision 0010): the
 * backstop for an instance that does not share the cache, or that served nothing yet (below).
 * The route files repeat the number as a literal, since Next reads their `revalidate` before
 * running any code.
 */
export const SITE_CACHE_BACKSTOP_SECONDS = 3600;

/** The part of Next's incremental cache that expires tags (next/dist/server/lib/incremental-cache). */
type ProcessCache = { revalidateTag(tags: string[]): Promise<void> };

/**
 * Runs cache expiry from work that may run without a request: the daily jobs run from the cron
 * route (a request: `expire` works through Next) or from the in-process scheduler, where
 * `revalidateTag` and `revalidatePath` throw for want of a request. There the same `tags` go
 * straight to the cache handler Next keeps for the process (`globalThis.__incrementalCache`, set
 * at each request): its file cache keeps the expired tags in memory for the whole process, and
 * the Redis handler writes them where every instance reads (decision 0009), so the next visitor
 * gets the new state at once. Before this process has served a single request Next has not made
 * that cache yet; only then is the one-hour backstop what catches up. Never rejects. Says whether
 * the expiry waits for the request to end (Next applies it then) or is done.
 */
export async function expireIfServing(expire: () => void, tags: string[]): Promise<'at-request-end' | 'done'> {
  try {
    expire();
    return 'at-request-end';
  } catch {
    // No request around us: tell the cache itself.
  }
  const cache = (globalThis as { __incrementalCache?: ProcessCache }).__incrementalCache;
  if (!cache) return 'done';
  try {
    // No durations: Next's own immediate expiry, as revalidatePath asks for.
    await cache.revalidateTag(tags);
  } catch (err) {
    logger.warn({ err, tags }, 'site cache not expired; the backstop will catch up');
  }
  return 'done';
}
