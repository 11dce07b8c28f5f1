/**
 * next.config.ts rewrites that serve customer sites by host name (issue 13): a request for
 * `{label}.{SITES_DOMAIN}` (or `{label}.localhost` without one) is answered by the internal route
 * /site/{label}/{path}. Config rewrites cost nothing on the app's own pages, unlike proxy.ts,
 * which would run for every request to tell the hosts apart (decision 0010). Next's own assets
 * (/_next) and the sites' font files (/fuentes, the same for every site) stay where they are,
 * and /site/* on the app's own host is a 404, so customer content is never served from the
 * app's origin.
 */
export const SITE_ROUTE = '/site';

const escapeHost = (host: string) => host.replace(/[.]/g, '\\.');

/** Next compares `has: host` with the host name without its port. */
export function siteHostPattern(sitesDomain: string | undefined): string {
  return `(?<label>[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)\\.${escapeHost(sitesDomain || 'localhost')}`;
}

export function siteHostRewrites(sitesDomain: string | undefined) {
  const host = siteHostPattern(sitesDomain);
  return [
    // The internal route is reachable only through a site's own host.
    { source: `${SITE_ROUTE}/:path*`, missing: [{ type: 'host' as const, value: host }], destination: '/404' },
    { source: '/:path((?!_next/|fuentes/).*)', has: [{ type: 'host' as const, value: host }], destination: `${SITE_ROUTE}/:label/:path` },
  ];
}
