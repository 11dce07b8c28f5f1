import { Agent, createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { drainMilliseconds, gracefulShutdown, READINESS_PATH } from '@/scripts/graceful-shutdown.mjs';

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.closeAllConnections();
});

/** A server wired as scripts/start.mjs wires it, with `app` standing in for Next; resolves `closed` when it has ended. */
async function serve(app: (request: IncomingMessage, response: ServerResponse) => void, drainMs: number) {
  let closedAt: number | undefined;
  const server = createServer((req, res) => {
    if (!shutdown.intercept(req, res)) app(req, res);
  });
  const shutdown = gracefulShutdown(server, { drainMs, onClosed: () => (closedAt = Date.now()) });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  const { port } = server.address() as AddressInfo;
  const closed = async (within: number) => {
    const deadline = Date.now() + within;
    while (closedAt === undefined && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    return closedAt;
  };
  return { port, stop: shutdown.stop, closed };
}

/** One GET on `agent`; the status, or the error's code when the connection was refused or cut. */
function get(port: number, path: string, agent: Agent): Promise<number | string> {
  return new Promise((resolve) => {
    request({ host: '127.0.0.1', port, path, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    })
      .on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'))
      .end();
  });
}

describe("npm start's shutdown", () => {
  it('ends within the drain time while a proxy keeps checking readiness on a keep-alive connection, failing the checks sent after the signal', async () => {
    const ready = (_: IncomingMessage, res: ServerResponse) => setTimeout(() => res.end('{"status":"ready"}'), 30);
    const { port, stop, closed } = await serve(ready, 1_000);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const signal: { at?: number } = {};
    const afterStop: (number | string)[] = [];
    const checking = (async () => {
      for (let i = 0; i < 200; i += 1) {
        const sentAfterStop = signal.at !== undefined;
        const answer = await get(port, READINESS_PATH, agent);
        if (sentAfterStop) afterStop.push(answer);
        if (typeof answer === 'string' && sentAfterStop) return;
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const stoppedAt = Date.now();
    signal.at = stoppedAt;
    stop();
    const closedAt = await closed(3_000);
    await checking;
    agent.destroy();
    expect(closedAt, 'the server never closed').toBeDefined();
    expect(closedAt! - stoppedAt).toBeLessThan(1_500);
    expect(afterStop.length).toBeGreaterThan(0);
    expect(afterStop).not.toContain(200);
  });

  it('cuts a request that is still running when the drain time is over', async () => {
    const { port, stop, closed } = await serve(() => undefined, 500);
    const agent = new Agent({ keepAlive: true });
    const hanging = get(port, '/tarda', agent);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stoppedAt = Date.now();
    stop();
    const closedAt = await closed(3_000);
    expect(closedAt, 'the server never closed').toBeDefined();
    expect(closedAt! - stoppedAt).toBeGreaterThanOrEqual(450);
    expect(closedAt! - stoppedAt).toBeLessThan(1_500);
    expect(await hanging).toBe('ECONNRESET');
    agent.destroy();
  });

  it('takes the drain time from SHUTDOWN_DRAIN_SECONDS, 10 s by default, and refuses a malformed one by name', () => {
    expect(drainMilliseconds({})).toBe(10_000);
    expect(drainMilliseconds({ SHUTDOWN_DRAIN_SECONDS: '' })).toBe(10_000);
    expect(drainMilliseconds({ SHUTDOWN_DRAIN_SECONDS: '3' })).toBe(3_000);
    expect(() => drainMilliseconds({ SHUTDOWN_DRAIN_SECONDS: '10s' })).toThrow(/SHUTDOWN_DRAIN_SECONDS/);
  });
});
