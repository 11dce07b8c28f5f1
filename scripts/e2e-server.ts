/**
 * The server the Playwright suite runs against: a fresh database (PGlite folder, or a new
 * PostgreSQL database when DATABASE_URL is set), seeded, the local stand-ins for external
 * services, then `npm start`'s server (scripts/start.mjs) on the production build. Logs go to .data/e2e-<port>/server.log.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import { freshDatabase } from './scratch-database';
import { E2E_ENV, E2E_PORT, E2E_ROOT } from '../tests/e2e/env';
import { startFakes } from '../tests/fakes/start-all';
import { clearNextRuntimeCaches } from './next-runtime-caches';

const root = E2E_ROOT;
rmSync(root, { recursive: true, force: true });
clearNextRuntimeCaches();
mkdirSync(root, { recursive: true });

const env: Record<string, string> = { ...(process.env as Record<string, string>), ...E2E_ENV };
const baseUrl = process.env.DATABASE_URL;
if (baseUrl) {
  env.DATABASE_URL = await freshDatabase(baseUrl, `${new URL(baseUrl).pathname.slice(1) || 'test'}_vitrina_e2e`);
} else {
  env.PGLITE_DATA_DIR = `${root}/pg`;
}

const fakes = await startFakes();
Object.assign(env, fakes.env);

const seed = spawn('npx', ['tsx', '--conditions=react-server', 'scripts/db-seed.ts'], { env: { ...env, NODE_ENV: 'development' }, stdio: 'inherit' });
const seedCode: number = await new Promise((resolve) => seed.on('exit', (code) => resolve(code ?? 1)));
if (seedCode !== 0) process.exit(seedCode);

const log = createWriteStream(`${root}/server.log`);
const server = spawn('node', ['scripts/start.mjs', '-p', String(E2E_PORT), '-H', '127.0.0.1'], { env: { ...env, NODE_ENV: 'production' } });
server.stdout.pipe(log);
server.stderr.pipe(log);
server.stderr.pipe(process.stderr);

const stop = async () => {
  server.kill('SIGTERM');
  await fakes.stop();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', async (code) => {
  await fakes.stop();
  process.exit(code ?? 0);
});
