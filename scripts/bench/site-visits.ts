/**
 * The visits of customers' sites (issue 14), two budgets:
 *
 * 1. the dashboard's visits card over 1,000,000 stored counter rows (1,000 sites × 100 days ×
 *    10 pages, seeded in SQL): readSiteVisits (lib/sites/traffic/visits.ts) for random sites, in this
 *    process; target < 100 ms;
 * 2. the counting image over HTTP on the production build: GET /v.gif on a site's host with a
 *    browser's user agent, first on one connection (the server time of one hit), then at 50
 *    connections (hits per second); targets < 5 ms per hit and ≥ 1,000 hits/s.
 *
 *   npx next build
 *   npx tsx --conditions=react-server scripts/bench/site-visits.ts [--sites 1000] [--days 100] [--pages 10] [--runs 200] [--port 3270] [--duration 10]
 *
 * On the embedded database by default; BENCH_DATABASE_URL=postgres://.../<empty database> runs it on
 * PostgreSQL, as production does (PGlite serialises every write in one thread).
 *
 * Prints the figures; exits 1 when one is missed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { numberOption, startProductionServer } from './production-server';

const SITES = numberOption('sites', 1_000);
const DAYS = numberOption('days', 100);
const PAGES = numberOption('pages', 10);
const RUNS = numberOption('runs', 200);
const PORT = numberOption('port', 3270);
const DURATION = numberOption('duration', 10);
const BROWSER = 'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrina-visits-bench-'));
const DATABASE_URL = process.env.BENCH_DATABASE_URL;
Object.assign(process.env, { PGLITE_DATA_DIR: dataDir, LOG_LEVEL: 'warn', APP_URL: `http://localhost:${PORT}` });
if (DATABASE_URL) process.env.DATABASE_URL = DATABASE_URL;
else delete process.env.DATABASE_URL;
console.log(`database: ${DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)'}`);
delete process.env.SITES_DOMAIN;
let failed = false;

async function seedAndTimeChart(): Promise<void> {
  const { runMigrations } = await import('../../lib/db/migrate');
  const { getDb, closeDb } = await import('../../lib/db/client');
  const { sql } = await import('drizzle-orm');
  const { readSiteVisits } = await import('@/lib/sites/traffic/visits');
  await runMigrations();
  const started = performance.now();
  await getDb().execute(sql`
    insert into trial_submissions (id, business_name, email)
    select gen_random_uuid(), 'Negocio ' || i, 'negocio' || i || '@correo.pe' from generate_series(1, ${SITES}) i`);
  await getDb().execute(sql`
    insert into sites (submission_id, label, status, published_at)
    select id, 'negocio-' || row_number() over (order by id), 'live', now() from trial_submissions`);
  await getDb().execute(sql`
    insert into site_daily_counts (site_id, day, kind, path, count)
    select s.id, (current_date - d), 'view', '/pagina-' || p, 1 + ((d * 7 + p * 3) % 40)
    from sites s, generate_series(0, ${DAYS - 1}) d, generate_series(1, ${PAGES}) p`);
  const [{ n }] = (await getDb().execute(sql`select count(*)::int as n from site_daily_counts`)).rows as [{ n: number }];
  console.log(
    `seeded ${n.toLocaleString('en')} counter rows for ${SITES.toLocaleString('en')} sites in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const ids = ((await getDb().execute(sql`select id from sites`)).rows as { id: string }[]).map((r) => r.id);
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const t = performance.now();
    await readSiteVisits(ids[Math.floor(Math.random() * ids.length)]!, new Date());
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  const p = (q: number) => samples[Math.min(samples.length - 1, Math.ceil(q * samples.length) - 1)]!;
  console.log(`visits card (30 days, top pages, clicks): median ${p(0.5).toFixed(2)} ms · p99 ${p(0.99).toFixed(2)} ms over ${RUNS} sites  (target < 100 ms)`);
  if (p(0.99) >= 100) failed = true;
  await closeDb();
}

/** The stored views of the page the beacon load hits. */
async function storedViews(): Promise<number> {
  const { getDb, closeDb } = await import('../../lib/db/client');
  const { sql } = await import('drizzle-orm');
  const { rows } = await getDb().execute(
    sql`select coalesce(sum(c.count), 0)::int as n from site_daily_counts c join sites s on s.id = c.site_id where s.label = 'negocio-1' and c.path = '/contacto' and c.kind = 'view'`,
  );
  await closeDb();
  return Number((rows[0] as { n: number }).n);
}

async function timeBeacon(): Promise<void> {
  const before = await storedViews();
  let sent = 0;
  const server = await startProductionServer(PORT, {
    PGLITE_DATA_DIR: dataDir,
    DATABASE_URL,
    APP_URL: `http://localhost:${PORT}`,
    BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0',
  });
  try {
    const hit = (connections: number, duration: number) =>
      autocannon({ url: `${server.base}/v.gif?p=%2Fcontacto`, connections, duration, headers: { host: `negocio-1.localhost:${PORT}`, 'user-agent': BROWSER } });
    sent += (await hit(4, 2)).requests.total; // warm-up
    const one = await hit(1, DURATION);
    sent += one.requests.total;
    console.log(
      `beacon, 1 connection: median ${one.latency.p50} ms · p99 ${one.latency.p99} ms · ${Math.round(one.requests.average)} hits/s  (target < 5 ms per hit)`,
    );
    const many = await hit(50, DURATION);
    sent += many.requests.total;
    console.log(
      `beacon, 50 connections: ${Math.round(many.requests.average).toLocaleString('en')} hits/s · p99 ${many.latency.p99} ms · errors ${many.errors + many.non2xx}  (target ≥ 1,000 hits/s)`,
    );
    if (one.latency.p50 >= 5 || many.requests.average < 1000 || many.non2xx > 0) failed = true;
  } finally {
    await server.stop();
  }
  // The server adds hits up and stores them once a second (scripts/site-edge.mjs), and on its way out.
  const stored = (await storedViews()) - before;
  // autocannon leaves out of its totals the requests still in flight when a run ends (one per connection).
  const inFlight = 4 + 1 + 50;
  console.log(
    `beacon hits stored: ${stored.toLocaleString('en')} of ${sent.toLocaleString('en')} sent (+ up to ${inFlight} in flight at the ends of the runs)`,
  );
  if (stored < sent || stored > sent + inFlight) failed = true;
}

try {
  await seedAndTimeChart();
  await timeBeacon();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
