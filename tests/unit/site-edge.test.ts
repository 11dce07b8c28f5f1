import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { BLOG_GATE, SITE_GATE, TLS_ASK, VISIT_SINK } from '@/lib/http/edge-hooks.mjs';
import { createSiteEdge } from '@/scripts/site-edge.mjs';

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** The edge in front of a stand-in for Next that says how it answered, as scripts/start.mjs wires them. */
async function serve(
  next: (request: IncomingMessage, response: ServerResponse) => void,
  clock = { now: 0 },
  hosts: { sitesDomain?: string; appUrl?: string } = {},
) {
  const edge = createSiteEdge({ ...hosts, now: () => clock.now, flushMs: 60_000 });
  const server = createServer((req, res) => {
    edge.handle(req, res, () => next(req, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  const { port } = server.address() as AddressInfo;
  const get = (path: string, host: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<Answer>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path, method, headers: { host, ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    });
  return { edge, get, clock };
}

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
  delete (globalThis as Record<symbol, unknown>)[VISIT_SINK];
  delete (globalThis as Record<symbol, unknown>)[BLOG_GATE];
  delete (globalThis as Record<symbol, unknown>)[SITE_GATE];
  delete (globalThis as Record<symbol, unknown>)[TLS_ASK];
});

/** Next as the site route answers: from its cache after the first render, compressed when asked. */
function fakeNext() {
  const calls: string[] = [];
  let version = 'v1';
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    calls.push(`${req.headers.host} ${req.url}`);
    const html = `<!doctype html><h1>${version} ${req.url}</h1>`;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('x-nextjs-cache', calls.length > 1 ? 'HIT' : 'MISS');
    if (req.url === '/suspendida') res.statusCode = 503;
    if (/gzip/.test(String(req.headers['accept-encoding']))) {
      res.setHeader('content-encoding', 'gzip');
      res.end(gzipSync(html));
    } else {
      res.write(html.slice(0, 10));
      res.end(html.slice(10));
    }
  };
  return { handler, calls, publish: (v: string) => (version = v) };
}

describe('the site edge in front of Next', () => {
  it('answers the counting pixel itself and hands a second of hits, added up, to the app', async () => {
    const next = fakeNext();
    const { edge, get } = await serve(next.handler);
    const browser = { 'user-agent': 'Mozilla/5.0 Chrome/131' };
    for (let i = 0; i < 3; i++) {
      const pixel = await get('/v.gif?p=%2Fcontacto', 'rosa.localhost:3000', browser);
      expect(pixel.status).toBe(200);
      expect(pixel.headers['content-type']).toBe('image/gif');
      expect(pixel.headers['cache-control']).toBe('no-store, max-age=0');
    }
    await get('/v.gif?p=%2F', 'rosa.localhost:3000', browser);
    // Another client (the address npm start stamps, and what a proxy appended): its hits apart, for the app to bound per visitor.
    await get('/v.gif?p=%2F', 'rosa.localhost:3000', { ...browser, 'x-vitrina-socket-ip': '10.0.0.2', 'x-forwarded-for': '198.51.100.7' });
    expect(next.calls).toEqual([]);

    // Until the app registers its sink (start-up), the counts wait.
    await edge.flush();
    const received: unknown[] = [];
    (globalThis as Record<symbol, unknown>)[VISIT_SINK] = async (hits: unknown[]) => void received.push(...hits);
    await edge.flush();
    expect(received).toEqual(
      expect.arrayContaining([
        { host: 'rosa.localhost', path: '/contacto', userAgent: 'Mozilla/5.0 Chrome/131', count: 3, socketIp: '', forwardedFor: '' },
        { host: 'rosa.localhost', path: '/', userAgent: 'Mozilla/5.0 Chrome/131', count: 1, socketIp: '', forwardedFor: '' },
        { host: 'rosa.localhost', path: '/', userAgent: 'Mozilla/5.0 Chrome/131', count: 1, socketIp: '10.0.0.2', forwardedFor: '198.51.100.7' },
      ]),
    );
    expect(received).toHaveLength(3);
    // Handed over once.
    await edge.flush();
    expect(received).toHaveLength(3);
  });

  it('keeps the counts for the next try when the app fails to store them', async () => {
    const { edge, get } = await serve(fakeNext().handler);
    await get('/v.gif?p=%2F', 'rosa.localhost', { 'user-agent': 'Mozilla/5.0' });
    let fail = true;
    const received: { count: number }[] = [];
    (globalThis as Record<symbol, unknown>)[VISIT_SINK] = async (hits: { count: number }[]) => {
      if (fail) throw new Error('database down');
      received.push(...hits);
    };
    await edge.flush();
    await get('/v.gif?p=%2F', 'rosa.localhost', { 'user-agent': 'Mozilla/5.0' });
    fail = false;
    await edge.flush();
    expect(received).toEqual([{ host: 'rosa.localhost', path: '/', userAgent: 'Mozilla/5.0', count: 2, socketIp: '', forwardedFor: '' }]);
  });

  it('serves a site page Next served from its cache again for one second, per compression, and never anything else', async () => {
    const next = fakeNext();
    const clock = { now: 1_000 };
    const { get } = await serve(next.handler, clock);
    const host = 'rosa.localhost:3000';
    await get('/', host); // rendered (MISS): not kept
    const hit = await get('/', host); // from Next's cache: kept
    const again = await get('/', host);
    expect(next.calls).toHaveLength(2);
    expect(again.body.toString()).toBe(hit.body.toString());
    expect(again.headers['x-vitrina-edge']).toBe('HIT');
    expect(again.headers['content-type']).toBe('text/html; charset=utf-8');

    // A browser asking for gzip gets the compressed answer, kept apart from the plain one.
    await get('/', host, { 'accept-encoding': 'gzip' });
    const zipped = await get('/', host, { 'accept-encoding': 'gzip, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.body).toString()).toBe(hit.body.toString());
    expect(next.calls).toHaveLength(3);

    // A second later (a publish expired Next's cache meanwhile), Next answers again.
    next.publish('v2');
    clock.now += 1_000;
    expect((await get('/', host)).body.toString()).toContain('v2 /');
    expect(next.calls).toHaveLength(4);

    // Not kept: the app's own host outside its public pages, a request with cookies, an answer other than 200.
    for (let i = 0; i < 2; i++) {
      await get('/dashboard', '127.0.0.1:3000');
      await get('/', host.replace('rosa', 'luz'), { cookie: 'a=b' });
      await get('/suspendida', host);
    }
    expect(next.calls.slice(4)).toEqual([
      '127.0.0.1:3000 /dashboard',
      'luz.localhost:3000 /',
      'rosa.localhost:3000 /suspendida',
      '127.0.0.1:3000 /dashboard',
      'luz.localhost:3000 /',
      'rosa.localhost:3000 /suspendida',
    ]);
  });

  it("keeps a customer's own domain's pages too, in production, but not the app's hosts or paths", async () => {
    const next = fakeNext();
    const { get } = await serve(next.handler, { now: 1_000 }, { sitesDomain: 'vitrina.site', appUrl: 'https://vitrina.pe' });
    for (let i = 0; i < 3; i++) {
      await get('/carta', 'www.buensabor.pe');
      await get('/', 'rosa.vitrina.site');
      await get('/dashboard', 'vitrina.pe');
      await get('/dashboard', 'panel.vitrina.pe');
      await get('/api/health', 'www.buensabor.pe');
    }
    // The custom domain and the label host reach Next until it answers from its cache: the very
    // first request is its one miss, so twice for the custom domain and once for the label.
    expect(next.calls.filter((call) => call === 'www.buensabor.pe /carta')).toHaveLength(2);
    expect(next.calls.filter((call) => call === 'rosa.vitrina.site /')).toHaveLength(1);
    for (const call of ['vitrina.pe /dashboard', 'panel.vitrina.pe /dashboard', 'www.buensabor.pe /api/health']) {
      expect(
        next.calls.filter((c) => c === call),
        call,
      ).toHaveLength(3);
    }
  });

  it("answers on-demand TLS's ask with the app's function, without Next, and leaves it to Next while the app cannot answer", async () => {
    const next = fakeNext();
    const { get } = await serve(next.handler);
    // Before the app has registered (starting up): Next's route answers.
    await get('/api/sites/tls-ask?domain=rosa.vitrina.site', '127.0.0.1:3990');
    expect(next.calls).toEqual(['127.0.0.1:3990 /api/sites/tls-ask?domain=rosa.vitrina.site']);
    const asked: (string | null)[] = [];
    (globalThis as Record<symbol, unknown>)[TLS_ASK] = async (domain: string | null) => {
      asked.push(domain);
      if (domain === 'caido.pe') throw new Error('database down');
      return domain === 'rosa.vitrina.site' ? { status: 200, body: 'ok' } : { status: 404, body: 'not served here' };
    };
    next.calls.length = 0;
    const yes = await get('/api/sites/tls-ask?domain=rosa.vitrina.site', '127.0.0.1:3990');
    const no = await get('/api/sites/tls-ask?domain=inventado.vitrina.site', '127.0.0.1:3990');
    expect([yes.status, yes.body.toString(), yes.headers['cache-control']]).toEqual([200, 'ok', 'no-store']);
    expect([no.status, no.body.toString()]).toEqual([404, 'not served here']);
    expect(next.calls).toEqual([]);
    await get('/api/sites/tls-ask?domain=caido.pe', '127.0.0.1:3990');
    expect(next.calls).toEqual(['127.0.0.1:3990 /api/sites/tls-ask?domain=caido.pe']);
    expect(asked).toEqual(['rosa.vitrina.site', 'inventado.vitrina.site', 'caido.pe']);
  });

  it('answers 400 for a path Next could not read, on any host, and lets a well-formed one through', async () => {
    const next = fakeNext();
    const { get } = await serve(next.handler);
    for (const [path, host] of [
      ['/%E0%A4%A', 'rosa.localhost'],
      ['/blog/%ZZ', '127.0.0.1:3000'],
      ['/a%00b', 'rosa.localhost'],
      ['/%', '127.0.0.1:3000'],
    ] as const) {
      const answer = await get(path, host);
      expect(answer.status, path).toBe(400);
      expect(answer.body.toString(), path).toBe('Dirección no válida.');
    }
    expect(next.calls).toEqual([]);
    expect((await get('/caf%C3%A9%20limon', 'rosa.localhost')).status).toBe(200);
    expect(next.calls).toEqual(['rosa.localhost /caf%C3%A9%20limon']);
  });

  it("sends an upper-case path on a site's host to its lower-case spelling, and leaves the app's hosts and paths alone", async () => {
    const next = fakeNext();
    const { get } = await serve(next.handler);
    const moved = await get('/Contacto?ref=Facebook', 'rosa.localhost');
    expect([moved.status, moved.headers.location]).toEqual([301, '/contacto?ref=Facebook']);
    // An escaped character is not an upper-case letter: no redirect for its hex digits.
    expect((await get('/caf%C3%A9', 'rosa.localhost')).status).toBe(200);
    await get('/Blog', '127.0.0.1:3000');
    await get('/_next/static/chunks/A1.js', 'rosa.localhost');
    expect(next.calls).toEqual(['rosa.localhost /caf%C3%A9', '127.0.0.1:3000 /Blog', 'rosa.localhost /_next/static/chunks/A1.js']);
  });

  it("hands Next the address the app names for a blog address on the app's hosts, and the address as it came when the app cannot say", async () => {
    const next = fakeNext();
    const { get } = await serve(next.handler);
    await get('/blog/inventado', '127.0.0.1:3000');
    expect(next.calls, 'no gate registered yet: Next gets the address').toEqual(['127.0.0.1:3000 /blog/inventado']);

    const asked: string[] = [];
    const nameAddress = async (url: string) => {
      asked.push(url);
      if (url.includes('caido')) throw new Error('database down');
      return url.startsWith('/blog/real') ? null : '/blog/-';
    };
    (globalThis as Record<symbol, unknown>)[BLOG_GATE] = nameAddress;
    next.calls.length = 0;
    for (const path of ['/blog/inventado?x=1', '/blog/real-articulo', '/blog/caido', '/blog?page=9', '/contact']) await get(path, '127.0.0.1:3000');
    await get('/blog/inventado', 'rosa.localhost');
    expect(asked, "only blog addresses, only on the app's hosts").toEqual(['/blog/inventado?x=1', '/blog/real-articulo', '/blog/caido', '/blog?page=9']);
    expect(next.calls).toEqual([
      '127.0.0.1:3000 /blog/-',
      '127.0.0.1:3000 /blog/real-articulo',
      '127.0.0.1:3000 /blog/caido',
      '127.0.0.1:3000 /blog/-',
      '127.0.0.1:3000 /contact',
      'rosa.localhost /blog/inventado',
    ]);
  });

  it("hands Next one shared 404 for every made-up label or domain, the host as it came for a site's, and the host as it came when the app cannot say", async () => {
    const next = fakeNext();
    const { get } = await serve(next.handler, { now: 1_000 }, { sitesDomain: 'vitrina.site', appUrl: 'https://vitrina.pe' });
    await get('/', 'inventado.vitrina.site');
    expect(next.calls, 'no gate registered yet: Next gets the host').toEqual(['inventado.vitrina.site /']);

    const asked: unknown[] = [];
    const nameAddress = async (host: { label?: string; domain?: string }) => {
      asked.push(host);
      if (host.label === 'caido') throw new Error('database down');
      return host.label === 'rosa' || host.domain === 'www.buensabor.pe' ? null : '/site/-/404';
    };
    (globalThis as Record<symbol, unknown>)[SITE_GATE] = nameAddress;
    next.calls.length = 0;
    // A scanner's 10 made-up labels, each with its home and a page, and a made-up domain.
    for (let i = 0; i < 10; i++) {
      await get('/', `scan-${i}.vitrina.site`);
      await get('/contacto?x=1', `scan-${i}.vitrina.site`);
    }
    await get('/', 'www.inventado.pe');
    expect(new Set(next.calls.map((call) => call.split(' ')[1])), 'one address for all of them').toEqual(new Set(['/site/-/404']));
    expect(next.calls).toHaveLength(21);

    next.calls.length = 0;
    asked.length = 0;
    await get('/carta', 'rosa.vitrina.site');
    await get('/carta', 'www.buensabor.pe');
    await get('/', 'caido.vitrina.site');
    // The app's own paths on a site's host are not the site's to answer.
    await get('/_next/static/chunks/a.js', 'scan-1.vitrina.site');
    expect(asked).toEqual([{ label: 'rosa' }, { domain: 'www.buensabor.pe' }, { label: 'caido' }]);
    expect(next.calls).toEqual([
      'rosa.vitrina.site /carta',
      'www.buensabor.pe /carta',
      'caido.vitrina.site /',
      'scan-1.vitrina.site /_next/static/chunks/a.js',
    ]);

    // A page the edge keeps for a second is answered without asking again.
    await get('/carta', 'rosa.vitrina.site');
    asked.length = 0;
    const kept = await get('/carta', 'rosa.vitrina.site');
    expect(kept.headers['x-vitrina-edge']).toBe('HIT');
    expect(asked).toEqual([]);
  });

  it("sends the app's public pages without Next's client runtime, keeping JSON-LD and the islands, and keeps the cached ones a second", async () => {
    const page = [
      '<!doctype html><html><head><link rel="stylesheet" href="/_next/static/chunks/a.css"/>',
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js"/>',
      '<script src="/_next/static/chunks/b.js" async=""></script></head><body><h1>Hola</h1>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script type="module" src="/islands/social-proof.js"></script>',
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>',
    ];
    const asked: string[] = [];
    const clock = { now: 1_000 };
    const { get } = await serve((req, res) => {
      asked.push(`${req.method} ${req.url} ${req.headers['accept-encoding'] ?? 'identity'}`);
      if (req.headers.rsc) {
        res.setHeader('content-type', 'text/x-component');
        res.end('0:["payload"]');
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'x-nextjs-cache': req.method === 'GET' ? 'HIT' : 'MISS', vary: 'RSC' });
      for (const part of page) res.write(part);
      res.end();
    }, clock);

    const plain = await get('/', '127.0.0.1:3000');
    const html = plain.body.toString();
    expect(html).toContain('<h1>Hola</h1>');
    expect(html).toContain('href="/_next/static/chunks/a.css"');
    expect(html).toContain('<script type="application/ld+json">');
    expect(html).toContain('<script type="module" src="/islands/social-proof.js"></script>');
    expect(html).not.toContain('b.js');
    expect(html).not.toContain('__next_f');
    expect(plain.headers['content-length']).toBe(String(plain.body.length));
    expect(plain.headers.vary).toBe('RSC, Accept-Encoding');

    // Next is asked for the plain HTML; the edge compresses what it sends, and keeps each a second.
    const zipped = await get('/', '127.0.0.1:3000', { 'accept-encoding': 'gzip, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.body).toString()).toBe(html);
    expect((await get('/', '127.0.0.1:3000')).headers['x-vitrina-edge']).toBe('HIT');
    expect((await get('/', '127.0.0.1:3000', { 'accept-encoding': 'gzip' })).headers['x-vitrina-edge']).toBe('HIT');
    clock.now += 1_000;
    expect((await get('/', '127.0.0.1:3000')).headers['x-vitrina-edge']).toBeUndefined();

    // A form posted to the page gets the page again without the runtime (not kept).
    const posted = await get('/contact', '127.0.0.1:3000', { 'content-type': 'multipart/form-data; boundary=x' }, 'POST');
    expect(posted.body.toString()).not.toContain('__next_f');
    // Next's router asking for a public page's payload gets no payload, so it loads the document;
    // elsewhere its requests pass untouched.
    const payload = await get('/contact', '127.0.0.1:3000', { rsc: '1' });
    expect(payload.status).toBe(204);
    expect(payload.body.length).toBe(0);
    expect((await get('/dashboard', '127.0.0.1:3000', { rsc: '1' })).body.toString()).toBe('0:["payload"]');
    expect(asked).toEqual(['GET / identity', 'GET / identity', 'GET / identity', 'POST /contact identity', 'GET /dashboard identity']);
  });

  it("keeps the page Next gives while it renders a public page's next version (STALE), but not a site's, which a publish must not outlive", async () => {
    const asked: string[] = [];
    const { get } = await serve(
      (req, res) => {
        asked.push(`${req.headers.host} ${req.url}`);
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'x-nextjs-cache': 'STALE' });
        res.end('<!doctype html><h1>Hola</h1>');
      },
      { now: 1_000 },
      { sitesDomain: 'vitrina.site', appUrl: 'https://vitrina.pe' },
    );
    await get('/about', 'vitrina.pe');
    expect((await get('/about', 'vitrina.pe')).headers['x-vitrina-edge']).toBe('HIT');
    await get('/', 'panaderia.vitrina.site');
    expect((await get('/', 'panaderia.vitrina.site')).headers['x-vitrina-edge']).toBeUndefined();
    expect(asked).toEqual(['vitrina.pe /about', 'panaderia.vitrina.site /', 'panaderia.vitrina.site /']);
  });

  it('asks Next once for the successor of an expired copy, answering the old one meanwhile, and drops it when the successor may not be kept', async () => {
    const clock = { now: 1_000 };
    let version = 'v1';
    let status = 200;
    let release: (() => void) | undefined;
    const asked: string[] = [];
    const { get } = await serve(async (req, res) => {
      asked.push(String(req.url));
      if (release === undefined && asked.length > 1) await new Promise<void>((resolve) => (release = resolve));
      res.statusCode = status;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('x-nextjs-cache', 'HIT');
      res.end(`<h1>${version}</h1>`);
    }, clock);
    const host = 'rosa.localhost:3000';
    await get('/', host);
    clock.now += 1_000;
    version = 'v2';
    const refreshing = get('/', host); // held by Next until released
    await new Promise((resolve) => setTimeout(resolve, 50));
    const meanwhile = await Promise.all([get('/', host), get('/', host)]);
    expect(meanwhile.map((answer) => answer.body.toString())).toEqual(['<h1>v1</h1>', '<h1>v1</h1>']);
    release?.();
    expect((await refreshing).body.toString()).toBe('<h1>v2</h1>');
    expect((await get('/', host)).body.toString()).toBe('<h1>v2</h1>');
    expect(asked).toHaveLength(2);

    // A site suspended meanwhile: its 503 is not kept, and the old copy goes with it.
    clock.now += 1_000;
    status = 503;
    expect((await get('/', host)).status).toBe(503);
    expect((await get('/', host)).status).toBe(503);
    expect(asked).toHaveLength(4);
  });

  it("drops a published site's copies at once, by label or own domain, and keeps an answer Next began before the drop from becoming one", async () => {
    let version = 'v1';
    let hold: Promise<void> | undefined;
    const asked: string[] = [];
    const { edge, get } = await serve(
      async (req, res) => {
        asked.push(`${req.headers.host} ${req.url}`);
        const answer = `<h1>${version} ${req.headers.host}</h1>`;
        if (hold) await hold;
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.setHeader('x-nextjs-cache', 'HIT');
        res.end(answer);
      },
      { now: 1_000 },
      { sitesDomain: 'vitrina.site', appUrl: 'https://vitrina.pe' },
    );
    const hosts = ['rosa.vitrina.site', 'www.rosa.pe', 'luz.vitrina.site'];
    for (const host of hosts) await get('/carta', host);
    expect(asked).toHaveLength(3);

    // Rosa publishes; the clock has not moved, so only the drop lets the new version through.
    version = 'v2';
    edge.forget(['rosa', 'www.rosa.pe']);
    const served = await Promise.all(hosts.map(async (host) => (await get('/carta', host)).body.toString()));
    expect(served).toEqual(['<h1>v2 rosa.vitrina.site</h1>', '<h1>v2 www.rosa.pe</h1>', '<h1>v1 luz.vitrina.site</h1>']);
    expect(asked).toHaveLength(5);

    // An answer under way when the next publish drops the copies was read before it: served, not kept.
    let release!: () => void;
    hold = new Promise<void>((resolve) => (release = resolve));
    edge.forget(['rosa']);
    const underWay = get('/', 'rosa.vitrina.site');
    await new Promise((resolve) => setTimeout(resolve, 50));
    edge.forget(['rosa']);
    release();
    hold = undefined;
    expect((await underWay).status).toBe(200);
    await get('/', 'rosa.vitrina.site');
    expect(asked.slice(5)).toEqual(['rosa.vitrina.site /', 'rosa.vitrina.site /']);
  });
});
