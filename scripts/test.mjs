// `npm test`: every suite, in order, stopping at the first failure:
// typecheck and lint (side by side), lib/ layers and formatting (side by side), unit + integration
// (Vitest), production build, end-to-end (Playwright).
import { spawn } from 'node:child_process';

/** A step: a name, its command, and what it adds to the environment. */
const step = (name, command, stepEnv = {}) => ({ name, command, stepEnv });

const stages = [
  // tsc and ESLint each keep one core busy and read nothing of each other: on the 2-core CI
  // machine running them together saves the shorter one's time (about a minute). Their output
  // is held back and printed whole when each ends, so the two never interleave.
  [step('typecheck', ['npx', 'tsx', 'scripts/typecheck.ts']), step('lint', ['npx', 'eslint', '.', '--max-warnings=0'])],
  // lib/ in layers that import only downwards, no cycles (.dependency-cruiser.cjs, decision 0026),
  // beside Prettier's check of the formatting (`npm run format` fixes it).
  [
    step('layers', ['npx', 'depcruise', 'lib', '--config', '.dependency-cruiser.cjs']),
    step('format', ['npx', 'prettier', '--check', '.', '--log-level', 'warn']),
  ],
  [step('unit + integration', ['npx', 'vitest', 'run'])],
  // With the e2e server's APP_URL and company data: a production build refuses to run without them.
  // The typecheck above covered what the build would check again (scripts/typecheck.ts).
  [step('build', ['npx', 'tsx', 'scripts/e2e-build.ts'], { SKIP_BUILD_TYPECHECK: '1' })],
  [step('end-to-end', ['npx', 'playwright', 'test'])],
  // The billing specs again with Mercado Pago as the provider, plus its own specs.
  [
    step('end-to-end, Mercado Pago', ['npx', 'playwright', 'test', 'tests/e2e/billing.spec.ts', 'tests/e2e/billing.mercadopago.spec.ts'], {
      PAYMENT_PROVIDER: 'mercadopago',
    }),
  ],
];

/** Runs one step; its output goes straight through when it runs alone, else is printed when it ends. */
function run({ name, command: [command, ...args], stepEnv }, alone) {
  const t0 = Date.now();
  console.log(`\n▶ ${name}: ${[command, ...args].join(' ')}`);
  const child = spawn(command, args, {
    stdio: alone ? 'inherit' : ['inherit', 'pipe', 'pipe'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...stepEnv },
  });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = ((Date.now() - t0) / 1000).toFixed(1);
      if (output.length > 0) process.stdout.write(`\n── ${name} ──\n${Buffer.concat(output).toString()}`);
      if (code === 0) console.log(`✔ ${name} (${seconds}s)`);
      else console.error(`\n✖ ${name} failed after ${seconds}s`);
      resolve(code ?? 1);
    });
  });
}

const started = Date.now();
let passed = 0;
for (const stage of stages) {
  const codes = await Promise.all(stage.map((s) => run(s, stage.length === 1)));
  const failed = codes.filter((code) => code !== 0).length;
  passed += codes.length - failed;
  if (failed > 0) {
    console.log(`\nsteps: ${passed} passed, ${failed} failed`);
    process.exit(codes.find((code) => code !== 0));
  }
}
console.log(`\nAll suites green in ${((Date.now() - started) / 1000).toFixed(0)}s`);
