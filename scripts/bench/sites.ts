/**
 * Seeds 10,000 live customer sites (each with its submission and a published version) into a fresh
 * embedded database, then times:
 *
 * 1. host resolution: matching a host against the sites' host pattern (next.config rewrites) and
 *    the database lookup of a label's published site (lib/sites/serve/served-site.ts readServedSite, what a
 *    page runs on a cache miss), over random labels;
 * 2. the admin sites list (listSitesForAdmin), in this process;
 * 3. over HTTP on the production build, side by side with autocannon (50 connections): a cached
 *    site page (Host: {label}.localhost), a static file of exactly its bytes served by the same
 *    server from public/ (the target's reference), and a prerendered page of the app.
 *
 *   npx next build   (or NEXT_DIST_DIR=.next-x npx next build)
 *   npx tsx --conditions=react-server scripts/bench/sites.ts [--sites 10000] [--runs 400] [--port 3260] [--duration 10] [--redis redis://127.0.0.1:6379]
 *
 * With --redis the server shares its cache through Redis (cache-handler.mjs). Targets (issue 13):
 * host resolution adds < 2 ms; the admin list < 150 ms; a cached site page ≥ 0.8 of the static
 * file's requests/s with p99 < 100 ms. Prints the figures; exits 1 when one is missed.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import autocannon from 'autocannon';
import { numberOption, startProductionServer } from './production-server';
import { removeBenchData, seedLiveSites } from './seed-sites';

const SITES = numberOption('sites', 10_000);
const RUNS = numberOption('runs', 400);
const PORT = numberOption('port', 3260);
const DURATION = numberOption('duration', 10);
const redisIndex = process.argv.indexOf('--redis');
const REDIS_URL = redisIndex >= 0 ? process.argv[redisIndex + 1] : undefined;
const BASE = `http://127.0.0.1:${PORT}`;
const STATIC_PATH = '/terms-and-conditions';
/** A file of exactly the site page's bytes, served by the same server from public/ (written before it starts). */
const SAME_SIZE_DIR = path.join('public', 'bench');
const SAME_SIZE_PATH = '/bench/site-page-copy.html';
Object.assign(process.env, { APP_URL: `http://localhost:${PORT}` });

const stats = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
  return { median: at(0.5), p99: at(0.99) };
};
const ms = (n: number) => `${n.toFixed(2).padStart(7)} ms`;
let failed = false;

async function seedAndTimeInProcess(): Promise<{ labels: string[]; copyOf: string }> {
  const { closeDb } = await import('../../lib/db/client');
  const { readServedSite } = await import('../../lib/sites/serve/served-site');
  const { listSitesForAdmin } = await import('../../lib/sites/queries');
  const { siteHostPattern } = await import('@/lib/sites/serve/host-rewrites');
  const { renderSiteHtml } = await import('@/lib/sites/render/render-html');
  const { siteOrigin } = await import('@/lib/sites/serve/site-url');
  const labels = await seedLiveSites(SITES);

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

  // The page the HTTP comparison serves, rendered here once more to write its same-size twin.
  const copyOf = labels[Math.floor(labels.length / 2)]!;
  const served = await readServedSite(copyOf);
  if (served.state !== 'live') throw new Error(`${copyOf} is not live`);
  const html = await renderSiteHtml({
    document: served.document,
    content: { kind: 'page', page: served.document.pages[0]! },
    origin: siteOrigin(copyOf),
    mode: 'live',
  });
  mkdirSync(SAME_SIZE_DIR, { recursive: true });
  writeFileSync(path.join('public', SAME_SIZE_PATH), html);
  await closeDb();
  return { labels, copyOf };
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
  // A few seconds of the same load first, so each target is measured with its code paths compiled.
  await autocannon({ url: `${BASE}${pathname}`, connections: 50, duration: 3, headers: { host } });
  const result = await autocannon({ url: `${BASE}${pathname}`, connections: 50, duration: DURATION, headers: { host } });
  const line = `  ${name.padEnd(26)} ${String(Math.round(result.requests.average)).padStart(6)} req/s   p99 ${String(result.latency.p99).padStart(4)} ms   ${warm.bytes} bytes, ${warm.status}, cache ${warm.cache}`;
  console.log(line);
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99, warm };
}

const { copyOf: label } = await seedAndTimeInProcess();
const server = await startProductionServer(PORT, REDIS_URL ? { REDIS_URL } : {});
try {
  const siteHost = `${label}.localhost:${PORT}`;
  const check = await get('/', siteHost);
  if (check.status !== 200 || !check.body.includes(label.replace('negocio-', ''))) throw new Error(`site ${label} answered ${check.status}`);
  const missing = await get('/', `no-existe-123.localhost:${PORT}`);
  console.log(`\nHTTP on the production build${REDIS_URL ? ', cache in Redis' : ', file cache'} (autocannon, 50 connections, ${DURATION} s each)`);
  console.log(`  unknown label: HTTP ${missing.status}`);
  const site = await throughput(`site page ${label}`, '/', siteHost);
  const copy = await throughput('same bytes, public/ file', SAME_SIZE_PATH, `127.0.0.1:${PORT}`);
  const page = await throughput(`app page ${STATIC_PATH}`, STATIC_PATH, `127.0.0.1:${PORT}`);
  if (copy.warm.bytes !== site.warm.bytes) throw new Error(`the static copy has ${copy.warm.bytes} bytes, the site page ${site.warm.bytes}`);
  const ratio = site.rps / copy.rps;
  console.log(`  site / static file of the same size: ${ratio.toFixed(2)} (target ≥ 0.80), site p99 ${site.p99} ms (target < 100)`);
  console.log(`  site / prerendered app page: ${(site.rps / page.rps).toFixed(2)}`);
  if (ratio < 0.8 || site.p99 >= 100) failed = true;
} finally {
  await server.stop();
  rmSync(SAME_SIZE_DIR, { recursive: true, force: true });
  await removeBenchData();
}
console.log(failed ? '\nOne or more targets missed.' : '\nAll targets met.');
process.exit(failed ? 1 : 0);
