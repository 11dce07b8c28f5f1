/**
 * Runs once when a server instance starts: parse the configuration, apply pending migrations,
 * start the in-process schedulers. Any failure ends the process with one line naming the cause
 * (lib/server/refuse-start.ts says why Next alone would keep it running).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  try {
    const { startServer } = await import('./lib/server/start');
    await startServer();
  } catch (error) {
    const { refuseToStart } = await import('./lib/server/refuse-start');
    refuseToStart(error);
  }
}

/** Server render and route errors, as structured log lines with the digest users see. */
export async function onRequestError(error: unknown, request: { path: string; method: string }, context: { routePath: string; routeType: string }) {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { logger } = await import('./lib/logger');
  const digest = (error as { digest?: string } | null)?.digest;
  logger.error({ err: error, digest, path: request.path, method: request.method, route: context.routePath }, 'request failed');
}
