import 'server-only';
import { logger } from '@/lib/logger';
import { rememberFound } from '@/lib/utils/remember-found';
// The key the server in front of Next reads (lib/http/edge-hooks.mjs, decision 0017).
import { SITE_GATE } from '@/lib/http/edge-hooks.mjs';
import { isServedSite } from './hosts';
import { SITE_NOT_FOUND_PATH } from './host-rewrites';

/**
 * Which sites' hosts show a site, for the server in front of Next. Next caches every path the
 * site route renders under the label or domain it came with, a 404 included: each made-up label
 * (a scanner's, a typo, a wildcard certificate or plain HTTP let anything through) would add two
 * files on disk and an entry in memory that are never reused. The edge asks here first and hands
 * Next the one shared 404 address for every host that shows no site (issue 24, item 13).
 */

/**
 * How long a host found showing a site is reused. A host found showing nothing is asked again on
 * the next request, so a site answers on its label as soon as it is published; one removed
 * meanwhile is still handed to Next under its own label for up to a second, where the removal's
 * expiry makes Next render its 404.
 */
const FRESH_MS = 1_000;
/** Served hosts kept at once; beyond it the oldest is dropped. */
const MAX_REMEMBERED = 5_000;

/** Labels never contain a dot and domains always do (lib/sites/serve/hosts.ts), so one key holds either. */
const isServed = rememberFound((host) => isServedSite(host.includes('.') ? { domain: host } : { label: host }), { freshMs: FRESH_MS, max: MAX_REMEMBERED });

/**
 * The address Next should render for a request on a site's host, named by the host's label or
 * custom domain: null to render it as it came, or the shared 404 when the host shows no site.
 */
export async function siteAddressFor(host: { label?: string; domain?: string }, now = Date.now()): Promise<string | null> {
  const key = host.label ?? host.domain;
  if (!key) return null;
  return (await isServed(key, now)) ? null : SITE_NOT_FOUND_PATH;
}

/**
 * Lets scripts/start.mjs ask before Next renders a page of a site's host (same process: Next runs
 * inside that server). When the database cannot answer, Next gets the request as it came.
 */
export function registerSiteGate(): void {
  (globalThis as Record<symbol, unknown>)[SITE_GATE] = (host: { label?: string; domain?: string }) =>
    siteAddressFor(host).catch((error: unknown) => {
      logger.error({ err: error, host }, 'site host not checked; left to Next');
      return null;
    });
}
