/**
 * next.config.ts rewrites that serve customer sites by host name (issue 13): a request for
 * `{label}.{SITES_DOMAIN}` (or `{label}.localhost` without one) is answered by the internal route
 * /site/{label}/{path}. Config rewrites cost nothing on the app's own pages, unlike proxy.ts,
 * which would run for every request to tell the hosts apart (decision 0010). Next's own assets
 * (/_next) and the sites' font files (/fuentes, the same for every site) stay where they are,
 * and /site/* on the app's own host is a 404, so customer content is never served from the
 * app's origin.
 *
 * Next caches every path the site route renders, a 404 included, and keeps a note of each in
 * memory for the life of the process. So only the paths a site can have (lib/sites/document/site-paths.ts)
 * reach the route under the site's own name; any other path (a scanner's /wp-login.php, a typo)
 * is rewritten to one shared 404, and stray paths cannot grow the cache. A page the customer named
 * (one segment, PAGE_SLUG) cannot be known here, when the config is built: it goes to a route
 * that looks it up in the site's cached document at each request and keeps no entry of its own.
 */
import { customDomainHostPattern, siteHostPattern } from './host-pattern.mjs';
// Relative: next.config.ts loads this file without the '@/' alias.
import { PAGE_SLUG, SITE_ENGLISH_PATH, SITE_PATH_PATTERN, SITE_RESERVATION_SENT_PATH } from '../document/site-paths';

export { CUSTOM_DOMAIN_PATTERN, customDomainHostPattern, siteHostPattern } from './host-pattern.mjs';

export const SITE_ROUTE = '/site';

/** The internal route's segment for the pages customers name (app/site/[label]/pagina/[slug]). */
export const SITE_OWN_PAGE_SEGMENT = 'pagina';

/** Where every path a site cannot have is answered: `-` is no label, so this is one 404 for all. */
export const SITE_NOT_FOUND_PATH = `${SITE_ROUTE}/-/404`;

/**
 * A site's paths on hosts that `host` matches: its home, the paths it can have, and one shared 404
 * for the rest; `except` names the app's own paths on those hosts (Next's assets, fonts...).
 */
function sitePathRewrites(host: string, name: string, except: string) {
  const on = [{ type: 'host' as const, value: host }];
  const english = SITE_ENGLISH_PATH;
  // Next goes on through the later rules with the rewritten path, so the last rule leaves the
  // internal route's paths alone; the first sends a client asking for one to the 404 itself.
  return [
    { source: `${SITE_ROUTE}/:path*`, has: on, destination: SITE_NOT_FOUND_PATH },
    { source: '/', has: on, destination: `${SITE_ROUTE}/:${name}` },
    { source: `/:path(${SITE_PATH_PATTERN})`, has: on, destination: `${SITE_ROUTE}/:${name}/:path` },
    { source: `/:slug(${PAGE_SLUG})`, has: on, destination: `${SITE_ROUTE}/:${name}/${SITE_OWN_PAGE_SEGMENT}/:slug` },
    // The English pages that are rendered per visit, like their Spanish twins: the customer's own pages and the reservation's confirmation.
    { source: `/${english}/${SITE_RESERVATION_SENT_PATH}`, has: on, destination: `${SITE_ROUTE}/:${name}/${SITE_RESERVATION_SENT_PATH}/${english}` },
    { source: `/${english}/:slug(${PAGE_SLUG})`, has: on, destination: `${SITE_ROUTE}/:${name}/${SITE_OWN_PAGE_SEGMENT}/:slug/${english}` },
    { source: `/:path((?!${except}|site/|(?:${SITE_PATH_PATTERN})$|(?:${english}/)?${PAGE_SLUG}$).+)`, has: on, destination: SITE_NOT_FOUND_PATH },
  ];
}

/**
 * The sites' rewrites. A customer's own domain goes to the same internal route with the domain in
 * place of the label, and the route serves the site only once the domain is verified
 * (lib/sites/serve/hosts.ts); `/api` stays the app's there, so health checks answer on any host.
 */
export function siteHostRewrites(sitesDomain: string | undefined, appUrl?: string) {
  const host = siteHostPattern(sitesDomain);
  const customDomainHost = customDomainHostPattern(sitesDomain, appUrl);
  return [
    // The internal route is reachable only through a site's own host.
    {
      source: `${SITE_ROUTE}/:path*`,
      missing: [host, ...(customDomainHost ? [customDomainHost] : [])].map((value) => ({ type: 'host' as const, value })),
      destination: '/404',
    },
    ...sitePathRewrites(host, 'label', '_next/|fuentes/'),
    ...(customDomainHost ? sitePathRewrites(customDomainHost, 'domain', '_next/|api/|fuentes/') : []),
  ];
}
