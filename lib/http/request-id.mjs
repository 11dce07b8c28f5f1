/**
 * One id per request, from the server in front of Next (scripts/start.mjs) to the answer's
 * X-Request-Id header, every log line written while the request is handled (lib/logger), and
 * the code a user is asked to quote when something fails (lib/actions/guard.ts). Plain JavaScript
 * for that server; the context lives on globalThis so the app's bundled copies of this module
 * read the same one.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/**
 * The header a trusted proxy sends its id in, and the one Next's code finds it in. Not
 * X-Request-Id: Mercado Pago sends its own under that name and signs it with each notification
 * (lib/billing/mercadopago.ts), so a proxy or this server replacing it would make every
 * notification fail its signature check. Answers carry the id as X-Request-Id.
 */
export const REQUEST_ID_HEADER = 'x-vitrina-request-id';

/**
 * What a proxy's id may look like: a UUID (Caddy's {http.request.uuid}) or a similar token. No
 * spaces or line breaks, so it can neither forge a log line nor split a header.
 */
const ACCEPTED_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

const CONTEXT = Symbol.for('vitrina.request-context');

/** @returns {AsyncLocalStorage<{ requestId: string }>} */
function context() {
  const scope = /** @type {Record<symbol, AsyncLocalStorage<{ requestId: string }> | undefined>} */ (/** @type {unknown} */ (globalThis));
  return (scope[CONTEXT] ??= new AsyncLocalStorage());
}

/**
 * The id of a request: the one the proxy in front sent, when there is a trusted proxy
 * (TRUSTED_PROXY_COUNT > 0, decision 0002: the proxy sets the header, replacing any the client
 * wrote), else a new one. Without a proxy the header is the client's own text, so it is ignored.
 * @param {string | string[] | undefined} incoming
 * @param {number} trustedProxyCount
 */
export function requestIdFor(incoming, trustedProxyCount) {
  const given = Array.isArray(incoming) ? undefined : incoming;
  return trustedProxyCount > 0 && given && ACCEPTED_ID.test(given) ? given : randomUUID();
}

/**
 * Gives the request its id, in REQUEST_ID_HEADER (replacing what came) for Next's code, and
 * returns it.
 * @param {import('node:http').IncomingMessage} request
 * @param {number} trustedProxyCount
 */
export function nameRequest(request, trustedProxyCount) {
  const requestId = requestIdFor(request.headers[REQUEST_ID_HEADER], trustedProxyCount);
  request.headers[REQUEST_ID_HEADER] = requestId;
  return requestId;
}

/**
 * Puts the request's id on its answer (X-Request-Id) and runs `handle` with it as the current
 * request's id.
 * @param {import('node:http').ServerResponse} response
 * @param {string} requestId
 * @param {() => void} handle
 */
export function runAsRequest(response, requestId, handle) {
  response.setHeader('X-Request-Id', requestId);
  context().run({ requestId }, handle);
}

/**
 * The id of the request being handled, or undefined outside one (a scheduled job) or when the
 * app was not started by `npm start`.
 * @returns {string | undefined}
 */
export function currentRequestId() {
  return context().getStore()?.requestId;
}
