// `npm start`: Next's production server inside a plain Node HTTP server, so the app learns the
// address each connection comes from. `next start` offers no way to pass it, and the
// X-Forwarded-For it keeps is whatever the client wrote (docs/decisions/0002-client-address.md).
// Options as `next start`: -p/--port (or PORT, default 3000) and -H/--hostname (or HOSTNAME,
// default 0.0.0.0).
import { createServer } from 'node:http';
import next from 'next';
import { EDGE_FORGET } from '../lib/http/edge-hooks.mjs';
import { drainMilliseconds, gracefulShutdown } from './graceful-shutdown.mjs';
import { keepConnectionsAlive, serverOptions } from './server-options.mjs';
import { frontHandler } from './front.mjs';
import { createSiteEdge } from './site-edge.mjs';

const { port, hostname } = serverOptions(process.argv.slice(2), process.env);

const app = next({ dev: false, hostname, port });
await app.prepare();
const handle = app.getRequestHandler();
// After prepare(), which has loaded .env into process.env.
const drainMs = drainMilliseconds(process.env);
// A request's id comes from the proxy (X-Vitrina-Request-Id) only when one is trusted to set it
// (decision 0002, lib/http/request-id.mjs); lib/config refuses a malformed value at start-up.
const trustedProxyCount = Number(process.env.TRUSTED_PROXY_COUNT || 0);
// Sites' counting pixel, a second's copy of their cached pages and the blog's made-up
// addresses, answered or named before Next (decision 0017).
const edge = createSiteEdge({ sitesDomain: process.env.SITES_DOMAIN, appUrl: process.env.APP_URL, log: (message, error) => console.error(message, error) });
// A publish drops the site's copies at once, on every instance (lib/sites/serve/edge-copies.ts).
globalThis[EDGE_FORGET] = edge.forget;

const server = createServer();
keepConnectionsAlive(server);
const shutdown = gracefulShutdown(server, { drainMs, onClosed: () => void edge.stop().finally(() => process.exit(0)) });
// Every request counted, timed and named; a page kept a second ago answered at once; the rest
// through the edge to Next (scripts/front.mjs).
server.on('request', frontHandler({ edge, next: (request, response) => void handle(request, response), trustedProxyCount, shutdown }));
server.listen(port, hostname, () => console.log(`▲ Vitrina ready on http://${hostname}:${port}`));

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, shutdown.stop);
