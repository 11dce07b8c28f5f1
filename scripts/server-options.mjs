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
