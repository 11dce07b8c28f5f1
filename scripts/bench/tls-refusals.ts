/**
 * What a flood of made-up names costs on-demand TLS's ask (issue 24, item 1; decision 0020).
 * Caddy asks the app on every TLS handshake for a name it holds no certificate for; a scanner
 * repeating 1,000 made-up names made each handshake one ask and one database query, and real
 * requests slowed to 1.1 s. The app now answers a refusal again from a 30-second cache.
 *
 * Against `npm start` on a production build, three phases of `--duration` seconds each, while a
 * visitor loads the home page every 100 ms (its latency is printed per phase):
 *   1. quiet: no asks;
 *   2. new names: every ask names a name never asked before (the database is asked each time, as
 *      before the cache, plus the refusal is remembered);
 *   3. repeated names: asks cycle through `--names` made-up names (after the first pass, every
 *      refusal comes from the cache).
 *
 *   npx tsx scripts/bench/tls-refusals.ts [--port 3290] [--duration 10] [--concurrency 50] [--names 1000]
 *
 * Uses the build in NEXT_DIST_DIR (default .next); BENCH_DATABASE_URL (an empty PostgreSQL
 * database, as production) or the embedded one; BENCH_REDIS_URL to keep refusals in Redis, as
 * instances sharing a cache do. Prints figures only.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { numberOption, startProductionServer } from './production-server';

const PORT = numberOption('port', 3290);
const DURATION_MS = numberOption('duration', 10) * 1_000;
const CONCURRENCY = numberOption('concurrency', 50);
const NAMES = numberOption('names', 1_000);

const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrina-tls-bench-'));
const env: Record<string, string | undefined> = {
  APP_URL: `http://127.0.0.1:${PORT}`,
  BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-00',
  SITES_DOMAIN: undefined,
  LOG_LEVEL: 'warn',
  PGLITE_DATA_DIR: path.join(dataDir, 'pg'),
  MAIL_DIR: path.join(dataDir, 'mail'),
  DATABASE_URL: process.env.BENCH_DATABASE_URL,
  REDIS_URL: process.env.BENCH_REDIS_URL,
};

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** Loads the home page every 100 ms until `until`; the latencies in ms. */
async function visitor(base: string, until: number): Promise<number[]> {
  const latencies: number[] = [];
  while (Date.now() < until) {
    const t0 = performance.now();
    const response = await fetch(`${base}/`);
    await response.arrayBuffer();
    latencies.push(performance.now() - t0);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return latencies;
}

/** CONCURRENCY loops asking for `name(i)` until `until`; the number of asks answered 404. */
async function flood(base: string, until: number, name: (i: number) => string): Promise<{ asks: number; other: number }> {
  let asks = 0;
  let other = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < until) {
        const response = await fetch(`${base}/api/sites/tls-ask?domain=${name(next++)}`);
        await response.arrayBuffer();
        if (response.status === 404) asks += 1;
        else other += 1;
      }
    }),
  );
  return { asks, other };
}

async function phase(base: string, title: string, name?: (i: number) => string): Promise<void> {
  const until = Date.now() + DURATION_MS;
  const [latencies, asked] = await Promise.all([visitor(base, until), name ? flood(base, until, name) : Promise.resolve(undefined)]);
  const sorted = latencies.sort((a, b) => a - b);
  const rate = asked
    ? `${Math.round(asked.asks / (DURATION_MS / 1000)).toLocaleString('en')} refusals/s${asked.other ? ` (${asked.other} other answers)` : ''}`
    : 'no asks';
  console.log(
    `${title.padEnd(16)} ${rate.padEnd(24)} home page: p50 ${percentile(sorted, 50).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms (${sorted.length} loads)`,
  );
}

const server = await startProductionServer(PORT, env);
try {
  console.log(
    `database: ${env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)'}; refusals kept in ${env.REDIS_URL ? 'Redis' : "the instance's memory"}; ${CONCURRENCY} concurrent asks`,
  );
  await fetch(`${server.base}/`).then((r) => r.arrayBuffer());
  await phase(server.base, 'quiet');
  const run = Date.now().toString(36);
  await phase(server.base, 'new names', (i) => `n${i}-${run}.no-servido.pe`);
  await phase(server.base, 'repeated names', (i) => `r${i % NAMES}-${run}.no-servido.pe`);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
