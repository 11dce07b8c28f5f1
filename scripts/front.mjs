/**
 * What `npm start`'s server does with every request, in order (scripts/start.mjs):
 *
 * 1. the connection's address stamped where the app reads it (decision 0002);
 * 2. the request counted and timed, whoever answers it (decision 0022);
 * 3. its id named (lib/http/request-id.mjs);
 * 4. a page the edge kept less than a second ago answered at once (decision 0017): the hottest
 *    answer of all, so nothing else is run for it, not even the request's context;
 * 5. otherwise, with the id on the answer and as the request's context: a stopping server's
 *    readiness check, then the edge, then Next.
 */
import { nameRequest, runAsRequest } from '../lib/http/request-id.mjs';
import { measureRequest } from '../lib/metrics/http-requests.mjs';
import { stampSocketAddress } from './socket-address.mjs';

/**
 * @param {{
 *   edge: ReturnType<typeof import('./site-edge.mjs').createSiteEdge>;
 *   next: (request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => void;
 *   trustedProxyCount: number;
 *   shutdown?: { intercept: (request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => boolean; isStopping: () => boolean };
 * }} parts
 * @returns {(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => void}
 */
export function frontHandler({ edge, next, trustedProxyCount, shutdown }) {
  return (request, response) => {
    stampSocketAddress(request);
    measureRequest(request, response, edge.isSiteHost(request));
    const requestId = nameRequest(request, trustedProxyCount);
    // A stopping server's answers all say `Connection: close` (the shutdown's intercept), copies included.
    if (!shutdown?.isStopping() && edge.answerFreshCopy(request, response, requestId)) return;
    runAsRequest(response, requestId, () => {
      if (shutdown?.intercept(request, response)) return;
      edge.handle(request, response, () => next(request, response));
    });
  };
}
