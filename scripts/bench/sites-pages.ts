/**
 * Customers' site pages as a browser gets them (issue 13's budgets): seeds three live sites into
 * a fresh embedded database, one per font pairing, starts the production build, then runs
 *
 * 1. scripts/bench/js-size.mjs on each site's home and contact page: the client JavaScript they
 *    load (target: under 15 KB gzip with the contact form; the renderer ships none);
 * 2. scripts/bench/lighthouse.mjs (mobile preset) on the same pages at
 *    http://{label}.localhost:{port}/ (target: 100 in all four categories).
 *
 *   npx next build
 *   npx tsx --conditions=react-server scripts/bench/sites-pages.ts [--port 3262] [--runs 3] [--calibrate]
 *
 * --calibrate scales Lighthouse's CPU slowdown to this host (see scripts/bench/lighthouse.mjs).
 */
import { spawnSync } from 'node:child_process';
import { numberOption, startProductionServer } from './production-server';
import { removeBenchData, seedLiveSites } from './seed-sites';

const PORT = numberOption('port', 3262);
const RUNS = numberOption('runs', 3);
Object.assign(process.env, { APP_URL: `http://localhost:${PORT}` });

const labels = await seedLiveSites(3);
const { closeDb } = await import('../../lib/db/client');
await closeDb();
const pages = labels.flatMap((label) => [`http://${label}.localhost:${PORT}/`, `http://${label}.localhost:${PORT}/contacto`]);

const server = await startProductionServer(PORT, {});
let failed = false;
try {
  for (const [script, args] of [
    ['scripts/bench/js-size.mjs', ['--budget', '15']],
    ['scripts/bench/lighthouse.mjs', ['--runs', String(RUNS), ...(process.argv.includes('--calibrate') ? ['--calibrate'] : [])]],
  ] as const) {
    console.log(`\n$ node ${script}`);
    const result = spawnSync('node', [script, `http://127.0.0.1:${PORT}`, ...args, ...pages], { stdio: 'inherit' });
    if (result.status !== 0) failed = true;
  }
} finally {
  await server.stop();
  await removeBenchData();
}
process.exit(failed ? 1 : 0);
