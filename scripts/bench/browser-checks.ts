/**
 * The two browser checks a site benchmark runs on its pages: js-size.mjs (0 KB of client
 * JavaScript) and lighthouse.mjs (mobile preset, `runs` runs a page; `--calibrate` on the command
 * line is passed on, `--no-lighthouse` skips it). Prints what the scripts print; true when every
 * page met its targets.
 */
import { spawnSync } from 'node:child_process';

export function runBrowserChecks(base: string, pages: string[], runs: number): boolean {
  const checks = [
    ['scripts/bench/js-size.mjs', ['--budget', '0']],
    ['scripts/bench/lighthouse.mjs', ['--runs', String(runs), ...(process.argv.includes('--calibrate') ? ['--calibrate'] : [])]],
  ] as const;
  let passed = true;
  for (const [script, args] of process.argv.includes('--no-lighthouse') ? checks.slice(0, 1) : checks) {
    console.log(`\n$ node ${script}`);
    const result = spawnSync('node', [script, base, ...args, ...pages], { stdio: 'inherit' });
    if (result.status !== 0) passed = false;
  }
  return passed;
}
