/**
 * How long one round of the uptime checker (lib/uptime) takes for many sites, against a local
 * HTTPS edge with a test certificate and names from the local DNS stand-in:
 *
 * 1. every site served (a ~30 KB page each, as a site page is);
 * 2. every address accepting connections and never answering, the worst case: each waits its
 *    whole 10 s timeout, and the round must still end before the next minute's (decision 0025).
 *
 *   npx tsx --conditions=react-server scripts/bench/uptime-round.ts [--sites 1000] [--domains 250] [--port 4550]
 *
 * On the embedded database by default; BENCH_DATABASE_URL=postgres://.../<empty database> runs it
 * on PostgreSQL. Prints the figures.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeDns } from '../../tests/fakes/dns/server';
import { testCertificate } from '../../tests/helpers/test-certificate';
import { numberOption } from './production-server';

const SITES = numberOption('sites', 1_000);
const DOMAINS = Math.min(SITES, numberOption('domains', 250));
const PORT = numberOption('port', 4550);

const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrina-uptime-bench-'));
const dns = await startFakeDns();
Object.assign(process.env, { PGLITE_DATA_DIR: dataDir, LOG_LEVEL: 'warn', APP_URL: `https://127.0.0.1:${PORT}`, SITES_DOMAIN: 'sitios.test', ...dns.env });
if (process.env.BENCH_DATABASE_URL) process.env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
else delete process.env.DATABASE_URL;

const tls = testCertificate({ dns: ['*.sitios.test', '*.dominio.test'], ip: ['127.0.0.1'] });
const PAGE = `<!doctype html><html lang="es"><title>Sitio</title><style>${'.c{color:#222}'.repeat(2_000)}</style><p>Hola</p></html>`;
let isHanging = false;
const edge: Server = createServer(tls, (_req, res) => {
  if (isHanging) return; // accepted, never answered
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(PAGE);
});
await new Promise<void>((resolve) => edge.listen(PORT, '127.0.0.1', resolve));

const { runMigrations } = await import('../../lib/db/migrate');
const { getDb, closeDb } = await import('../../lib/db/client');
const { sql } = await import('drizzle-orm');
const { runUptimeCheck } = await import('../../lib/uptime/run-check');
await runMigrations();
await getDb().execute(sql`
  insert into trial_submissions (id, business_name, email)
  select gen_random_uuid(), 'Negocio ' || i, 'negocio' || i || '@correo.pe' from generate_series(1, ${SITES}) i`);
await getDb().execute(sql`
  insert into sites (submission_id, label, status, published_at, published_version_id)
  select id, 'negocio-' || row_number() over (order by id), 'live', now(), gen_random_uuid() from trial_submissions`);
await getDb().execute(sql`
  insert into site_domains (site_id, domain, verification_token, verified_at)
  select id, replace(label, 'negocio-', 'tienda-') || '.dominio.test', 'bench', now() from sites order by label limit ${DOMAINS}`);
const names = (await getDb().execute(sql`select label from sites`)).rows as { label: string }[];
for (const { label } of names) dns.set(`${label}.sitios.test`, 'A', ['127.0.0.1']);
const domains = (await getDb().execute(sql`select domain from site_domains`)).rows as { domain: string }[];
for (const { domain } of domains) dns.set(domain, 'A', ['127.0.0.1']);
console.log(
  `${SITES.toLocaleString('en')} live sites, ${DOMAINS.toLocaleString('en')} with a verified domain, on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
);

const options = { ca: tls.cert, port: PORT, isPublicAddress: (ip: string) => ip === '127.0.0.1' };
let now = new Date();
async function timedRound(title: string): Promise<void> {
  const started = performance.now();
  const round = await runUptimeCheck({ ...options, now });
  const seconds = (performance.now() - started) / 1000;
  now = new Date(now.getTime() + 60_000);
  if (!round.ran) throw new Error('the round did not run');
  const reasons = new Map<string, number>();
  for (const d of round.down) {
    const r = d.reason.replace(/^[^:]+: /, '').replace(/; .*/, '');
    reasons.set(r, (reasons.get(r) ?? 0) + 1);
  }
  console.log(
    `${title}: ${round.checked.toLocaleString('en')} targets (${(SITES + DOMAINS + 2).toLocaleString('en')} addresses), ${round.down.length} down, ${seconds.toFixed(1)} s${reasons.size ? ` (${[...reasons].map(([r, n]) => `${n}× ${r}`).join(', ')})` : ''}`,
  );
}

try {
  await timedRound('every site served');
  await timedRound('every site served, again');
  isHanging = true;
  await timedRound('every address hanging until its 10 s timeout');
} finally {
  edge.closeAllConnections();
  edge.close();
  await dns.stop();
  await closeDb();
  rmSync(dataDir, { recursive: true, force: true });
}
