import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer as createHttpsServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, isNull } from 'drizzle-orm';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import ResultsPage from '@/app/dashboard/resultados/page';
import { siteDomains, uptimeDays, uptimeOutages } from '@/db/schema';
import { resetConfigForTests } from '@/lib/config';
import { getDb } from '@/lib/db/client';
import { isPublicAddress } from '@/lib/net/ip-policy';
import { probeUrl } from '@/lib/net/probe';
import { runDailyTasks } from '@/lib/jobs/daily';
import '@/lib/server/register-all';
import { availabilityForSites } from '@/lib/uptime/queries';
import { runUptimeCheck } from '@/lib/uptime/run-check';
import { startFakeDns, type FakeDns } from '../fakes/dns/server';
import { startFakeSmtp, type FakeSmtp } from '../fakes/smtp/server';
import { signIn } from '../helpers/auth';
import { liveSite } from '../helpers/live-site';
import { readSmtpMessage } from '../helpers/smtp-message';
import { testCertificate } from '../helpers/test-certificate';

/**
 * The uptime checker (lib/uptime, scripts/uptime-check.ts) against real HTTPS servers on this
 * machine, names from a local DNS server, mail through a local SMTP server, and a clock the test
 * moves a minute per round. 127.0.0.1 plays our edge (the app and every site), 127.0.0.2 someone
 * else's server and 127.0.0.3 a private service inside our network: the first two count as the
 * internet here, the third is judged by the real address policy.
 */
const MIN = 60_000;
const INTERNET = new Set(['127.0.0.1', '127.0.0.2']);
const asTheInternet = (ip: string) => INTERNET.has(ip) || isPublicAddress(ip);

let tls: { key: string; cert: string };
let edge: Server;
let elsewhere: Server;
let internal: Server;
let port: number;
let dns: FakeDns;
let smtp: FakeSmtp;
const hits = { edge: [] as string[], elsewhere: 0, internal: 0 };
let isReady = true;
const saved: Record<string, string | undefined> = {};

function listen(server: Server, host: string, atPort = 0): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(atPort, host, () => resolve((server.address() as AddressInfo).port));
  });
}

const page = (body: string) => `<!doctype html><html lang="es"><title>${body}</title><p>${body}</p></html>`;

function startEdge(): Server {
  return createHttpsServer(tls, (req, res) => {
    const host = (req.headers.host ?? '').replace(/:\d+$/, '');
    hits.edge.push(`${host}${req.url}`);
    if (req.url === '/api/health/ready') {
      res.writeHead(isReady ? 200 : 503, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ status: isReady ? 'ready' : 'unavailable' }));
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(page(host));
  });
}

/** Every test starts with our edge answering, whatever the one before left. */
beforeEach(async () => {
  if (!edge.listening) {
    edge = startEdge();
    await listen(edge, '127.0.0.1', port);
  }
});

