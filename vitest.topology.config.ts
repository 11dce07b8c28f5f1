import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * `npm run test:topology`'s checks (tests/topology), run by scripts/topology/run.ts once Caddy and
 * two instances are up: not one of the default projects, so `npm test` does not run them. One file
 * at a time, in order: the last check stops an instance.
 */
export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname), 'server-only': path.resolve(import.meta.dirname, 'tests/setup/empty-module.ts') } },
  test: {
    include: ['tests/topology/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
