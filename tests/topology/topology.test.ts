/**
 * The production topology (README "Production", deploy/): Caddy from deploy/Caddyfile with its
 * local CA, two `npm start` instances on one PostgreSQL and one Redis, started by
 * scripts/topology/run.ts (`npm run test:topology`). Everything a visitor does goes through Caddy
 * over HTTPS; an instance is asked directly only to show what each one serves.
 */
import https from 'node:https';
import { readFileSync } from 'node:fs';
import { createClient } from '@redis/client';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { TLS_REFUSAL_SECONDS } from '@/lib/sites/domains/tls-refusals';
import { MAX_ACTION_BODY_BYTES } from '@/lib/storage/upload-limits';
import { APP_ORIGIN, direct, instancePids, seed, signIn, viaCaddy, type Answer } from './client';
import { TOPOLOGY_ADMIN, TOPOLOGY_APP_HOST, TOPOLOGY_ENV, TOPOLOGY_PORTS, TOPOLOGY_SITES_DOMAIN } from './env';
import { serverActionId } from './server-action';

const data = seed();
const [first, second] = TOPOLOGY_PORTS.instances;
const liveHost = `${data.live.label}.${TOPOLOGY_SITES_DOMAIN}`;
const draftHost = `${data.draft.label}.${TOPOLOGY_SITES_DOMAIN}`;
const redis = createClient({ url: TOPOLOGY_ENV.REDIS_URL });
afterAll(() => redis.isOpen && redis.destroy());

const session = (cookie: string) => ({ path: '/api/auth/get-session', headers: { cookie } });
const sessionEmail = (answer: Answer) => (JSON.parse(answer.body || 'null') as { user?: { email?: string } } | null)?.user?.email;

