/**
 * Runs once when a server instance starts: parse the configuration (a malformed variable stops
 * start-up here, naming it), apply pending migrations, start the in-process schedulers.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startServer } = await import('./lib/server/start');
  await startServer();
}

/** Server render and route errors, as structured log lines with the digest users see. */
export async function onRequestError(
  error: unknown,
  request: { path: string; method: string },
  context: { routePath: string; routeType: string },
) {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { logger } = await import('./lib/logger');
  const digest = (error as { digest?: string } | null)?.digest;
  logger.error({ err: error, digest, path: request.path, method: request.method, route: context.routePath }, 'request failed');
}
