/**
 * What `npm start` answers before Next does, mostly for customers' sites (decision 0017). Next spends
 * about a millisecond of CPU on any request it routes, which caps one instance well below the
 * issue's budgets for the two hottest requests of a site, so:
 *
 * - The counting pixel (`/v.gif?p=/page`) is answered here at once; its hits are added up in
 *   memory and handed to the app once a second, through the function the app registers at start
 *   (VISIT_SINK, lib/sites/traffic/visit-sink.ts), which drops robots and unknown hosts and writes one
 *   upsert per site and page. A crash loses at most that second of counts.
 * - A path that is not valid percent-encoding, or holds a NUL, is answered 400 here, on any host;
 *   an upper-case path on a site's host is sent to its lower-case spelling.
 * - A site page Next has just served from its cache (x-nextjs-cache: HIT) is kept here for one
 *   second and answered again from memory: the micro-cache of a reverse proxy. A publish expires
 *   Next's cache on every instance; what this holds is at most a second old, the same promise the
 *   shared cache makes (decision 0009). Only sites' hosts (labels and customers' own domains),
 *   only GET, only what Next cached. Once a publish has expired a site's cache, the app has every
 *   instance drop that site's copies (EDGE_FORGET), so the new version is served at once.
 * - On the app's own hosts, a blog address the blog does not have (an unknown article slug, a
 *   list page past the last) is handed to Next as one fixed missing address, through the
 *   function the app registers (BLOG_GATE, lib/blog/known-paths.ts). Next caches each article
 *   and list page it renders, 404s included, so every made-up slug of a scanner would otherwise
 *   become a cache entry of its own on disk.
 * - On a site's host, a label or custom domain that shows no site is handed to Next as the one
 *   shared 404 address, through the function the app registers (SITE_GATE, lib/sites/serve/site-gate.ts):
 *   Next would otherwise cache each made-up host's pages under its own name.
 * - Caddy's on-demand TLS ask (`GET /api/sites/tls-ask?domain=`) is answered here by the function
 *   the app registers (TLS_ASK, lib/sites/domains/tls-ask.ts): Caddy asks on every handshake for a name it
 *   has no certificate for, and a scanner's flood of them should cost a cache look-up, not a trip
 *   through Next's router each (decision 0020). Next's route answers it while the app cannot.
 * - On the app's own hosts, the public pages (the landing, the blog, the trial form...) are sent
 *   without Next's client runtime (scripts/public-documents.mjs, decision 0027), and the ones Next
 *   answered from its cache are kept a second like a site's pages. Next's client router, asking
 *   for one of them from a signed-in area, is told to load it as a document.
 */
import { countSitePage, countSitePageFromNext } from '../lib/metrics/http-requests.mjs';
import { customDomainHostPattern, siteHostPattern } from '../lib/sites/serve/host-pattern.mjs';
import { BLOG_GATE, SITE_GATE, TLS_ASK, VISIT_SINK } from '../lib/http/edge-hooks.mjs';
import { isRouterRequest, PUBLIC_DOCUMENT_PATHS, serveAsDocument } from './public-documents.mjs';

const TLS_ASK_PATH = '/api/sites/tls-ask';

const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const PIXEL_HEADERS = {
  'content-type': 'image/gif',
  'content-length': String(PIXEL.length),
  'cache-control': 'no-store, max-age=0',
  'x-content-type-options': 'nosniff',
};
/** Distinct (host, page, browser) keys held between flushes; beyond it new ones are not counted. */
const MAX_PENDING = 20_000;
const MAX_CACHED = 2_000;
/** How long an expired copy still answers while one request fetches its successor from Next. */
const REFRESH_MS = 2_000;

/** Paths of the app on every host, a site's included (the rewrites leave them to the app). */
const APP_PATHS = /^\/(?:_next|api|fuentes)\//;
/** The blog's list (`/blog`, `/blog?page=N`, `/blog/page/N`) and its articles (`/blog/{slug}`). */
const BLOG_PATHS = /^\/blog(?:\/[^/]+|\/page\/[^/]+)?$/;

/** The answer to Next's router asking for a public page's payload (see handleAppHost). */
const DOCUMENT_ONLY_HEADERS = { 'cache-control': 'no-store', vary: 'rsc' };