async function stopServer(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

beforeAll(async () => {
  tls = testCertificate({ dns: ['*.sitios.test', 'tienda.test', 'rosas.test'], ip: ['127.0.0.1'] });
  edge = startEdge();
  port = await listen(edge, '127.0.0.1');
  elsewhere = createHttpsServer(tls, (_req, res) => {
    hits.elsewhere += 1;
    res.end(page('Página de estacionamiento'));
  });
  internal = createHttpsServer(tls, (_req, res) => {
    hits.internal += 1;
    res.end(page('Servicio interno'));
  });
  await listen(elsewhere, '127.0.0.2', port);
  await listen(internal, '127.0.0.3', port);
  dns = await startFakeDns();
  smtp = await startFakeSmtp();
  const env = { APP_URL: `https://127.0.0.1:${port}`, SITES_DOMAIN: 'sitios.test', SMTP_URL: smtp.url, MAIL_TRANSPORT: undefined, ...dns.env };
  for (const [key, value] of Object.entries(env)) {
    saved[key] = process.env[key];
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetConfigForTests();
});

afterAll(async () => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetConfigForTests();
  await Promise.all([stopServer(edge), stopServer(elsewhere), stopServer(internal), dns.stop(), smtp.stop()]);
});

const options = () => ({ ca: tls.cert, port, isPublicAddress: asTheInternet });
const round = (now: Date) => runUptimeCheck({ ...options(), now });
const mailsTo = (address: string) => smtp.received.filter((m) => m.to.includes(`<${address}>`)).map((m) => readSmtpMessage(m.raw));

/** A live site on its label, and on `domain` once verified, both pointing at our edge. */
async function siteAt(name: string, domain?: string) {
  const site = await liveSite(name);
  dns.set(`${site.label}.sitios.test`, 'A', ['127.0.0.1']);
  if (domain) {
    await getDb().insert(siteDomains).values({ siteId: site.siteId, domain, verificationToken: 'prueba', verifiedAt: new Date() });
    dns.set(domain, 'A', ['127.0.0.1']);
  }
  return site;
}

describe('the uptime checker', () => {
  it('records a server that goes down and comes back, and e-mails the team once after 5 minutes and once when it is back', async () => {
    const pollo = await siteAt('Pollería El Buen Sabor', 'tienda.test');
    const bodega = await siteAt('Bodega Don Lucho');
    const team = pollo.admin.email;
    const t0 = new Date('2026-11-27T15:00:00Z'); // 10:00 in Lima
    const at = (minutes: number) => new Date(t0.getTime() + minutes * MIN);

    expect(await round(at(0))).toMatchObject({ ran: true, checked: 3, down: [] });
    // The checker fetched what a visitor would: the app's home and readiness, each label host and the domain.
    expect(hits.edge).toEqual(
      expect.arrayContaining(['127.0.0.1/', '127.0.0.1/api/health/ready', `${pollo.label}.sitios.test/`, 'tienda.test/', `${bodega.label}.sitios.test/`]),
    );

    await stopServer(edge);
    for (let minute = 1; minute <= 5; minute += 1) {
      const seen = await round(at(minute));
      expect(seen).toMatchObject({ ran: true, downAlerts: 0 });
      expect(seen.ran && seen.down.map((d) => d.name).sort()).toEqual(['Bodega Don Lucho', 'Pollería El Buen Sabor', 'Vitrina']);
    }
    expect(mailsTo(team)).toEqual([]);

    // Down since minute 1; at minute 6 it has been 5 minutes: one e-mail for all three.
    expect(await round(at(6))).toMatchObject({ downAlerts: 3 });
    expect(await round(at(7))).toMatchObject({ downAlerts: 0 });
    const [down] = mailsTo(team);
    expect(mailsTo(team)).toHaveLength(1);
    expect(down!.subject).toBe('Vitrina no responde desde hace más de 5 minutos (y 2 sitios)');
    expect(down!.text).toContain(
      `Pollería El Buen Sabor (https://tienda.test): sin servicio desde el 27 de noviembre de 2026 a las 10:01 a. m. (hora de Lima)`,
    );
    expect(down!.text).toContain(`${pollo.label}.sitios.test: no aceptó la conexión; tienda.test: no aceptó la conexión`);
    expect(down!.text).toContain(`Vitrina (https://127.0.0.1:${port}): sin servicio desde`);

    edge = startEdge();
    await listen(edge, '127.0.0.1', port);
    expect(await round(at(8))).toMatchObject({ down: [], downAlerts: 0, recoveryAlerts: 3 });
    expect(await round(at(9))).toMatchObject({ recoveryAlerts: 0 });
    const mails = mailsTo(team);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe('3 caídas terminadas');
    expect(mails[1]!.text).toContain(
      'Pollería El Buen Sabor (https://tienda.test): responde de nuevo desde el 27 de noviembre de 2026 a las 10:08 a. m., tras 7 min sin servicio.',
    );

    // What is stored: one outage per target from minute 1 to 8, and the day's 10 checks, 7 failed.
    const outages = await getDb().select().from(uptimeOutages).where(eq(uptimeOutages.siteId, pollo.siteId));
    expect(outages).toMatchObject([{ startedAt: at(1), lastFailedAt: at(7), endedAt: at(8) }]);
    expect(await getDb().select().from(uptimeOutages).where(isNull(uptimeOutages.siteId))).toHaveLength(1);
    const [day] = await getDb().select().from(uptimeDays).where(eq(uptimeDays.siteId, bodega.siteId));
    expect(day).toMatchObject({ day: '2026-11-27', checks: 10, failed: 7 });

    // The panel's Sites tab: each site's figure and the app's own; a customer may not ask.
    const panel = await availabilityForSites(pollo.admin, [pollo.siteId, bodega.siteId], at(9));
    expect([panel.get(pollo.siteId), panel.get(bodega.siteId), panel.get(null)]).toEqual(['30.00 %', '30.00 %', '30.00 %']);
    await expect(availabilityForSites(pollo.actor, [pollo.siteId], at(9))).rejects.toThrow();

    // The owner reads it on Resultados, in Lima time (signed in, through the page itself).
    await signIn(pollo.email, 'contraseña-segura-123');
    const text = renderToStaticMarkup(await ResultsPage())
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ');
    expect(text).toContain('Disponibilidad este mes: 30.00 %');
    expect(text).toContain('Según 10 comprobaciones desde el 27 de noviembre, una por minuto: 7 no pudieron abrirla.');
    expect(text).toMatch(/Caídas de este mes 27 nov\.?, 10:01 a\. ?m\. duró 7 min/);
    // The first published site of a file takes long to build on a busy machine (rendering, fonts).
  }, 90_000);

  it("calls a customer's domain down when it points at another server or at a private address, without fetching from either", async () => {
    const site = await siteAt('Florería Las Rosas', 'rosas.test');
    const t0 = new Date('2026-11-28T15:00:00Z');
    const at = (minutes: number) => new Date(t0.getTime() + minutes * MIN);
    expect(await round(at(0))).toMatchObject({ down: [] });

    dns.set('rosas.test', 'A', ['127.0.0.2']);
    const moved = await round(at(1));
    expect(moved.ran && moved.down).toEqual([{ name: 'Florería Las Rosas', reason: 'rosas.test: apunta a otro servidor, no al de su sitio en Vitrina' }]);

    dns.set('rosas.test', 'A', ['127.0.0.3']);
    const inside = await round(at(2));
    expect(inside.ran && inside.down).toEqual([
      { name: 'Florería Las Rosas', reason: 'rosas.test: apunta a una red privada o reservada, no a nuestros servidores' },
    ]);
    expect(hits).toMatchObject({ elsewhere: 0, internal: 0 });

    // Fixed within 5 minutes: the outage is recorded, and nobody was e-mailed about a blip.
    dns.set('rosas.test', 'A', ['127.0.0.1']);
    const before = smtp.received.length;
    expect(await round(at(3))).toMatchObject({ down: [], downAlerts: 0, recoveryAlerts: 0 });
    expect(smtp.received.length).toBe(before);
    const [outage] = await getDb().select().from(uptimeOutages).where(eq(uptimeOutages.siteId, site.siteId));
    expect(outage).toMatchObject({ startedAt: at(1), endedAt: at(3), alertedAt: null, reason: expect.stringContaining('red privada') });
  });

  it('the guard refuses a domain that resolves to a private address with the real policy, before connecting', async () => {
    const before = hits.edge.length;
    const result = await probeUrl('https://privado.test/', { resolve: async () => [{ address: '127.0.0.1', family: 4 }], ca: tls.cert, port });
    expect(result).toMatchObject({ ok: false, failure: 'blocked_address' });
    expect(hits.edge.length).toBe(before);
    // The same request allowed to reach 127.0.0.1 is served: only the policy stood in the way.
    expect(
      await probeUrl('https://tienda.test/', { resolve: async () => [{ address: '127.0.0.1', family: 4 }], isAllowedAddress: () => true, ca: tls.cert, port }),
    ).toMatchObject({ ok: true, status: 200 });
    // A name the certificate does not cover fails as a browser would.
    expect(
      await probeUrl('https://sincertificado.test/', {
        resolve: async () => [{ address: '127.0.0.1', family: 4 }],
        isAllowedAddress: () => true,
        ca: tls.cert,
        port,
      }),
    ).toMatchObject({ ok: false, failure: 'tls' });
  });

  it('runs once when two checkers start in the same minute, and says the app is down when its readiness fails', async () => {
    const t0 = new Date('2026-11-29T15:00:00Z');
    const both = await Promise.all([round(t0), round(new Date(t0.getTime() + 20_000))]);
    expect(both.filter((r) => r.ran)).toHaveLength(1);
    isReady = false;
    try {
      const next = await round(new Date(t0.getTime() + 2 * MIN));
      expect(next.ran && next.down.find((d) => d.name === 'Vitrina')?.reason).toBe(`127.0.0.1:${port}/api/health/ready: respondió con un error (HTTP 503)`);
    } finally {
      isReady = true;
    }
  });

  it('npm run uptime:check exits 1 with one error line, saying whether the app answers, when the database is unreachable', async () => {
    // The checker trusts our edge's certificate authority as an operator's would (Caddy's internal CA).
    const caFile = path.join(mkdtempSync(path.join(tmpdir(), 'vitrina-ca-')), 'ca.pem');
    writeFileSync(caFile, tls.cert);
    const run = await new Promise<{ code: number | null; stdout: string }>((resolve) => {
      const env = { ...process.env, DATABASE_URL: 'postgres://postgres@127.0.0.1:1/nadie', LOG_LEVEL: 'info', NODE_EXTRA_CA_CERTS: caFile };
      execFile('npx', ['tsx', '--conditions=react-server', 'scripts/uptime-check.ts'], { env, timeout: 60_000 }, (error, stdout) =>
        resolve({ code: error ? ((error as { code?: number }).code ?? null) : 0, stdout }),
      );
    });
    expect(run.code).toBe(1);
    const lines = run.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { level: number; msg: string; app: string });
    expect(lines.filter((line) => line.level >= 50)).toEqual([
      expect.objectContaining({ msg: 'uptime check failed: nothing recorded and nobody e-mailed (is the database reachable?)', app: 'up' }),
    ]);
  }, 90_000);

  it('keeps a bit more than a year of measurements: the daily run deletes older days and ended outages', async () => {
    const now = new Date('2026-11-30T15:00:00Z');
    const old = new Date('2025-10-01T15:00:00Z');
    const recent = new Date('2026-01-10T15:00:00Z');
    await getDb()
      .insert(uptimeDays)
      .values([
        { siteId: null, day: '2025-10-01', checks: 1440, failed: 0 },
        { siteId: null, day: '2026-01-10', checks: 1440, failed: 3 },
      ]);
    await getDb()
      .insert(uptimeOutages)
      .values([
        { siteId: null, startedAt: old, lastFailedAt: old, endedAt: old, reason: 'antigua' },
        { siteId: null, startedAt: recent, lastFailedAt: recent, endedAt: recent, reason: 'reciente' },
      ]);
    expect((await runDailyTasks(now)).results['uptime-retention']).toEqual({ days: 1, outages: 1 });
    expect((await getDb().select().from(uptimeDays).where(isNull(uptimeDays.siteId))).map((d) => d.day)).not.toContain('2025-10-01');
    expect((await getDb().select().from(uptimeOutages).where(isNull(uptimeOutages.siteId))).map((o) => o.reason)).toContain('reciente');
    expect((await getDb().select().from(uptimeOutages).where(isNull(uptimeOutages.siteId))).map((o) => o.reason)).not.toContain('antigua');
  });
});
