// `npm test`: every suite, in order, stopping at the first failure:
// typecheck, lint, lib/ layers, unit + integration (Vitest), production build, end-to-end (Playwright).
import { spawnSync } from 'node:child_process';

const steps = [
  ['typecheck', ['npx', 'tsc', '--noEmit']],
  ['lint', ['npx', 'eslint', '.', '--max-warnings=0']],
  // lib/ in layers that import only downwards, no cycles (.dependency-cruiser.cjs, decision 0026).
  ['layers', ['npx', 'depcruise', 'lib', '--config', '.dependency-cruiser.cjs']],
  ['unit + integration', ['npx', 'vitest', 'run']],
  // With the e2e server's APP_URL and company data: a production build refuses to run without them.
  ['build', ['npx', 'tsx', 'scripts/e2e-build.ts']],
  ['end-to-end', ['npx', 'playwright', 'test']],
  // The billing specs again with Mercado Pago as the provider, plus its own specs.
  ['end-to-end, Mercado Pago', ['npx', 'playwright', 'test', 'tests/e2e/billing.spec.ts', 'tests/e2e/billing.mercadopago.spec.ts'], { PAYMENT_PROVIDER: 'mercadopago' }],
];

const started = Date.now();
let passed = 0;
for (const [name, [command, ...args], stepEnv = {}] of steps) {
  const t0 = Date.now();
  console.log(`\n▶ ${name}: ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...stepEnv } });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds}s`);
    console.log(`\nsteps: ${passed} passed, 1 failed`);
    process.exit(result.status ?? 1);
  }
  passed += 1;
  console.log(`✔ ${name} (${seconds}s)`);
}
console.log(`\nAll suites green in ${((Date.now() - started) / 1000).toFixed(0)}s`);
