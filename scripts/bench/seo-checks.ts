/**
 * The monthly SEO check (issue 26, item 2) over 1,000 live Growth sites, on the production build,
 * while the same server serves site pages. Seeds the sites (seed-sites.ts) with an owner each on
 * an active Growth subscription, starts `npm start`'s server, then:
 *
 * 1. loads cached site pages (several sites, Host: {label}.localhost) with autocannon for
 *    --duration seconds: the pages' throughput and p99 without the check;
 * 2. asks the server to run the month's check now (GET /api/cron/site-seo-checks, the same
 *    checkMonthlySeo the daily run calls, in the server's own process as in production) while
 *    the same load runs until the check answers: the check's duration, and the pages' throughput
 *    and p99 meanwhile.
 *
 *   SKIP_BUILD_TYPECHECK=1 npx next build   (APP_URL etc. as for any build; or NEXT_DIST_DIR=.next-x)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx --conditions=react-server scripts/bench/seo-checks.ts [--sites 1000] [--port 3263] [--duration 20] [--connections 20]
 *
 * Targets: the check finishes in under 10 minutes; page throughput during it at least 90 % of
 * the throughput without it. Prints the figures; exits 1 when one is missed. Measure on
 * PostgreSQL (DATABASE_URL, a server; the bench makes and drops a database of its own), as
 * production runs: without it the sites go to the embedded PGlite, which answers every query of
 * the check on the very thread that serves the pages (Nov 2026, same machine and build: 97.3 % on
 * PostgreSQL, 78.4 % on PGlite). The PGlite run is for a developer's machine, not the budget.
 */
import { get } from 'node:http';
import autocannon from 'autocannon';
import { numberOption, startProductionServer } from './production-server';
import { benchDatabase, removeBenchData, seedLiveSites } from './seed-sites';

const SITES = numberOption('sites', 1_000);
const PORT = numberOption('port', 3263);
const DURATION = numberOption('duration', 20);
const CONNECTIONS = numberOption('connections', 20);
const LOADED_SITES = 20;
const CRON_SECRET = 'seo-bench-cron-secret-0123456789';
const TARGET_MS = 10 * 60_000;
Object.assign(process.env, { APP_URL: `http://localhost:${PORT}` });

type Load = { rps: number; p99: number; requests: number; errors: number };

/** Cached pages of LOADED_SITES sites in turn, each request naming its site's host. */
function load(labels: string[], duration: number): { instance: { stop: () => void }; done: Promise<Load> } {
  const paths = ['/', '/nosotros', '/contacto'];
  const requests = labels.flatMap((label) => paths.map((path) => ({ method: 'GET' as const, path, headers: { host: `${label}.localhost:${PORT}` } })));
  let resolve!: (load: Load) => void;
  const done = new Promise<Load>((r) => (resolve = r));
  const instance = autocannon({ url: `http://127.0.0.1:${PORT}`, connections: CONNECTIONS, duration, requests }, (error, result) => {
    if (error) throw error;
    resolve({ rps: result.requests.average, p99: result.latency.p99, requests: result.requests.total, errors: result.errors + result.non2xx });
  });
  return { instance, done };
}

/** GET /api/cron/site-seo-checks, waiting as long as the check takes (fetch gives up after 5 minutes without headers). */
function runCheck(base: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const call = get(`${base}/api/cron/site-seo-checks`, { headers: { authorization: `Bearer ${CRON_SECRET}` } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    call.on('error', reject);
  });
}

let failed = false;
try {
  console.log(`monthly SEO check over ${SITES.toLocaleString('en')} live Growth sites on the ${benchDatabase}`);
  const labels = await seedLiveSites(SITES);
  const { getDb, closeDb } = await import('../../lib/db/client');
  const { sql } = await import('drizzle-orm');
  const db = getDb();
  await db.execute(sql`insert into "user" (id, name, email) select 'owner-' || s.label, 'Dueño ' || s.label, s.label || '@correo.pe' from sites s`);
  await db.execute(sql`update trial_submissions t set user_id = 'owner-' || s.label from sites s where s.submission_id = t.id`);
  await db.execute(sql`update sites set user_id = 'owner-' || label`);
  await db.execute(sql`insert into subscriptions (user_id, status, plan_type) select 'owner-' || label, 'active', 'growth' from sites`);
  await db.execute(sql`analyze`);
  await closeDb();

  const server = await startProductionServer(PORT, { CRON_SECRET });
  try {
    const loaded = labels.filter((_, i) => i % Math.max(1, Math.floor(SITES / LOADED_SITES)) === 0).slice(0, LOADED_SITES);
    // Warm: every loaded page rendered once and cached, as a live site's pages are.
    await load(loaded, 3).done;
    const alone = await load(loaded, DURATION).done;
    console.log(`\nsite pages alone (${CONNECTIONS} connections, ${loaded.length} sites × 3 pages, ${DURATION} s)`);
    console.log(`  ${Math.round(alone.rps)} req/s   p99 ${alone.p99} ms   ${alone.errors} errors`);

    // The check, with the same load for as long as it runs (autocannon stops when it answers).
    const during = load(loaded, 3_600);
    const started = performance.now();
    const response = await runCheck(server.base);
    const elapsed = performance.now() - started;
    during.instance.stop();
    const result = JSON.parse(response.body) as { checked: number; findings: number; failed: number; ms: number };
    const meanwhile = await during.done;
    const ratio = meanwhile.rps / alone.rps;
    console.log(`\nthe month's check, in the server, with the same load running`);
    console.log(
      `  ${result.checked} sites checked (${result.failed} failed), ${result.findings} findings, in ${(elapsed / 1000).toFixed(1)} s (target < ${TARGET_MS / 60_000} min)`,
    );
    console.log(`  site pages meanwhile: ${Math.round(meanwhile.rps)} req/s   p99 ${meanwhile.p99} ms   ${meanwhile.errors} errors`);
    console.log(`  throughput during the check: ${(ratio * 100).toFixed(1)} % of the pages alone (target ≥ 90 %)`);
    if (!process.env.DATABASE_URL) console.log('  (embedded PGlite: its queries run on the serving thread; the budget is measured on PostgreSQL)');
    if (response.status !== 200 || result.checked !== SITES || result.failed > 0) failed = true;
    if (elapsed >= TARGET_MS || ratio < 0.9 || meanwhile.errors > 0) failed = true;
  } finally {
    await server.stop();
  }
} finally {
  await removeBenchData();
}
process.exit(failed ? 1 : 0);
