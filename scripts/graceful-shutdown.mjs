// `npm start`'s way out on SIGTERM (service manager, rolling upgrade). `server.close()` alone
// stops accepting but waits for every open connection, and a proxy that health-checks or reuses
// a keep-alive connection keeps sending requests on it, so the process never ended.

export const READINESS_PATH = '/api/health/ready';

/**
 * How long a stopping instance lets requests already under way finish: SHUTDOWN_DRAIN_SECONDS,
 * default 10. A malformed value stops start-up, naming it, as lib/config does for the others.
 */
export function drainMilliseconds(env) {
  // Empty counts as unset, as in lib/config: .env.example lists the variable without a value.
  const value = env.SHUTDOWN_DRAIN_SECONDS || '10';
  if (!/^\d{1,3}$/.test(value)) {
    throw new Error(`Invalid environment configuration: SHUTDOWN_DRAIN_SECONDS: must be a whole number of seconds (0-999), not "${value}"`);
  }
  return Number(value) * 1_000;
}

/**
 * `stop()` makes the instance fail readiness at once (a proxy's check on a connection still open
 * gets 503), stops accepting connections, closes each one as soon as it is idle, and after
 * `drainMs` closes the rest; then `onClosed` runs. Until then every response says
 * `Connection: close`, so clients take their next request elsewhere.
 */
export function gracefulShutdown(server, { drainMs, onClosed }) {
  let stopping = false;

  /** Answers a request that arrives while stopping when it is the readiness check; true if it did. */
  const intercept = (request, response) => {
    if (!stopping) return false;
    response.setHeader('Connection', 'close');
    if (request.url?.split('?')[0] !== READINESS_PATH) return false;
    response.writeHead(503, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
    response.end(JSON.stringify({ status: 'stopping' }));
    return true;
  };

  const stop = () => {
    if (stopping) return;
    stopping = true;
    const sweep = setInterval(() => server.closeIdleConnections(), 200);
    const deadline = setTimeout(() => server.closeAllConnections(), drainMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(deadline);
      onClosed();
    });
  };

  /** Whether stop() has been called: every answer from then on must say `Connection: close`. */
  const isStopping = () => stopping;

  return { intercept, stop, isStopping };
}
