import { createServer } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { keepConnectionsAlive, serverOptions } from '@/scripts/server-options.mjs';

describe("npm start's address", () => {
  it('listens where HOSTNAME and PORT say, as Next does, and the flags win over them', () => {
    expect(serverOptions([], {})).toEqual({ port: 3000, hostname: '0.0.0.0' });
    expect(serverOptions([], { HOSTNAME: '127.0.0.1', PORT: '8080' })).toEqual({ port: 8080, hostname: '127.0.0.1' });
    expect(serverOptions(['-H', '::1', '--port', '4000'], { HOSTNAME: '127.0.0.1', PORT: '8080' })).toEqual({ port: 4000, hostname: '::1' });
  });
});

describe("npm start's idle connections", () => {
  it('stay open past Node’s 5 seconds, so a proxy or client reusing one is not reset', async () => {
    const server = createServer((_request, response) => response.end('ok'));
    keepConnectionsAlive(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
    const answers: string[] = [];
    socket.on('data', (chunk) => answers.push(chunk.toString()));
    let closedAt: number | null = null;
    socket.on('close', () => (closedAt = Date.now()));
    const ask = () => socket.write('GET / HTTP/1.1\r\nHost: app\r\nConnection: keep-alive\r\n\r\n');
    try {
      await new Promise((resolve) => socket.once('connect', resolve));
      ask();
      // Idle longer than Node's default keepAliveTimeout (5 s), then reuse the same connection.
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      expect(closedAt).toBeNull();
      ask();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(answers.join('').match(/HTTP\/1\.1 200 OK/g)).toHaveLength(2);
    } finally {
      socket.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  }, 15_000);
});
