/**
 * `npm test`'s production build: `next build` with the end-to-end server's settings, so the
 * prerendered pages name the host and company the suite's server runs with (a production build
 * refuses to run without them, lib/config/build-values.ts).
 */
import { spawnSync } from 'node:child_process';
import { E2E_ENV } from '../tests/e2e/env';

const result = spawnSync('npx', ['next', 'build'], { stdio: 'inherit', env: { ...process.env, ...E2E_ENV } });
process.exit(result.status ?? 1);
