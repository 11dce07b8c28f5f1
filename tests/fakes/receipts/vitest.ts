/** Starts the receipt API stand-in for a test file and points the configuration at it. */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetConfigForTests } from '@/lib/config';
import { startFakeReceipts, type FakeReceipts } from './server';

export function setupFakeReceipts(): () => FakeReceipts {
  let fake: FakeReceipts | undefined;
  const saved: Record<string, string | undefined> = {};
  beforeAll(async () => {
    fake = await startFakeReceipts();
    for (const [key, value] of Object.entries({ ...fake.env, RECEIPTS_TIMEOUT_MS: '1000' })) {
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
    if (!fake) throw new Error('the receipt API stand-in has not started');
    return fake;
  };
}