const BAD_PATH = 'Dirección no válida.';
const BAD_PATH_HEADERS = {
  'content-type': 'text/plain; charset=utf-8',
  'content-length': String(Buffer.byteLength(BAD_PATH)),
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

/**
 * The path as Next will read it, or null when it cannot: a broken percent-escape (Next answers
 * one in a dynamic segment with a 500) or a NUL (it reaches the cache's file names). Both are
 * the client's mistake, answered 400 here on every host.
 */
function decodedPath(pathname) {
  try {
    const decoded = decodeURIComponent(pathname);
    return decoded.includes('\0') ? null : decoded;
  } catch {
    return null;
  }
}

/** The host name without its port, lower-cased. */
const hostName = (request) =>
  String(request.headers.host ?? '')
    .replace(/:\d+$/, '')
    .toLowerCase();

/** How the client takes a compressed answer: part of a cached page's key, since Next compresses per request. */
function encodingKey(request) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  return /\bgzip\b/.test(accepted) ? 'gzip' : /\bdeflate\b/.test(accepted) ? 'deflate' : 'identity';
}

/**
 * Whether a request may be answered with a copy of its address: a GET that Next need not see
 * itself, i.e. on a site's host one without a cookie, on the app's hosts not one of Next's client
 * router. handle() keeps and answers copies for these only; answerFreshCopy() answers the same.
 */
const takesCopy = (request, onSiteHost) => request.method === 'GET' && (onSiteHost ? !request.headers.cookie : !isRouterRequest(request));

/**
 * A copy's key: host, target and how the answer is compressed (Next compresses per request; a
 * public page is sent gzip or not, so a client taking deflate only is kept its plain copy under
 * its own key).
 */
const copyKey = (request) => `${hostName(request)}\n${request.url}\n${encodingKey(request)}`;

/**
 * @param {{ sitesDomain?: string; appUrl?: string; cacheMs?: number; flushMs?: number; now?: () => number; log?: (message: string, error?: unknown) => void }} options
 */
