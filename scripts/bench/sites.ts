/**
 * Seeds 10,000 live customer sites (each with its submission and a published version) into a fresh
 * embedded database, then times:
 *
 * 1. host resolution: matching a host against the sites' host pattern (next.config rewrites) and
 *    the database lookup of a label's published site (lib/sites/queries.ts readServedSite, what a
 *    page runs on a cache miss), over random labels;
 * 2. the admin sites list (listSitesForAdmin), in this process;
 * 3. over HTTP on the production build: a cached site page (Host: {label}.localhost) against a
 *    static page of the app, side by side with autocannon (50 connections).
 *
 *   npx next build   (or NEXT_DIST_DIR=.next-x npx next build)
 *   npx tsx --conditions=react-server scripts/bench/sites.ts [--sites 10000] [--runs 400] [--port 3260] [--duration 10] [--redis redis://127.0.0.1:6379]
 *
 * With --redis the server shares its cache through Redis (cache-handler.mjs). Targets (issue 13):
 * host resolution adds < 2 ms; the admin list < 150 ms; a cached site page ≥ 0.8 of the static
 * page's requests/s with p99 < 100 ms. Prints the figures; exits 1 when one is missed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { numberOption, startProductionServer } from './production-server';

const SITES = numberOption('sites', 10_000);
const RUNS = numberOption('runs', 400);
const PORT = numberOption('port', 3260);
const DURATION = numberOption('duration', 10);
const redisIndex = process.argv.indexOf('--redis');
const REDIS_URL = redisIndex >= 0 ? process.argv[redisIndex + 1] : undefined;
const BASE = `http://127.0.0.1:${PORT}`;
const STATIC_PATH = '/terms-and-conditions';

const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrina-sites-bench-'));
Object.assign(process.env, { PGLITE_DATA_DIR: dataDir, LOG_LEVEL: 'warn', APP_URL: `http://localhost:${PORT}` });
delete process.env.DATABASE_URL;
delete process.env.SITES_DOMAIN;

const stats = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
  return { median: at(0.5), p99: at(0.99) };
};
const ms = (n: number) => `${n.toFixed(2).padStart(7)} ms`;
const KINDS = ['Cevichería', 'Panadería', 'Hostal', 'Ferretería', 'Boutique', 'Taller', 'Spa', 'Tours'];
const INDUSTRIES = ['restaurant', 'retail', 'other', 'automotive', 'beauty'];
let failed = false;

async function seedAndTimeInProcess(): Promise<string[]> {
  const { runMigrations } = await import('../../lib/db/migrate');
  const { getDb, closeDb } = await import('../../lib/db/client');
  const { sql } = await import('drizzle-orm');
  const { sites, siteVersions, trialSubmissions } = await import('../../db/schema');
  const { templateDocument } = await import('../../lib/sites/template');
  const { toSubmissionDetails } = await import('../../lib/submissions/details');
  const { readServedSite, listSitesForAdmin } = await import('../../lib/sites/queries');
  const { siteHostPattern } = await import('../../lib/sites/host-rewrites');
  await runMigrations();

  const started = performance.now();
  const labels: string[] = [];
  const BATCH = 500;
  for (let from = 0; from < SITES; from += BATCH) {
    const n = Array.from({ length: Math.min(BATCH, SITES - from) }, (_, j) => from + j);
    const submissions = await getDb()
      .insert(trialSubmissions)
      .values(n.map((i) => ({ businessName: `${KINDS[i % KINDS.length]} ${i}`, businessType: INDUSTRIES[i % INDUSTRIES.length]!, industry: INDUSTRIES[i % INDUSTRIES.length]!, email: `negocio${i}@correo.pe`, phone: '987 654 321', targetLocation: 'Lima', colorPreferences: 'azul y dorado' })))
      .returning();
    const created = await getDb()
      .insert(sites)
      .values(submissions.map((s, j) => ({ submissionId: s.id, label: `negocio-${n[j]}`, status: 'live' as const, publishedAt: new Date() })))
      .returning({ id: sites.id, label: sites.label });
    await getDb()
      .insert(siteVersions)
      .values(created.map((site, j) => ({ siteId: site.id, number: 1, document: templateDocument(toSubmissionDetails(submissions[j]!)), source: 'template' })));
    labels.push(...created.map((site) => site.label));
  }
  await getDb().execute(sql`update ${sites} set published_version_id = v.id from ${siteVersions} v where v.site_id = ${sites.id}`);
  console.log(`seeded ${SITES.toLocaleString('en')} live sites in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const pick = () => labels[Math.floor(Math.random() * labels.length)]!;
  const hostPattern = new RegExp(`^${siteHostPattern(undefined)}$`);
  const matchStarted = performance.now();
  for (const label of labels) if (!hostPattern.test(`${label}.localhost`)) throw new Error(`host of ${label} not recognised`);
  const perMatch = (performance.now() - matchStarted) / labels.length;

  for (let i = 0; i < 50; i += 1) await readServedSite(pick());
  const lookups: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const label = pick();
    const t = performance.now();
    const site = await readServedSite(label);
    lookups.push(performance.now() - t);
    if (site.state !== 'live') throw new Error(`${label} is not served`);
  }
  const lookup = stats(lookups);
  console.log(`\nhost resolution over ${SITES.toLocaleString('en')} sites (${RUNS} random labels)`);
  console.log(`  host pattern match          ${ms(perMatch)} per host`);
  console.log(`  label → published document  median ${ms(lookup.median)}   p99 ${ms(lookup.p99)}   (a page cache miss only)`);
  if (lookup.median + perMatch >= 2) failed = true;

  const actor = { userId: 'bench-admin', role: 'admin' as const, email: 'admin@vitrina.test', name: 'Bench', twoFactorEnabled: false };
  await listSitesForAdmin(actor);
  const lists: number[] = [];
  for (let i = 0; i < 40; i += 1) {
    const t = performance.now();
    await listSitesForAdmin(actor);
    lists.push(performance.now() - t);
  }
  const list = stats(lists);
  console.log(`  admin sites list (200 rows)  median ${ms(list.median)}   p99 ${ms(list.p99)}`);
  if (list.median >= 150) failed = true;
  await closeDb();
  return labels;
}

/** GET through the server with a chosen Host header (fetch does not let a script set it). */
function get(pathname: string, host: string): Promise<{ status: number; cache: string; bytes: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${BASE}${pathname}`, { headers: { host } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, cache: String(res.headers['x-nextjs-cache'] ?? '(none)'), bytes: body.length, body: body.toString('utf8') });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

async function throughput(name: string, pathname: string, host: string) {
  await get(pathname, host);
  const warm = await get(pathname, host);
  const result = await autocannon({ url: `${BASE}${pathname}`, connections: 50, duration: DURATION, headers: { host } });
  const line = `  ${name.padEnd(26)} ${String(Math.round(result.requests.average)).padStart(6)} req/s   p99 ${String(result.latency.p99).padStart(4)} ms   ${warm.bytes} bytes, ${warm.status}, cache ${warm.cache}`;
  console.log(line);
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99, warm };
}

const labels = await seedAndTimeInProcess();
const server = await startProductionServer(PORT, REDIS_URL ? { REDIS_URL } : {});
try {
  const label = labels[Math.floor(labels.length / 2)]!;
  const siteHost = `${label}.localhost:${PORT}`;
  const check = await get('/', siteHost);
  if (check.status !== 200 || !check.body.includes(label.replace('negocio-', ''))) throw new Error(`site ${label} answered ${check.status}`);
  const missing = await get('/', `no-existe-123.localhost:${PORT}`);
  console.log(`\nHTTP on the production build${REDIS_URL ? ', cache in Redis' : ', file cache'} (autocannon, 50 connections, ${DURATION} s each)`);
  console.log(`  unknown label: HTTP ${missing.status}`);
  const site = await throughput(`site page ${label}`, '/', siteHost);
  const page = await throughput(`static page ${STATIC_PATH}`, STATIC_PATH, `127.0.0.1:${PORT}`);
  const ratio = site.rps / page.rps;
  console.log(`  site / static: ${ratio.toFixed(2)} (target ≥ 0.80), site p99 ${site.p99} ms (target < 100)`);
  if (ratio < 0.8 || site.p99 >= 100) failed = true;
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(failed ? '\nOne or more targets missed.' : '\nAll targets met.');
process.exit(failed ? 1 : 0);
