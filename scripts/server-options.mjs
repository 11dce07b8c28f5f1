/**
 * `npm start`'s address, read as `next start` and Next's standalone server read theirs:
 * -p/--port, else PORT, else 3000; -H/--hostname, else HOSTNAME, else 0.0.0.0 (every interface).
 */
export function serverOptions(args, env) {
  const option = (...names) => {
    const i = args.findIndex((arg) => names.includes(arg));
    return i >= 0 ? args[i + 1] : undefined;
  };
  return {
    port: Number(option('-p', '--port') ?? env.PORT ?? 3000),
    hostname: option('-H', '--hostname') ?? env.HOSTNAME ?? '0.0.0.0',
  };
}

/**
 * How long an idle keep-alive connection stays open. Node closes one after 5 s, while the proxy in
 * front (Caddy keeps idle upstream connections 2 minutes) or a client may reuse it at that very
 * moment and get a reset. The side that opened the connection should close it first, so the app
 * waits longer than the proxy does; the headers timeout must exceed it (Node's own rule).
 */
export const KEEP_ALIVE_MS = 125_000;

export function keepConnectionsAlive(server) {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
}
