import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': path.resolve(import.meta.dirname),
  // `server-only` throws outside React's server build; tests are server code.
  'server-only': path.resolve(import.meta.dirname, 'tests/setup/empty-module.ts'),
};

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default leaves one core idle (CPUs - 1): on the 2-core CI machine that ran every
    // file one after another. The integration files spend much of their time waiting on the
    // database and on I/O, so at least two at a time pay off there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          environment: 'node',
          setupFiles: ['tests/setup/console-guard.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/setup/global-db.ts'],
          setupFiles: ['tests/setup/console-guard.ts', 'tests/setup/next-request.ts', 'tests/setup/test-db.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
    ],
  },
});
