// `npm run dev`: migrate and seed the database (printing the demo admin's credentials),
// then start Next's development server. Seeding first matters on PGlite, which one process
// at a time may open.
import { spawnSync, spawn } from 'node:child_process';
import { clearStaleDevCache } from './dev-cache.mjs';

const seed = spawnSync('npx', ['tsx', '--conditions=react-server', 'scripts/db-seed.ts'], { stdio: 'inherit' });
if (seed.status !== 0) process.exit(seed.status ?? 1);

if (clearStaleDevCache(process.cwd(), process.env)) console.log('The environment changed since the last start: emptied the development cache (.next/dev).');

const dev = spawn('npx', ['next', 'dev', ...process.argv.slice(2)], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => dev.kill(signal));
dev.on('exit', (code) => process.exit(code ?? 0));
