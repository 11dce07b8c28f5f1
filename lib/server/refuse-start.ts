/**
 * Ends the process when the server cannot start. Next's production servers (`next start`, and
 * `next()` inside scripts/start.mjs) catch what register() throws, log "Failed to prepare
 * server", keep listening and answer 500 to every request: a service manager sees a running
 * process and never restarts it, and a load balancer may keep sending it visitors.
 *
 * This module must load whatever the configuration says: the logger parses the configuration
 * when it is imported, which is exactly what may have failed.
 */
export function refuseToStart(error: unknown): never {
  console.error(`Vitrina cannot start: ${startupFailureLine(error)}`);
  process.exit(1);
}

/** The failure as one line for the service manager's journal: the configuration's multi-line message joined. */
export function startupFailureLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const [head = '', ...rest] = message
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return rest.length > 0 ? `${head} ${rest.join('; ')}` : head;
}
