import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { currentRequestId, REQUEST_ID_HEADER } from '@/lib/http/request-id.mjs';
import { routeGroup } from '@/lib/metrics/http-requests.mjs';
import { frontHandler } from '@/scripts/front.mjs';
import { createSiteEdge } from '@/scripts/site-edge.mjs';
import { counterValue, histogramTotals } from '../helpers/metric-values';

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/**
 * A server wired as scripts/start.mjs wires its own (scripts/front.mjs): counted and timed,
 * given a request id, then the site edge, then `next` standing in for Next.
 */
async function front(next: (req: IncomingMessage, res: ServerResponse) => void, trustedProxyCount = 0, stopping = () => false) {
  const edge = createSiteEdge({ sitesDomain: 'vitrina.site', appUrl: 'https://vitrina.pe', flushMs: 60_000 });
  const shutdown = {
    isStopping: stopping,
    intercept: (_req: IncomingMessage, res: ServerResponse) => (stopping() && res.setHeader('Connection', 'close'), false),
  };
  const server = createServer(frontHandler({ edge, next, trustedProxyCount, shutdown }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  const { port } = server.address() as AddressInfo;
  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path, headers: { host: 'vitrina.pe', ...headers } }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    });
  return { get, port };
}

const requests = (group: string, status: string) => counterValue('vitrina_http_requests_total', { group, status });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('route groups', () => {
  it.each([
    ['/', false, 'app_page'],
    ['/dashboard/suscripcion', false, 'app_page'],
    ['/blog/una-nota', false, 'app_page'],
    ['/api/auth/sign-in/email', false, 'app_api'],
    ['/api/stripe/webhook', false, 'app_api'],
    ['/api/healthy', false, 'app_api'],
    ['/api/health', false, 'health'],
    ['/api/health/ready', false, 'health'],
    ['/api/metrics', false, 'health'],
    ['/_next/static/chunks/a.js', false, 'static'],
    ['/fuentes/inter.woff2', true, 'static'],
    ['/api/uploads/sites/a.webp', true, 'static'],
    ['/v.gif', true, 'static'],
    ['/icon.svg', false, 'static'],
    ['/', true, 'site_page'],
    ['/servicios', true, 'site_page'],
    ['/enviar', true, 'site_page'],
  ])('%s (site host: %s) is %s', (path, onSite, group) => {
    expect(routeGroup(path, onSite)).toBe(group);
  });
});

describe('request counts and latency, as npm start measures them', () => {
  it('counts each answer by group and status class and times it from arrival to the end of the answer', async () => {
    const { get } = await front((req, res) => {
      const status = req.url === '/no-existe' ? 404 : req.url === '/api/roto' ? 500 : 200;
      setTimeout(() => {
        res.statusCode = status;
        res.end('ok');
      }, 40);
    });
    const before = {
      ok: requests('app_page', '2xx'),
      missing: requests('app_page', '4xx'),
      broken: requests('app_api', '5xx'),
      timed: histogramTotals('vitrina_http_request_duration_seconds', { group: 'app_page' }),
    };
    await get('/');
    await get('/precios');
    await get('/no-existe');
    await get('/api/roto');
    expect(requests('app_page', '2xx') - before.ok).toBe(2);
    expect(requests('app_page', '4xx') - before.missing).toBe(1);
    expect(requests('app_api', '5xx') - before.broken).toBe(1);
    const timed = histogramTotals('vitrina_http_request_duration_seconds', { group: 'app_page' });
    expect(timed.count - before.timed.count).toBe(3);
    expect(timed.sum - before.timed.sum).toBeGreaterThanOrEqual(0.12);
  });

  it('groups a request by its path as a URL reads it: the query apart, dot segments resolved, escapes kept', async () => {
    const { get } = await front((_req, res) => res.end('ok'));
    const before = { health: requests('health', '2xx'), api: requests('app_api', '2xx'), page: requests('app_page', '2xx') };
    await get('/api/health?probe=1');
    await get('/fuentes/../api/health');
    await get('/%61pi/metrics');
    await get('/api/uploads/./../../api/stripe/webhook?x=/v.gif');
    await get('/blog?page=/api/health');
    expect(requests('health', '2xx') - before.health).toBe(2);
    expect(requests('app_api', '2xx') - before.api).toBe(1);
    expect(requests('app_page', '2xx') - before.page).toBe(2);
  });

  it('counts a request the client gave up on as aborted', async () => {
    let arrived: () => void = () => {};
    const arrival = new Promise<void>((resolve) => (arrived = resolve));
    const { port } = await front(() => arrived());
    const before = requests('app_page', 'aborted');
    const req = request({ host: '127.0.0.1', port, path: '/lento', headers: { host: 'vitrina.pe' } });
    req.on('error', () => undefined);
    req.end();
    await arrival;
    req.destroy();
    await expect.poll(() => requests('app_page', 'aborted') - before).toBe(1);
  });
});

