/**
 * Vitrina's own public pages (the landing, about, contact, the blog, the trial form, the legal
 * pages) as plain documents: `npm start`'s server takes the HTML Next renders for them and drops
 * the React client runtime from it (decision 0027). Those pages are server components whose forms
 * post to server actions, which Next runs and answers with the page again without any script;
 * what stays interactive loads from /islands/ as small scripts of its own.
 *
 * Kept: JSON-LD and the island scripts. Dropped: every other <script> (Next's chunks, the RSC
 * payload it inlines to hydrate, its bootstrap) and the preloads of scripts.
 */
import { gzipSync } from 'node:zlib';

/**
 * The public pages' paths, on the app's own hosts. Signed-in areas, the complaints book (its own
 * nonce policy), the API and Next's assets are not here.
 */
export const PUBLIC_DOCUMENT_PATHS =
  /^\/(?:|about|contact|start-trial(?:\/cotizacion)?|trial\/(?:success|cancel)|terms-and-conditions|privacy-policy|cookie-policy|blog(?:\/page\/[^/]+|\/[^/]+)?)$/;

/** A request for Next's client router (an RSC payload, a prefetch, a server action called by fetch) is never a document. */
export const isRouterRequest = (request) => Boolean(request.headers.rsc || request.headers['next-action'] || request.headers['next-router-prefetch']);

const SCRIPT = /<script\b([^>]*)>[\s\S]*?<\/script>/gi;
const SCRIPT_PRELOAD = /<link\b[^>]*\b(?:as="script"|rel="modulepreload")[^>]*>/gi;
const KEPT_SCRIPT = /\btype="application\/ld\+json"|\bsrc="\/islands\//i;

/** The document without Next's client runtime. */
export function withoutClientRuntime(html) {
  return html.replace(SCRIPT, (tag, attributes) => (KEPT_SCRIPT.test(attributes) ? tag : '')).replace(SCRIPT_PRELOAD, '');
}

/** Applies writeHead's headers (an object or Node's flat [name, value, ...] list) to the response, as writeHead would: they win over earlier ones. */
function applyHeaders(response, headers) {
  if (!headers) return;
  const pairs = Array.isArray(headers)
    ? Array.from({ length: Math.floor(headers.length / 2) }, (_, i) => [String(headers[2 * i]), headers[2 * i + 1]])
    : Object.entries(headers);
  const seen = new Set();
  for (const [name, value] of pairs) {
    if (value === undefined) continue;
    const key = name.toLowerCase();
    // A repeated name in the list (Set-Cookie) adds to what the list said before.
    const previous = seen.has(key) ? response.getHeader(name) : undefined;
    response.setHeader(name, previous === undefined ? value : [previous, value].flat());
    seen.add(key);
  }
}

/**
 * Lets Next answer a public page's request, holding its HTML until the end to drop the runtime,
 * then compressing it as the client takes it (Next is asked for it uncompressed). Anything that
 * is not HTML (a redirect's empty body, an image, RSS) goes through as Next writes it.
 * `onDocument(response, body)` sees each finished document (the edge keeps cached ones a second).
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {(response: import('node:http').ServerResponse, body: Buffer) => void} [onDocument]
 */
export function serveAsDocument(request, response, onDocument = () => {}) {
  const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
  delete request.headers['accept-encoding'];
  const { writeHead, write, end, flushHeaders } = response;
  const chunks = [];
  let isHtml;
  const restore = () => Object.assign(response, { writeHead, write, end, flushHeaders });
  const decide = () => {
    if (isHtml !== undefined) return isHtml;
    isHtml = /^text\/html\b/.test(String(response.getHeader('content-type') ?? ''));
    if (!isHtml) restore();
    return isHtml;
  };
  const keep = (chunk, encoding) => {
    if (chunk && typeof chunk !== 'function')
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'));
  };
  response.writeHead = function (status, reason, headers) {
    response.statusCode = status;
    applyHeaders(response, typeof reason === 'string' ? headers : reason);
    return this;
  };
  response.flushHeaders = () => {};
  response.write = function (chunk, encoding, callback) {
    if (!decide()) return write.call(this, chunk, encoding, callback);
    keep(chunk, encoding);
    if (typeof encoding === 'function') encoding();
    else if (typeof callback === 'function') callback();
    return true;
  };
  response.end = function (chunk, encoding, callback) {
    if (!decide()) return end.call(this, chunk, encoding, callback);
    keep(chunk, encoding);
    restore();
    const html = Buffer.from(withoutClientRuntime(Buffer.concat(chunks).toString('utf8')));
    const body = gzip ? gzipSync(html) : html;
    response.removeHeader('transfer-encoding');
    response.setHeader('content-length', String(body.length));
    const vary = String(response.getHeader('vary') ?? '');
    if (!/\baccept-encoding\b/i.test(vary)) response.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    if (gzip) response.setHeader('content-encoding', 'gzip');
    onDocument(response, body);
    return end.call(this, body, typeof encoding === 'function' ? encoding : callback);
  };
}
