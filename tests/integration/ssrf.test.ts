import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchPublicPage, type SafeFetchOptions } from '@/lib/net/safe-fetch';

/**
 * The page fetcher behind the 'Sitio Web' article source. A local server plays "the internet";
 * where a test needs a reachable site it allows 127.0.0.1 explicitly, and shows that every other
 * inside address is still refused, including through redirects.
 */
let server: Server;
let port: number;
let base: string;
let bytesSent = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const redirect = (location: string) => {
      res.writeHead(302, { location });
      res.end();
    };
    switch (url.pathname) {
      case '/page':
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(
          '<html><head><title>Panadería San Martín</title><meta name="description" content="Pan recién horneado en Arequipa"><style>.x{}</style><script>var secreto=1</script></head><body><h1>Bienvenidos</h1><p>Pan de yema &amp; empanadas</p></body></html>',
        );
      case '/to-loopback-v6':
        return redirect(`http://[::1]:${port}/page`);
      case '/to-metadata':
        return redirect(`http://metadata.example:${port}/latest`);
      case '/to-file':
        return redirect('file:///etc/passwd');
      case '/loop':
        return redirect('/loop');
      case '/relative':
        return redirect('/page');
      case '/slow':
        setTimeout(() => {
          if (!res.destroyed) res.end('tarde');
        }, 3_000);
        return;
      case '/huge': {
        res.writeHead(200, { 'content-type': 'text/html' });
        const chunk = Buffer.alloc(64 * 1024, 'a');
        let sent = 0;
        const push = () => {
          while (sent < 128 * 1024 * 1024) {
            sent += chunk.length;
            bytesSent = sent;
            if (!res.write(chunk)) return res.once('drain', push);
          }
          res.end();
        };
        res.on('close', () => (bytesSent = sent));
        return push();
      }
      case '/bomb':
        res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
        return res.end(gzipSync(Buffer.alloc(20 * 1024 * 1024, 'b')));
      case '/image':
        res.writeHead(200, { 'content-type': 'image/png' });
        return res.end(Buffer.alloc(10));
      case '/missing':
        res.writeHead(404, { 'content-type': 'text/html' });
        return res.end('no');
      default:
        res.writeHead(200, { 'content-type': 'text/plain' });
        return res.end('ok');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://sitio.example:${port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

const names: Record<string, { address: string; family: 4 | 6 }[]> = {
  'sitio.example': [{ address: '127.0.0.1', family: 4 }],
  'metadata.example': [{ address: '169.254.169.254', family: 4 }],
  'intranet.example': [{ address: '10.0.0.7', family: 4 }],
  'mixto.example': [
    { address: '8.8.8.8', family: 4 },
    { address: '192.168.0.10', family: 4 },
  ],
};

/** "The internet" for these tests: names from the table above, and 127.0.0.1 counts as public. */
const asIfPublic = (): SafeFetchOptions => ({
  resolve: async (host) => {
    const found = names[host];
    if (!found) throw new Error('ENOTFOUND');
    return found;
  },
  isAllowedAddress: (ip) => ip === '127.0.0.1' || !/^(10\.|169\.254\.|192\.168\.|::1$|::ffff:)/.test(ip),
  allowedPorts: new Set([port]),
});

/** The production address policy, with the test server's port allowed so only addresses decide. */
const productionPolicy = (): SafeFetchOptions => ({ allowedPorts: new Set([port, 80, 443]) });

describe('fetchPublicPage refuses inside addresses', () => {
  it.each([
    () => `http://127.0.0.1:${port}/page`,
    () => `http://localhost:${port}/page`,
    () => `http://[::1]:${port}/page`,
    () => `http://[::ffff:127.0.0.1]:${port}/page`,
    () => `http://[::ffff:7f00:1]:${port}/page`,
    () => `http://2130706433:${port}/page`,
    () => `http://0x7f.1:${port}/page`,
    () => `http://0.0.0.0:${port}/page`,
    () => 'http://169.254.169.254/latest/meta-data/',
    () => 'http://10.0.0.1/',
    () => 'http://[fe80::1]/',
    () => 'http://[fd00::1]/',
    () => 'http://224.0.0.1/',
  ])('refuses %#', async (url) => {
    await expect(fetchPublicPage(url(), productionPolicy())).rejects.toMatchObject({ reason: 'blocked_address' });
  });

  it('refuses a name that resolves to a private address, or to a mix of public and private', async () => {
    const options = { ...asIfPublic(), isAllowedAddress: undefined };
    await expect(fetchPublicPage('http://intranet.example/', { ...options, allowedPorts: new Set([80]) })).rejects.toMatchObject({
      reason: 'blocked_address',
    });
    await expect(fetchPublicPage('http://mixto.example/', { ...options, allowedPorts: new Set([80]) })).rejects.toMatchObject({
      reason: 'blocked_address',
    });
  });

  it('refuses schemes other than http and https, credentials in the URL and unusual ports', async () => {
    for (const url of ['file:///etc/passwd', 'ftp://example.com/', 'gopher://example.com/', 'javascript:alert(1)', 'no es una url']) {
      await expect(fetchPublicPage(url)).rejects.toMatchObject({ reason: 'invalid_url' });
    }
    await expect(fetchPublicPage('http://user:pass@example.com/')).rejects.toMatchObject({ reason: 'invalid_url' });
    await expect(fetchPublicPage('http://example.com:6379/')).rejects.toMatchObject({ reason: 'blocked_address' });
  });
});

describe('fetchPublicPage on a reachable site', () => {
  it('extracts the title, description and visible text, without scripts or styles', async () => {
    const page = await fetchPublicPage(`${base}/page`, asIfPublic());
    expect(page.title).toBe('Panadería San Martín');
    expect(page.description).toBe('Pan recién horneado en Arequipa');
    expect(page.text).toContain('Pan de yema & empanadas');
    expect(page.text).not.toContain('secreto');
    expect(page.truncated).toBe(false);
  });

  it('follows a redirect within vetted hosts and re-checks every hop', async () => {
    expect((await fetchPublicPage(`${base}/relative`, asIfPublic())).title).toBe('Panadería San Martín');
    await expect(fetchPublicPage(`${base}/to-loopback-v6`, asIfPublic())).rejects.toMatchObject({ reason: 'blocked_address' });
    await expect(fetchPublicPage(`${base}/to-metadata`, asIfPublic())).rejects.toMatchObject({ reason: 'blocked_address' });
    await expect(fetchPublicPage(`${base}/to-file`, asIfPublic())).rejects.toMatchObject({ reason: 'invalid_url' });
    await expect(fetchPublicPage(`${base}/loop`, asIfPublic())).rejects.toMatchObject({ reason: 'too_many_redirects' });
  });

  it('connects to the address it vetted, so a second DNS answer cannot rebind the request', async () => {
    let calls = 0;
    const rebinding: SafeFetchOptions = {
      ...asIfPublic(),
      resolve: async () => {
        calls += 1;
        return [{ address: calls === 1 ? '127.0.0.1' : '10.0.0.7', family: 4 }];
      },
    };
    const page = await fetchPublicPage(`${base}/page`, rebinding);
    expect(page.title).toBe('Panadería San Martín');
    expect(calls).toBe(1);
  });

  it('gives up after the timeout', async () => {
    const started = Date.now();
    await expect(fetchPublicPage(`${base}/slow`, { ...asIfPublic(), timeoutMs: 300 })).rejects.toMatchObject({ reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('reads at most 1 MB, also when the body is compressed', async () => {
    const huge = await fetchPublicPage(`${base}/huge`, asIfPublic());
    expect(huge.truncated).toBe(true);
    await new Promise((r) => setTimeout(r, 100));
    // The server got rid of the 1 MB read plus what the loopback's socket buffers absorbed before
    // the client hung up (they grow by themselves, to 32 MB here; 4.2 MB was seen under load): far
    // from the 128 MB a client reading on would take.
    expect(bytesSent).toBeLessThan(64 * 1024 * 1024);
    const bomb = await fetchPublicPage(`${base}/bomb`, asIfPublic());
    expect(bomb.truncated).toBe(true);
    expect(bomb.text.length).toBeLessThanOrEqual(12_000);
  });

  it('refuses error statuses and non-page content', async () => {
    await expect(fetchPublicPage(`${base}/missing`, asIfPublic())).rejects.toMatchObject({ reason: 'http_status' });
    await expect(fetchPublicPage(`${base}/image`, asIfPublic())).rejects.toMatchObject({ reason: 'not_html' });
  });
});
