/**
 * Host names of customers' sites as regular expression sources. Plain JavaScript, so the server
 * in front of Next (scripts/start.mjs) and next.config.ts's rewrites use the same ones. Next
 * compares `has: host` with the host name without its port.
 */

/** @param {string} host */
const escapeHost = (host) => host.replace(/[.]/g, '\\.');

/**
 * The host names of customers' sites, `{label}.{SITES_DOMAIN}` (or `{label}.localhost` without
 * one), with the label as its named group.
 *
 * @param {string | undefined} sitesDomain
 * @returns {string}
 */
export function siteHostPattern(sitesDomain) {
  return `(?<label>[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)\\.${escapeHost(sitesDomain || 'localhost')}`;
}

/** A public host name with a dot and a real top-level domain: never an IP address or localhost. */
export const CUSTOM_DOMAIN_PATTERN = '(?<domain>(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59}))';

/**
 * A customer's own domain: any public host name that is neither the app's (nor one of its
 * subdomains) nor under the sites domain. Only with a sites domain (production); without one
 * there are no custom domains.
 *
 * @param {string | undefined} sitesDomain
 * @param {string | undefined} appUrl
 * @returns {string | null}
 */
export function customDomainHostPattern(sitesDomain, appUrl) {
  if (!sitesDomain || !appUrl) return null;
  const notOurs = [new URL(appUrl).hostname, sitesDomain].map((host) => `(?!(?:.+\\.)?${escapeHost(host)}$)`).join('');
  return `${notOurs}${CUSTOM_DOMAIN_PATTERN}`;
}