/** Polls `check` every 100 ms until it holds; the time it took, or throws after `withinMs`. */
async function within(withinMs: number, check: () => Promise<boolean>): Promise<number> {
  const t0 = Date.now();
  while (!(await check())) {
    if (Date.now() - t0 > withinMs) throw new Error(`not true within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Date.now() - t0;
}

describe('the app behind Caddy', () => {
  it('signs in over HTTPS and keeps the session whichever instance answers', async () => {
    const { answer, cookie } = await signIn(data.live.email, data.live.password);
    expect(answer.status).toBe(200);
    expect(cookie).toMatch(/^__Secure-/);
    // Caddy takes turns between the two: four requests in a row reach each instance twice.
    for (let i = 0; i < 4; i += 1) expect(sessionEmail(await viaCaddy(TOPOLOGY_APP_HOST, session(cookie!)))).toBe(data.live.email);
    // And each instance, asked on its own, knows the session: it lives in the shared database.
    for (const port of [first, second]) expect(sessionEmail(await direct(port, TOPOLOGY_APP_HOST, session(cookie!)))).toBe(data.live.email);
    expect((await viaCaddy(TOPOLOGY_APP_HOST, { path: '/dashboard', headers: { cookie: cookie! } })).status).toBe(200);
  });

  it("names each request with Caddy's id, never one a client wrote", async () => {
    const answers = await Promise.all(
      [1, 2].map(() => viaCaddy(TOPOLOGY_APP_HOST, { path: '/api/health/ready', headers: { 'x-vitrina-request-id': 'escrito-por-el-cliente' } })),
    );
    const ids = answers.map((answer) => answer.headers['x-request-id']);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(2);
  });

  it('refuses a body larger than the largest upload before it reaches an instance', async () => {
    // Declared and refused before a byte of it is sent (the client waits for 100 Continue).
    const declared = { 'content-type': 'application/octet-stream', 'content-length': String(13 * 1024 * 1024), expect: '100-continue' };
    const tooLarge = await viaCaddy(TOPOLOGY_APP_HOST, { method: 'POST', path: '/dashboard', headers: declared });
    expect([tooLarge.status, tooLarge.body]).toEqual([413, 'La solicitud es demasiado grande.']);
    // The largest legitimate one goes through to the app (which answers it as it answers any stray POST).
    const largest = await viaCaddy(TOPOLOGY_APP_HOST, {
      method: 'POST',
      path: '/dashboard',
      headers: { 'content-type': 'application/octet-stream' },
      body: Buffer.alloc(MAX_ACTION_BODY_BYTES),
    });
    expect(largest.status).not.toBe(413);
  });
});

describe("customers' sites and on-demand certificates", () => {
  it('gets a certificate for a live site on its first visit and serves it on {label}.{SITES_DOMAIN}', async () => {
    const page = await viaCaddy(liveHost);
    expect(page.status).toBe(200);
    expect(page.body).toContain(data.live.businessName);
    expect(page.certificateNames).toContain(`DNS:${liveHost}`);
    // strict_sni_host: a connection opened for the site cannot carry a request for another host.
    expect((await viaCaddy(liveHost, { headers: { host: TOPOLOGY_APP_HOST } })).status).toBe(421);
    // Its hosts take small forms only: a body declared past 1 MB is refused before it is sent.
    const tooLarge = await viaCaddy(liveHost, {
      method: 'POST',
      path: '/enviar',
      headers: { 'content-length': String(2 * 1024 * 1024), expect: '100-continue' },
    });
    expect(tooLarge.status).toBe(413);
  });

  it('gives no certificate to a name it does not serve, and answers its next asks from Redis', async () => {
    const madeUp = `no-existe-${Date.now().toString(36)}.${TOPOLOGY_SITES_DOMAIN}`;
    for (const name of [madeUp, 'dominio-ajeno.pe', draftHost]) await expect(viaCaddy(name), name).rejects.toThrow(/alert|ECONNRESET|socket hang up/);
    await redis.connect();
    const ttl = await redis.ttl(`vitrina:tls-refused:${madeUp}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(TLS_REFUSAL_SECONDS);
    // Asked again through the local listener, whichever instance answers: refused without the database.
    const ask = await fetch(`http://127.0.0.1:${TOPOLOGY_PORTS.ask}/api/sites/tls-ask?domain=${madeUp}`);
    expect(ask.status).toBe(404);
  });

  it('serves a publish made on one instance from both within 2 s, certificate included', async () => {
    // A draft is served to nobody: each instance answers (and caches) the shared 404.
    for (const port of [first, second]) expect((await direct(port, draftHost)).status).toBe(404);
    const admin = await signIn(TOPOLOGY_ADMIN.email, TOPOLOGY_ADMIN.password);
    expect(admin.answer.status).toBe(200);
    // 'Publish version 1' in the admin panel, sent to the first instance only.
    const publish = await direct(first, TOPOLOGY_APP_HOST, {
      method: 'POST',
      path: '/admin',
      headers: {
        cookie: admin.cookie!,
        origin: APP_ORIGIN,
        'next-action': serverActionId('publishSiteAction'),
        'content-type': 'text/plain;charset=UTF-8',
        accept: 'text/x-component',
      },
      body: JSON.stringify([{ siteId: data.draft.siteId }]),
    });
    expect(publish.status).toBe(200);
    const served = async (port: number) => {
      const page = await direct(port, draftHost);
      return page.status === 200 && page.body.includes(data.draft.businessName);
    };
    const ms = await within(2_000, async () => (await served(first)) && (await served(second)));
    console.log(`publish served by both instances after ${ms} ms`);
    // Its host was refused a certificate above; the publish forgot the refusal on every instance.
    const page = await viaCaddy(draftHost);
    expect([page.status, page.certificateNames]).toEqual([200, `DNS:${draftHost}`]);
  });

  it('serves a suspension made on one instance from the other within 1 s, before the first has shown it to anyone', async () => {
    // Published by the test above: each instance has served the page, so it sits in the shared cache.
    for (const port of [first, second]) expect((await direct(port, draftHost)).status).toBe(200);
    const admin = await signIn(TOPOLOGY_ADMIN.email, TOPOLOGY_ADMIN.password);
    const suspend = await direct(first, TOPOLOGY_APP_HOST, {
      method: 'POST',
      path: '/admin',
      headers: {
        cookie: admin.cookie!,
        origin: APP_ORIGIN,
        'next-action': serverActionId('suspendSiteAction'),
        'content-type': 'text/plain;charset=UTF-8',
        accept: 'text/x-component',
      },
      body: JSON.stringify([{ siteId: data.draft.siteId, suspended: true }]),
    });
    expect(suspend.status).toBe(200);
    // Only the other instance is asked: the cached page must be expired there by the suspension
    // itself, not by the first instance rendering the new answer into the shared cache. A change
    // must be live within 2 s of the owner's click (decision 0039), the save included; the shared
    // tags expire it on the other instance in milliseconds. Without them on route answers
    // (cache-handler.mjs, decision 0009) it took 1.25 s here, through the path's expiry alone.
    const ms = await within(1_000, async () => (await direct(second, draftHost)).status === 503);
    console.log(`suspension served by the other instance after ${ms} ms`);
    expect((await direct(first, draftHost)).status).toBe(503);
  });

  it('writes an access log line per request, as JSON', () => {
    const lines = readFileSync(process.env.TOPOLOGY_ACCESS_LOG!, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { request: { host: string; uri: string }; status: number });
    expect(lines.some((line) => line.request.host.startsWith(liveHost) && line.status === 200)).toBe(true);
  });
});