describe('the request id', () => {
  /** Next's stand-in answers with the id it sees in its headers and in the log context, after a pause. */
  const echo = (req: IncomingMessage, res: ServerResponse) => {
    setTimeout(
      () => res.end(JSON.stringify({ header: req.headers[REQUEST_ID_HEADER], logged: currentRequestId(), mercadoPago: req.headers['x-request-id'] ?? null })),
      20,
    );
  };

  it('is new for every request without a trusted proxy, whatever the client sends, and the same in the answer, the headers and the log context', async () => {
    const { get } = await front(echo, 0);
    const [first, second] = await Promise.all([get('/', { 'x-vitrina-request-id': 'elegido-por-mi' }), get('/')]);
    for (const answer of [first, second]) {
      const id = answer.headers['x-request-id'];
      expect(id).toMatch(UUID);
      expect(JSON.parse(answer.body)).toMatchObject({ header: id, logged: id });
    }
    expect(first?.headers['x-request-id']).not.toBe(second?.headers['x-request-id']);
  });

  it("is the proxy's behind a trusted proxy, unless it could forge a log line or split a header", async () => {
    const { get } = await front(echo, 1);
    const proxied = await get('/', { 'x-vitrina-request-id': '0b7c6f2e-4f1a-4d8e-9c1e-2a9f3b5d7e11' });
    expect(proxied.headers['x-request-id']).toBe('0b7c6f2e-4f1a-4d8e-9c1e-2a9f3b5d7e11');
    expect(JSON.parse(proxied.body)).toMatchObject({ header: '0b7c6f2e-4f1a-4d8e-9c1e-2a9f3b5d7e11', logged: '0b7c6f2e-4f1a-4d8e-9c1e-2a9f3b5d7e11' });
    for (const odd of ['dos palabras', 'x'.repeat(129), '"}{"level":60']) {
      const answer = await get('/', { 'x-vitrina-request-id': odd });
      expect(answer.headers['x-request-id']).toMatch(UUID);
    }
  });

  it("leaves Mercado Pago's own X-Request-Id, which its signature covers, as it came", async () => {
    const { get } = await front(echo, 1);
    const answer = await get('/api/mercadopago/webhook', { 'x-request-id': 'mp-9f1c2b7a' });
    expect(JSON.parse(answer.body)).toMatchObject({ mercadoPago: 'mp-9f1c2b7a' });
    expect(answer.headers['x-request-id']).toMatch(UUID);
  });
});

describe("customers' site pages by where their answer came from", () => {
  const pages = (cache: string) => counterValue('vitrina_site_pages_served_total', { cache });

  it("counts Next's cache hits and misses, the edge's one-second copies, and nothing for a page that is not there", async () => {
    let rendered = 0;
    const { get } = await front((req, res) => {
      if (req.url === '/no-existe') {
        res.statusCode = 404;
        return res.end('no');
      }
      rendered += 1;
      res.setHeader('x-nextjs-cache', rendered === 1 ? 'MISS' : 'HIT');
      res.end('<!doctype html><h1>Panadería</h1>');
    });
    const before = { miss: pages('miss'), hit: pages('hit'), edge: pages('edge'), sitePages: requests('site_page', '2xx') };
    const host = { host: 'panaderia.vitrina.site' };
    const first = await get('/', host);
    const second = await get('/', host);
    const third = await get('/', host);
    await get('/no-existe', host);
    expect([first.headers['x-vitrina-edge'], second.headers['x-vitrina-edge'], third.headers['x-vitrina-edge']]).toEqual([undefined, undefined, 'HIT']);
    expect({ miss: pages('miss') - before.miss, hit: pages('hit') - before.hit, edge: pages('edge') - before.edge }).toEqual({ miss: 1, hit: 1, edge: 1 });
    expect(requests('site_page', '2xx') - before.sitePages).toBe(3);
    // The edge's copy answers with the id of the request it answers, not the one it was copied from.
    expect(third.headers['x-request-id']).toMatch(UUID);
    expect(third.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });
});

describe('the short way for a copy kept less than a second ago', () => {
  /** Next as it answers a cached page, counting how often it was asked. */
  function cachedNext() {
    const asked: string[] = [];
    const next = (req: IncomingMessage, res: ServerResponse) => {
      asked.push(`${req.headers.host} ${req.url}`);
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('x-nextjs-cache', 'HIT');
      res.end('<!doctype html><h1>Panadería</h1>');
    };
    return { next, asked };
  }

  it("keeps a site's page with a cookie and a router's request for a public page for Next, as the edge does", async () => {
    const { next, asked } = cachedNext();
    const { get } = await front(next);
    const site = { host: 'panaderia.vitrina.site' };
    await get('/', site);
    expect((await get('/', site)).headers['x-vitrina-edge']).toBe('HIT');
    const withCookie = await get('/', { ...site, cookie: 'vitrina.session=abc' });
    expect(withCookie.headers['x-vitrina-edge']).toBeUndefined();
    expect(withCookie.headers['x-request-id']).toMatch(UUID);

    await get('/about');
    expect((await get('/about')).headers['x-vitrina-edge']).toBe('HIT');
    const prefetch = await get('/about', { 'next-router-prefetch': '1' });
    expect(prefetch.headers['x-vitrina-edge']).toBeUndefined();
    expect(asked).toEqual(['panaderia.vitrina.site /', 'panaderia.vitrina.site /', 'vitrina.pe /about', 'vitrina.pe /about']);
  });

  it('tells every client of a stopping server to close its connection, a copy answered included', async () => {
    const { next } = cachedNext();
    let stopping = false;
    const { get } = await front(next, 0, () => stopping);
    const site = { host: 'panaderia.vitrina.site' };
    await get('/', site);
    expect((await get('/', site)).headers.connection).toBe('keep-alive');
    stopping = true;
    const last = await get('/', site);
    expect(last.headers['x-vitrina-edge']).toBe('HIT');
    expect(last.headers.connection).toBe('close');
  });
});
