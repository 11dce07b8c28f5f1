/**
 * Request counts and latency, timed by the server in front of Next (scripts/start.mjs) from the
 * moment a request arrives until its answer is sent, and site pages by where their answer came
 * from (scripts/site-edge.mjs). Plain JavaScript for that server; the registry is shared with the
 * app (./registry.mjs).
 */
import { LATENCY_BUCKETS, metricsRegistry } from './registry.mjs';

/**
 * Every request falls in one of these, so the number of series stays fixed whatever paths
 * scanners make up: pages and API of the app, customers' site pages, files, and the checks
 * monitors call (health and metrics, kept apart so their steady polling does not hide the rest).
 */
export const ROUTE_GROUPS = /** @type {const} */ (['app_page', 'app_api', 'site_page', 'static', 'health']);

const MONITORING = /^\/api\/(?:health(?:\/.*)?|metrics)$/;
/** Built assets, fonts, uploaded images, the counting pixel and the app's generated icons. */
const STATIC = /^\/(?:_next\/|fuentes\/|api\/uploads\/|v\.gif$|favicon\.ico$|(?:apple-)?icon|opengraph-image|twitter-image)/;

/**
 * @param {string} pathname the request's path, without its query
 * @param {boolean} onSiteHost whether the host is a customer's site (a label or their own domain)
 * @returns {(typeof ROUTE_GROUPS)[number]}
 */
export function routeGroup(pathname, onSiteHost) {
  if (MONITORING.test(pathname)) return 'health';
  if (STATIC.test(pathname)) return 'static';
  if (pathname.startsWith('/api/')) return 'app_api';
  return onSiteHost ? 'site_page' : 'app_page';
}

const registry = metricsRegistry();
const requests = registry.counter(
  'vitrina_http_requests_total',
  'Requests answered by this instance, by route group and status class (aborted: the client left first).',
);
const latency = registry.histogram(
  'vitrina_http_request_duration_seconds',
  'Time from a request’s arrival to the end of its answer, by route group.',
  LATENCY_BUCKETS,
);

/** Where a customer's site page came from; 'none' is a page Next rendered without its cache. */
const SITE_CACHE = /** @type {const} */ (['edge', 'hit', 'stale', 'miss', 'none']);
const sitePages = registry.counter(
  'vitrina_site_pages_served_total',
  'Customers’ site pages answered 200, by cache: edge (npm start’s one-second copy), hit and stale (Next’s cache), miss (rendered now), none (not cacheable).',
  SITE_CACHE.map((cache) => ({ cache })),
);

/**
 * A request target whose path reads the same parsed or not: characters a URL keeps as they are,
 * no escapes, no leading '//' and no dot segments (checked apart), then any query.
 */
const PLAIN_TARGET = /^\/(?!\/)[A-Za-z0-9\-._~!$&'()*+,;=:@/]*(?:\?.*)?$/;

/** @param {string | undefined} url the request line's target; an unreadable one counts as the root */
function pathOf(url) {
  // Most targets are plain paths: their path is what precedes '?', without parsing a URL per request.
  if (url && PLAIN_TARGET.test(url) && !/\/\.\.?(?:\/|\?|$)/.test(url)) {
    const query = url.indexOf('?');
    return query < 0 ? url : url.slice(0, query);
  }
  try {
    return new URL(url ?? '/', 'http://request').pathname;
  } catch {
    return '/';
  }
}

/**
 * Counts the request and times it once its answer has been sent, or the client went away.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {boolean} onSiteHost
 */
export function measureRequest(request, response, onSiteHost) {
  const started = process.hrtime.bigint();
  const group = routeGroup(pathOf(request.url), onSiteHost);
  response.once('close', () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const status = response.writableFinished ? `${Math.floor(response.statusCode / 100)}xx` : 'aborted';
    requests.inc({ group, status });
    latency.observe({ group }, seconds);
  });
}

/** @param {(typeof SITE_CACHE)[number]} cache */
export function countSitePage(cache) {
  sitePages.inc({ cache });
}

/**
 * Counts a site page Next answers, by the cache header it sends (x-nextjs-cache), once sent.
 * @param {import('node:http').ServerResponse} response
 */
export function countSitePageFromNext(response) {
  response.once('finish', () => {
    if (response.statusCode !== 200) return;
    const header = String(response.getHeader('x-nextjs-cache') ?? '').toLowerCase();
    countSitePage(header === 'hit' || header === 'stale' || header === 'miss' ? header : 'none');
  });
}
