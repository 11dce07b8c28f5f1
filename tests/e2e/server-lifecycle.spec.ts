import { connect } from 'node:net';
import { startSecondServer, waitUntilOk } from './second-server';
import { expect, test } from './fixtures';

/** A cold start on this 2-core machine takes a few seconds; a server that refuses ends well within this. */
const EXIT_WITHIN_MS = 45_000;

const REFUSED_STARTS: { what: string; env: Record<string, string | undefined>; names: string; command?: 'next start' }[] = [
  { what: 'without BETTER_AUTH_SECRET', env: { BETTER_AUTH_SECRET: undefined }, names: 'BETTER_AUTH_SECRET' },
  {
    what: 'with a payment provider and no receipt API',
    env: {
      PAYMENT_PROVIDER: 'mercadopago',
      MERCADOPAGO_ACCESS_TOKEN: 'TEST-token',
      MERCADOPAGO_WEBHOOK_SECRET: 'secreto-de-prueba-0123456789',
      RECEIPTS_API_URL: undefined,
      RECEIPTS_API_TOKEN: undefined,
      RECEIPTS: undefined,
    },
    names: 'RECEIPTS_API_URL',
  },
  { what: 'with a malformed REDIS_URL', env: { REDIS_URL: 'localhost:6379' }, names: 'REDIS_URL' },
  { what: 'with a database nobody answers for', env: { DATABASE_URL: 'postgres://vitrina@127.0.0.1:1/vitrina' }, names: 'DATABASE_URL' },
  { what: 'without BETTER_AUTH_SECRET', env: { BETTER_AUTH_SECRET: undefined }, names: 'BETTER_AUTH_SECRET', command: 'next start' },
];

for (const { what, env, names, command } of REFUSED_STARTS) {
  test(`${command ?? 'npm start'} ${what} exits non-zero with one line naming ${names}`, async () => {
    test.setTimeout(EXIT_WITHIN_MS + 15_000);
    const server = await startSecondServer(env, command);
    try {
      const code = await server.exitCode(EXIT_WITHIN_MS);
      expect(code, `still running after ${EXIT_WITHIN_MS / 1000} s:\n${server.output()}`).not.toBeNull();
      expect(code).not.toBe(0);
      const line = server
        .output()
        .split('\n')
        .find((text) => text.startsWith('Vitrina cannot start: '));
      expect(line, server.output()).toContain(names);
    } finally {
      await server.dispose();
    }
  });
}

/**
 * A proxy's health checker on one keep-alive connection: the next check goes as soon as the last
 * answer is in, each written in two parts 200 ms apart as a slow client does, so the connection
 * is busy nearly all the time (as behind a proxy under load). Ends when the server closes it.
 */
function keepCheckingReadiness(base: string) {
  const { hostname, port } = new URL(base);
  const socket = connect(Number(port), hostname);
  let received = '';
  let sent = 0;
  const statuses = () => [...received.matchAll(/^HTTP\/1\.1 (\d{3})/gm)].map((match) => Number(match[1]));
  const send = () => {
    sent += 1;
    socket.write(`GET /api/health/ready HTTP/1.1\r\nHost: ${hostname}:${port}\r\n`);
    setTimeout(() => socket.writable && socket.write('\r\n'), 200);
  };
  socket.on('data', (chunk) => {
    received += chunk;
    if (statuses().length === sent && socket.writable) send();
  });
  socket.on('error', () => undefined);
  socket.once('connect', send);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return { statuses, closed, destroy: () => socket.destroy() };
}

test('npm start on SIGTERM exits within its drain time, though a proxy keeps checking readiness on a busy keep-alive connection', async () => {
  test.setTimeout(150_000);
  const server = await startSecondServer({ SHUTDOWN_DRAIN_SECONDS: '3' });
  try {
    await waitUntilOk(`${server.base}/api/health/ready`);
    const checker = keepCheckingReadiness(server.base);
    try {
      await expect.poll(() => checker.statuses().length).toBeGreaterThan(2);
      expect(checker.statuses()).not.toContain(503);
      server.process.kill('SIGTERM');
      const code = await server.exitCode(3_000 + 5_000);
      expect(code, `still running 8 s after SIGTERM:\n${server.output()}`).toBe(0);
      await checker.closed;
    } finally {
      checker.destroy();
    }
  } finally {
    await server.dispose();
  }
});