describe('limits and lock-outs behind the proxy', () => {
  const wrong = (email: string, from: string, forged: string) =>
    viaCaddy(TOPOLOGY_APP_HOST, {
      method: 'POST',
      path: '/api/auth/sign-in/email',
      from,
      headers: { 'content-type': 'application/json', origin: APP_ORIGIN, 'x-forwarded-for': forged },
      body: JSON.stringify({ email, password: 'no-es-la-clave' }),
    });

  it('counts sign-in attempts per real client: a forged X-Forwarded-For buys no fresh allowance', async () => {
    const statuses = [];
    for (let i = 1; i <= 6; i += 1) statuses.push((await wrong(data.customer.email, '127.0.0.20', `198.51.100.${i}`)).status);
    // Better Auth's 5 sign-ins a minute per address: the sixth is refused, whatever address it claims.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // Another client is not held back by it.
    expect((await signIn(data.customer.email, data.customer.password, '127.0.0.21')).answer.status).toBe(200);
  });

  it("holds an account under attack back from new addresses while its owner's known address gets in", async () => {
    expect((await signIn(data.live.email, data.live.password, '127.0.0.30')).answer.status).toBe(200);
    for (let client = 31; client <= 35; client += 1) {
      for (let i = 0; i < 2; i += 1) expect((await wrong(data.live.email, `127.0.0.${client}`, '203.0.113.9')).status).toBe(401);
    }
    const stranger = await signIn(data.live.email, data.live.password, '127.0.0.36');
    expect([stranger.answer.status, JSON.parse(stranger.answer.body).code]).toEqual([429, 'ACCOUNT_PROTECTED']);
    expect((await signIn(data.live.email, data.live.password, '127.0.0.30')).answer.status).toBe(200);
  });
});

describe('jobs', () => {
  it('runs the daily tasks once when both instances are asked at the same moment', async () => {
    const authorization = `Bearer ${TOPOLOGY_ENV.CRON_SECRET}`;
    const calls = await Promise.all([first, second].map((port) => direct(port, TOPOLOGY_APP_HOST, { path: '/api/cron/daily', headers: { authorization } })));
    expect(calls.map((call) => call.status)).toEqual([200, 200]);
    expect(calls.map((call) => (JSON.parse(call.body) as { ran: boolean }).ran).sort()).toEqual([false, true]);
    const db = new pg.Client({ connectionString: process.env.TOPOLOGY_DATABASE });
    await db.connect();
    const { rows } = await db.query<{ runs: number }>("select count(*)::int as runs from job_runs where job = 'daily'");
    await db.end();
    expect(rows[0]!.runs).toBe(1);
  });
});

describe('an instance stopping under load', () => {
  it('loses no request: Caddy retries elsewhere and its health check takes the instance out', async () => {
    const pid = instancePids()[1]!;
    const agent = new https.Agent({ keepAlive: true, maxSockets: 8 });
    const failures: string[] = [];
    let answered = 0;
    const stopAt = Date.now() + 2_000;
    const endAt = stopAt + 10_000;
    let stoppedAt = 0;
    const worker = async (n: number) => {
      for (let i = 0; Date.now() < endAt; i += 1) {
        const host = (n + i) % 2 === 0 ? TOPOLOGY_APP_HOST : liveHost;
        try {
          const answer = await viaCaddy(host, { agent, path: '/' });
          if (answer.status === 200) answered += 1;
          else failures.push(`${Date.now() - stopAt} ms: ${host} ${answer.status}`);
        } catch (error) {
          failures.push(`${Date.now() - stopAt} ms: ${host} ${(error as Error).message}`);
        }
      }
    };
    const stopper = (async () => {
      await new Promise((resolve) => setTimeout(resolve, stopAt - Date.now()));
      process.kill(pid, 'SIGTERM');
      stoppedAt = Date.now();
    })();
    await Promise.all([stopper, ...Array.from({ length: 8 }, (_, n) => worker(n))]);
    agent.destroy();
    console.log(`${answered} requests answered during the stop, ${failures.length} failed`);
    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(100);
    // The stopped instance ended (drain of SHUTDOWN_DRAIN_SECONDS, then exit), well before the load did.
    const gone = () => {
      try {
        process.kill(pid, 0);
        return false;
      } catch {
        return true;
      }
    };
    expect(gone()).toBe(true);
    expect(stoppedAt).toBeGreaterThan(0);
    // With one instance left, on-demand TLS's ask is still answered, every time.
    for (let i = 0; i < 4; i += 1) expect((await fetch(`http://127.0.0.1:${TOPOLOGY_PORTS.ask}/api/sites/tls-ask?domain=${liveHost}`)).status).toBe(200);
  });
});
