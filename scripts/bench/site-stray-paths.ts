/**
 * What requests for addresses a site does not have cost one instance (decision 0010, bounded cache
 * keys): a scanner's /wp-login.php, /.env and invented paths on the hosts of real sites. Seeds
 * live sites into a fresh database, starts the production build with a heap limit, then sends
 * --rounds rounds of --requests GETs for random stray paths on random sites' hosts, and prints
 * after each the server's resident memory and what Next's page cache holds on disk (files and
 * MB), with the growth per 10,000 stray requests; a bounded cache stops growing after the first. --blog sends them
 * to the app's own blog instead, on the app's host: made-up article slugs and list pages past the
 * last (/blog/{random}, /blog?page={n}, /blog/page/{n}; the edge's blog gate, decision 0006).
 * --labels sends them to made-up labels' hosts instead ({random}.localhost, the home and real page
 * paths): hosts that show no site (the edge's site gate, decision 0017's addendum).
 *
 *   npx next build
 *   DATABASE_URL=postgres://… npx tsx --conditions=react-server scripts/bench/site-stray-paths.ts [--requests 50000] [--sites 100] [--connections 20] [--heap 256] [--rounds 3] [--port 3266] [--blog | --labels]
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { groupRssMb, numberOption, startProductionServer } from './production-server';
import { removeBenchData, seedLiveSites } from './seed-sites';

const REQUESTS = numberOption('requests', 50_000);
const SITES = numberOption('sites', 100);
const CONNECTIONS = numberOption('connections', 20);
const HEAP_MB = numberOption('heap', 256);
const PORT = numberOption('port', 3266);
const ROUNDS = numberOption('rounds', 3);
const ON_BLOG = process.argv.includes('--blog');
const ON_MADE_UP_LABELS = process.argv.includes('--labels');
const ROUTE_CACHE = path.join(process.env.NEXT_DIST_DIR ?? '.next', 'server', 'route-cache');
Object.assign(process.env, { APP_URL: `http://127.0.0.1:${PORT}` });

/** Files under Next's page cache and their size on disk (allocated blocks), in MB. */
function routeCache(): { files: number; mb: number } {
  let files = 0;
  let bytes = 0;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        files += 1;
        bytes += statSync(full).blocks * 512;
      }
    }
  };
  try {
    walk(ROUTE_CACHE);
  } catch {
    // no cache yet
  }
  return { files, mb: bytes / 1024 / 1024 };
}

const random = () => Math.random().toString(36).slice(2, 10);
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
/** What scanners and typos ask for: files of other platforms, invented pages, sub-pages, articles that do not exist. */
const STRAY = [
  () => `/wp-${random()}.php`,
  () => `/.env.${random()}`,
  () => `/${random()}`,
  () => `/nosotros/${random()}`,
  () => `/blog/${random()}`,
  () => `/${random()}.html`,
];
/** The app's blog has no article seeded: every slug is made up, every page past the first missing. */
const pageNumber = () => 2 + Math.floor(Math.random() * 99_990);
const BLOG_STRAY = [() => `/blog/${random()}`, () => `/blog/${random()}`, () => `/blog?page=${pageNumber()}`, () => `/blog/page/${pageNumber()}`];
/** On a made-up label every path is stray, the ones a real site has included. */
const LABEL_PATHS = ['/', '/contacto', '/nosotros', '/robots.txt'];

/** Where a round's request goes: the app's blog, a made-up label, or a stray path on a real site. */
function strayRequest(): { path: string; host: string } {
  if (ON_BLOG) return { path: pick(BLOG_STRAY)(), host: `127.0.0.1:${PORT}` };
  if (ON_MADE_UP_LABELS) return { path: pick(LABEL_PATHS), host: `${random()}.localhost:${PORT}` };
  return { path: pick(STRAY)(), host: `${pick(labels)}.localhost:${PORT}` };
}

const labels = await seedLiveSites(SITES);
const { closeDb } = await import('../../lib/db/client');
await closeDb();

const server = await startProductionServer(PORT, { NODE_OPTIONS: `--max-old-space-size=${HEAP_MB}` });
try {
  // Every site's pages once, so the comparison starts from a warm cache of real pages.
  await autocannon({
    url: server.base,
    connections: 10,
    amount: SITES * 2,
    requests: [{ method: 'GET', setupRequest: (r) => ({ ...r, path: pick(['/', '/contacto']), headers: { host: `${pick(labels)}.localhost:${PORT}` } }) }],
  });
  const per10k = (value: number) => `${value < 0 ? '' : '+'}${((value * 10_000) / REQUESTS).toFixed(1)}`;
  const where = ON_BLOG ? "the app's blog" : ON_MADE_UP_LABELS ? 'made-up labels' : `${SITES} sites' hosts`;
  console.log(`${REQUESTS.toLocaleString('en')} stray requests a round on ${where}, ${CONNECTIONS} connections, heap limit ${HEAP_MB} MB`);
  let before = { rss: groupRssMb(server.pid), ...routeCache() };
  console.log(`  at start: ${before.rss.toFixed(0)} MB resident, page cache ${before.files.toLocaleString('en')} files, ${before.mb.toFixed(1)} MB on disk`);
  // The first round also warms the server up (compiled code, heap); a bounded cache shows in the later ones.
  for (let round = 1; round <= ROUNDS; round += 1) {
    const result = await autocannon({
      url: server.base,
      connections: CONNECTIONS,
      amount: REQUESTS,
      requests: [
        {
          method: 'GET',
          setupRequest: (r) => {
            const { path, host } = strayRequest();
            return { ...r, path, headers: { host } };
          },
        },
      ],
    });
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const after = { rss: groupRssMb(server.pid), ...routeCache() };
    console.log(
      `  round ${round}: ${result['2xx']} 2xx, ${result['3xx']} 3xx, ${result['4xx']} 4xx, ${result['5xx']} 5xx, ${result.errors} errors, ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms`,
    );
    console.log(
      `    ${after.rss.toFixed(0)} MB resident, page cache ${after.files.toLocaleString('en')} files, ${after.mb.toFixed(1)} MB; per 10,000 requests ${per10k(after.rss - before.rss)} MB of memory, ${per10k(after.files - before.files)} files, ${per10k(after.mb - before.mb)} MB of disk`,
    );
    before = after;
  }
} finally {
  await server.stop();
  await removeBenchData();
}
