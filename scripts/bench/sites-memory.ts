/**
 * Memory of one instance serving many customers' sites (issue 13: under 600 MB of resident
 * memory through a 5-minute mixed load, without growing run over run). Seeds 10,000 live sites
 * into a fresh embedded database, starts the production build, then runs the same mixed load
 * --runs times (3) against it, printing the server's resident memory (its whole process group)
 * every few seconds and a summary per run:
 *
 * - 45 % pages of customers' sites on random labels of all 10,000 (home, Nosotros, Contacto, and
 *   Carta/Servicios, which half the sites lack: their 404s are cached too), by Host header;
 * - 2 % sites' share pictures (/og.png, drawn by next/og on a cache miss);
 * - 38 % the app's public pages (home, blog, about, contact, terms);
 * - 15 % the admin panel, signed in (the sites list over the 10,000 sites, and the submissions).
 *
 *   npx next build
 *   DATABASE_URL=postgres://… npx tsx --conditions=react-server scripts/bench/sites-memory.ts [--duration 300] [--sites 10000] [--connections 20] [--heap MB] [--runs 3] [--port 3264]
 *
 * Give it a PostgreSQL server, as production has: without DATABASE_URL the database is PGlite,
 * inside the server's own process, and its memory is counted too.
 */
import autocannon from 'autocannon';
import { groupRssMb, numberOption, startProductionServer } from './production-server';
import { benchDatabase, removeBenchData, seedLiveSites } from './seed-sites';

const DURATION = numberOption('duration', 300);
const SITES = numberOption('sites', 10_000);
const CONNECTIONS = numberOption('connections', 20);
const PORT = numberOption('port', 3264);
/** --heap MB: the server's V8 old-space limit (node --max-old-space-size), as a deployment would set it. */
const HEAP_MB = numberOption('heap', 0);
/** --runs N: how many times the same load runs back to back (growth shows from one run to the next). */
const RUNS = numberOption('runs', 3);
const BASE = `http://127.0.0.1:${PORT}`;
const SAMPLE_SECONDS = Math.max(2, Math.min(15, Math.round(DURATION / 20)));
const BUDGET_MB = 600;
const ADMIN = { email: 'memory-bench@vitrina.test', password: 'memory-bench-clave-123' };
Object.assign(process.env, { APP_URL: BASE });

async function adminCookie(): Promise<string> {
  const response = await fetch(`${BASE}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`admin sign-in failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

const labels = await seedLiveSites(SITES);
const { createOrPromoteAdmin } = await import('../../lib/auth/create-admin');
await createOrPromoteAdmin({ ...ADMIN, name: 'Memory Bench' });
const { closeDb } = await import('../../lib/db/client');
await closeDb();

const SITE_PATHS = ['/', '/nosotros', '/contacto', '/carta', '/servicios'];
const PUBLIC_PATHS = ['/', '/blog', '/about', '/contact', '/terms-and-conditions'];
const ADMIN_PATHS = ['/admin?tab=sites', '/admin'];
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

const server = await startProductionServer(PORT, HEAP_MB ? { NODE_OPTIONS: `--max-old-space-size=${HEAP_MB}` } : {});
try {
  const cookie = await adminCookie();
  type Request = { method?: string; path?: string; headers?: Record<string, string> };
  const mixed = (request: Request): Request => {
    const roll = Math.random();
    if (roll < 0.45) return { ...request, path: pick(SITE_PATHS), headers: { host: `${pick(labels)}.localhost:${PORT}` } };
    if (roll < 0.47) return { ...request, path: '/og.png', headers: { host: `${pick(labels)}.localhost:${PORT}` } };
    if (roll < 0.85) return { ...request, path: pick(PUBLIC_PATHS), headers: { host: `127.0.0.1:${PORT}` } };
    return { ...request, path: pick(ADMIN_PATHS), headers: { host: `127.0.0.1:${PORT}`, cookie } };
  };

  console.log(
    `\nmixed load, ${CONNECTIONS} connections, ${DURATION} s per run, ${SITES.toLocaleString('en')} sites in the ${benchDatabase}${HEAP_MB ? `, heap limit ${HEAP_MB} MB` : ''}; resident memory of the server (MB) every ${SAMPLE_SECONDS} s`,
  );
  console.log(`  after start: ${groupRssMb(server.pid).toFixed(0)} MB`);
  const summaries: string[] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const samples: number[] = [];
    const timer = setInterval(() => samples.push(groupRssMb(server.pid)), SAMPLE_SECONDS * 1000);
    const result = await autocannon({ url: BASE, connections: CONNECTIONS, duration: DURATION, requests: [{ method: 'GET', setupRequest: mixed }] });
    clearInterval(timer);
    const end = groupRssMb(server.pid);
    samples.push(end);
    console.log(`  run ${run}: ${samples.map((mb) => mb.toFixed(0)).join(' ')}`);
    const peak = Math.max(...samples);
    summaries.push(
      `  run ${run}: peak ${peak.toFixed(0)} MB, end ${end.toFixed(0)} MB, ${result.requests.total.toLocaleString('en')} requests (${Math.round(result.requests.average)}/s, ${result.non2xx} non-2xx, ${result.errors} errors), p99 ${result.latency.p99} ms`,
    );
  }
  console.log(`\n${summaries.join('\n')}\n  budget: under ${BUDGET_MB} MB throughout, each run ending where the one before did`);
} finally {
  await server.stop();
  await removeBenchData();
}
