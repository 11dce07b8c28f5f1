/**
 * Starts a local stand-in for one test file, points the configuration at it (its env plus
 * `extraEnv`), and restores the environment afterwards. The returned getter answers the fake
 * inside tests.
 */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetConfigForTests } from '@/lib/config';

type Fake = { env: Record<string, string>; stop: () => Promise<void>; recover: () => void };

export function setupFake<F extends Fake>(name: string, start: () => Promise<F>, extraEnv: Record<string, string> = {}): () => F {
  let fake: F | undefined;
  const saved: Record<string, string | undefined> = {};
  beforeAll(async () => {
    fake = await start();
    for (const [key, value] of Object.entries({ ...fake.env, ...extraEnv })) {
      saved[key] = process.env[key];
      process.env[key] = value;
    }
    resetConfigForTests();
  });
  afterEach(() => fake?.recover());
  afterAll(async () => {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    resetConfigForTests();
    await fake?.stop();
  });
  return () => {
    if (!fake) throw new Error(`the fake ${name} has not started`);
    return fake;
  };
}
