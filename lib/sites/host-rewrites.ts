/**
 * next.config.ts rewrites that serve customer sites by host name (issue 13): a request for
 * `{label}.{SITES_DOMAIN}` (or `{label}.localhost` without one) is answered by the internal route
 * /site/{label}/{path}. Config rewrites cost nothing on the app's own pages, unlike proxy.ts,
 * which would run for every request to tell the hosts apart (decision 0010). Next's own assets
 * (/_next) and the sites' font files (/fuentes, the same for every site) stay where they are,
 * and /site/* on the app's own host is a 404, so customer content is never served from the
 * app's origin.
 */
import { customDomainHostPattern, siteHostPattern } from './host-pattern.mjs';

export { CUSTOM_DOMAIN_PATTERN, customDomainHostPattern, siteHostPattern } from './host-pattern.mjs';

export const SITE_ROUTE = '/site';

/**
 * A customer's own domain goes to the same internal route with the domain in place of the label,
 * and the route serves the site only once the domain is verified (lib/sites/domains.ts). `/api`
 * stays the app's, so health checks answer on any host.
 */
function customDomainRewrite(customDomainHost: string) {
  return {
    source: '/:path((?!_next/|api/|fuentes/).*)',
    has: [{ type: 'host' as const, value: customDomainHost }],
    destination: `${SITE_ROUTE}/:domain/:path`,
  };
}

export function siteHostRewrites(sitesDomain: string | undefined, appUrl?: string) {
  const host = siteHostPattern(sitesDomain);
  const customDomainHost = customDomainHostPattern(sitesDomain, appUrl);
  return [
    // The internal route is reachable only through a site's own host.
    { source: `${SITE_ROUTE}/:path*`, missing: [{ type: 'host' as const, value: host }], destination: '/404' },
    { source: '/:path((?!_next/|fuentes/).*)', has: [{ type: 'host' as const, value: host }], destination: `${SITE_ROUTE}/:label/:path` },
    ...(customDomainHost ? [customDomainRewrite(customDomainHost)] : []),
  ];
}
