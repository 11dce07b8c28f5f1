/**
 * `npm run typecheck` (and npm test's): the route types `next build` generates, made by
 * `next typegen` (it reads next.config.ts, which wants a build's values: the end-to-end build's),
 * then `tsc --noEmit` over the whole tree with them. That is all the type check `next build`
 * runs, so npm test's test builds skip theirs (SKIP_BUILD_TYPECHECK, next.config.ts).
 */
import { spawnSync } from 'node:child_process';
import { E2E_ENV } from '../tests/e2e/env';

const typegen = spawnSync('npx', ['next', 'typegen'], { encoding: 'utf8', env: { ...process.env, ...E2E_ENV, NEXT_TELEMETRY_DISABLED: '1' } });
if (typegen.status !== 0) {
  process.stderr.write(`${typegen.stdout}${typegen.stderr}`);
  process.exit(typegen.status ?? 1);
}
const tsc = spawnSync('npx', ['tsc', '--noEmit'], { stdio: 'inherit' });
process.exit(tsc.status ?? 1);
