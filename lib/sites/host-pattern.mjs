/**
 * The host names of customers' sites, `{label}.{SITES_DOMAIN}` (or `{label}.localhost` without
 * one), as a regular expression source with the label as its named group. Plain JavaScript, so
 * the server in front of Next (scripts/start.mjs) and next.config.ts's rewrites use the same one.
 * Next compares `has: host` with the host name without its port.
 *
 * @param {string | undefined} sitesDomain
 * @returns {string}
 */
export function siteHostPattern(sitesDomain) {
  return `(?<label>[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)\\.${(sitesDomain || 'localhost').replace(/[.]/g, '\\.')}`;
}