export function createSiteEdge({ sitesDomain, appUrl, cacheMs = 1_000, flushMs = 1_000, now = Date.now, log = () => {} } = {}) {
  // The hosts next.config.ts rewrites to the site route; a custom domain's page is 200 only once verified.
  const siteHost = new RegExp(`^(?:${[siteHostPattern(sitesDomain), customDomainHostPattern(sitesDomain, appUrl)].filter(Boolean).join('|')})$`);
  /** @type {Map<string, number>} */
  let pending = new Map();
  /** @type {Map<string, { headers: unknown[]; body: Buffer; expires: number; onSiteHost: boolean; refreshingSince?: number }>} */
  const cached = new Map();

  function countHit(request, url) {
    // The client's address as the connection and the proxies tell it: the app counts a visitor once per page every few minutes.
    const key = `${hostName(request)}\n${url.searchParams.get('p') ?? '/'}\n${request.headers['user-agent'] ?? ''}\n${request.headers['x-vitrina-socket-ip'] ?? ''}\n${request.headers['x-forwarded-for'] ?? ''}`;
    const count = pending.get(key);
    if (count !== undefined) pending.set(key, count + 1);
    else if (pending.size < MAX_PENDING) pending.set(key, 1);
  }

  /** Hands the counts to the app; kept for the next try while the app is not ready or fails. */
  async function flush() {
    const sink = globalThis[VISIT_SINK];
    if (typeof sink !== 'function' || pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    const hits = [...batch].map(([key, count]) => {
      const [host, path, userAgent, socketIp, forwardedFor] = key.split('\n');
      return { host, path, userAgent, count, socketIp, forwardedFor };
    });
    try {
      await sink(hits);
    } catch (error) {
      log('site visits not counted yet; retrying', error);
      for (const [key, count] of batch) if (pending.size < MAX_PENDING || pending.has(key)) pending.set(key, (pending.get(key) ?? 0) + count);
    }
  }

  /** How many times copies were dropped after a publish: an answer Next began before one is not kept. */
  let forgets = 0;

  /**
   * Keeps Next's answer as the copy for `key`, or drops the old copy when this answer may not be
   * kept (a suspension, a render, or one begun before a publish's copies were dropped: `since`).
   * Kept: what Next answered from its cache (HIT) and, for a public page, the STALE page Next
   * itself gives every request while it renders the next one once its five minutes are up: left
   * to Next, every request of that render went through it, a second or two at full load. A site's
   * STALE answer is not kept, so no copy can outlive a publish's expiry.
   */
  function remember(key, response, body, since = forgets) {
    const onSiteHost = siteHost.test(key.slice(0, key.indexOf('\n')));
    const cache = response.getHeader('x-nextjs-cache');
    if (response.statusCode !== 200 || !(cache === 'HIT' || (cache === 'STALE' && !onSiteHost)) || response.getHeader('set-cookie') || since !== forgets) {
      cached.delete(key);
      return;
    }
    if (cached.size >= MAX_CACHED) {
      const at = now();
      for (const [k, entry] of cached) if (entry.expires <= at) cached.delete(k);
      if (cached.size >= MAX_CACHED) cached.delete(cached.keys().next().value);
    }
    // As a flat list, which writeHead takes as it is when nothing was set before (answerFreshCopy).
    // The request's own id (scripts/front.mjs) is not the copy's: each answer carries its own.
    const headers = [];
    for (const [name, value] of Object.entries(response.getHeaders())) if (name !== 'x-request-id') headers.push(name, value);
    headers.push('x-vitrina-edge', 'HIT');
    cached.set(key, { headers, body, expires: now() + cacheMs, onSiteHost });
  }

  /**
   * Drops the copies of the sites named by their label or custom domain (the host pattern's own
   * groups) once a publish has expired their cache: the next request goes to Next for the new version.
   * @param {string[]} siteKeys
   */
  function forget(siteKeys) {
    forgets += 1;
    const names = new Set(siteKeys.map((key) => String(key).toLowerCase()));
    for (const key of cached.keys()) {
      const { label, domain } = siteHost.exec(key.slice(0, key.indexOf('\n')))?.groups ?? {};
      if (names.has(label) || names.has(domain)) cached.delete(key);
    }
  }

  /** Lets Next answer while keeping a copy of the bytes it writes (after compression, if any). */
  function recordInto(key, response) {
    const chunks = [];
    const since = forgets;
    const keep = (chunk, encoding) => {
      if (chunk && typeof chunk !== 'function')
        chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'));
    };
    const { write, end } = response;
    response.write = function (chunk, encoding, callback) {
      keep(chunk, encoding);
      return write.call(this, chunk, encoding, callback);
    };
    response.end = function (chunk, encoding, callback) {
      keep(chunk, encoding);
      const result = end.call(this, chunk, encoding, callback);
      remember(key, response, Buffer.concat(chunks), since);
      return result;
    };
  }

  /**
   * Hands the request to Next under the address the app names through `symbol` (the same one, or
   * a fixed missing page: BLOG_GATE for a blog address on the app's hosts, SITE_GATE for a site's
   * host). When the app cannot say (not started yet, database down), Next gets it as it came.
   * @param {symbol} symbol
   * @param {unknown} question what the app's function is asked: the URL, or the host's label or domain
   * @param {import('node:http').IncomingMessage} request
   * @param {() => void} next
   */
  function gate(symbol, question, request, next) {
    const named = globalThis[symbol];
    if (typeof named !== 'function') return next();
    named(question)
      .then(
        (url) => {
          if (typeof url === 'string') request.url = url;
        },
        (error) => log('address not checked; left to Next', error),
      )
      .finally(next);
  }

  /** Answers the TLS ask with the app's function; when that fails, Next's route answers instead. */
  function answerAsk(ask, url, response, next) {
    ask(url.searchParams.get('domain')).then(
      ({ status, body }) => {
        response.writeHead(status, {
          'content-type': 'text/plain; charset=utf-8',
          'content-length': String(Buffer.byteLength(body)),
          'cache-control': 'no-store',
        });
        response.end(body);
      },
      (error) => {
        log('TLS ask not answered here; left to Next', error);
        next();
      },
    );
  }

  /**
   * Answers the request when it is the edge's to answer; otherwise calls `next` for Next to
   * answer, watching a site page's answer to keep it for the next second.
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   * @param {() => void} next
   */
  function handle(request, response, next) {
    const url = new URL(request.url ?? '/', 'http://edge');
    const path = decodedPath(url.pathname);
    if (path === null) {
      response.writeHead(400, BAD_PATH_HEADERS);
      response.end(BAD_PATH);
      return;
    }
    // A form posted to a public page is answered with that page again, as a document.
    if (request.method !== 'GET' && request.method !== 'HEAD') return siteHost.test(hostName(request)) ? next() : handleAppHost(request, response, url, next);
    if (url.pathname === TLS_ASK_PATH && request.method === 'GET' && typeof globalThis[TLS_ASK] === 'function')
      return answerAsk(globalThis[TLS_ASK], url, response, next);
    if (url.pathname === '/v.gif') {
      if (request.method === 'GET') countHit(request, url);
      response.writeHead(200, PIXEL_HEADERS);
      response.end(request.method === 'GET' ? PIXEL : undefined);
      return;
    }
    const site = siteHost.exec(hostName(request));
    if (!site) return handleAppHost(request, response, url, next);
    if (APP_PATHS.test(url.pathname)) return next();
    // Every path of a site is lower-case; Next matches its rewrites regardless of case, so each
    // spelling would become a cache entry of its own (lib/sites/serve/host-rewrites.ts).
    if (/[A-Z]/.test(path)) {
      response.writeHead(301, { location: `${url.pathname.toLowerCase()}${url.search}`, 'cache-control': 'public, max-age=3600' });
      response.end();
      return;
    }
    const { label, domain } = site.groups ?? {};
    // The host's own name reaches Next only while it shows a site (the gate's answer is kept a second).
    const gateHost = () => {
      countSitePageFromNext(response);
      gate(SITE_GATE, { label, domain }, request, next);
    };
    if (!takesCopy(request, true)) return gateHost();
    const key = copyKey(request);
    if (answerCopy(key, response)) {
      countSitePage('edge');
      return;
    }
    recordInto(key, response);
    gateHost();
  }

  /**
   * Answers a cached copy when there is one. Once a copy is a second old, the next request goes
   * to Next for a fresh one; the requests arriving while that one is under way still get the old
   * copy (for at most REFRESH_MS), so a busy page reaches Next once a second rather than once per
   * open connection.
   */
  function answerCopy(key, response) {
    const entry = cached.get(key);
    if (!entry) return false;
    const at = now();
    if (entry.expires <= at && !(entry.refreshingSince > at - REFRESH_MS)) {
      entry.refreshingSince = at;
      return false;
    }
    response.writeHead(200, entry.headers);
    response.end(entry.body);
    return true;
  }

  /**
   * The short way for a copy still fresh, tried before the request is given its context
   * (scripts/front.mjs): answered with the copy's headers and the request's id, nothing else
   * run. Any other request, an expired copy's included, goes through handle(), which refreshes it.
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   * @param {string} requestId
   */
  function answerFreshCopy(request, response, requestId) {
    if (cached.size === 0) return false;
    const entry = cached.get(copyKey(request));
    if (!entry || entry.expires <= now() || !takesCopy(request, entry.onSiteHost)) return false;
    response.writeHead(200, [...entry.headers, 'x-request-id', requestId]);
    response.end(entry.body);
    if (entry.onSiteHost) countSitePage('edge');
    return true;
  }

  /** The app's own hosts: the public pages as documents (their cached ones kept a second), the blog's gate. */
  function handleAppHost(request, response, url, next) {
    const toNext = () => (BLOG_PATHS.test(url.pathname) ? gate(BLOG_GATE, request.url, request, next) : next());
    const isPublicPage = PUBLIC_DOCUMENT_PATHS.test(url.pathname);
    // Next's client router (a signed-in area's link, the sign-in's return) asking for a public
    // page's payload: an answer that is not one makes it load the page as a document, islands included.
    if (isPublicPage && request.method === 'GET' && request.headers.rsc) {
      response.writeHead(204, DOCUMENT_ONLY_HEADERS);
      response.end();
      return;
    }
    const isDocument = isPublicPage && !isRouterRequest(request);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      if (isDocument) serveAsDocument(request, response);
      return next();
    }
    if (!isPublicPage || !takesCopy(request, false)) return toNext();
    const key = copyKey(request);
    if (answerCopy(key, response)) return;
    serveAsDocument(request, response, (answered, body) => remember(key, answered, body));
    toNext();
  }

  const timer = setInterval(() => void flush(), flushMs);
  timer.unref();
  const stop = async () => {
    clearInterval(timer);
    await flush();
  };
  /** Whether the request is for a customer's site (a label or their own domain), for the request metrics. */
  const isSiteHost = (request) => siteHost.test(hostName(request));
  return { handle, answerFreshCopy, flush, stop, isSiteHost, forget };
}
