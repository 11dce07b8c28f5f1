import { afterAll, beforeAll, beforeEach } from 'vitest';
import { resetConfigForTests } from '@/lib/config';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai/server';

/**
 * The OpenAI stand-in for the surrounding file or describe block: started before its tests,
 * configured as the app's AI service while they run, cleared of planned answers and recorded
 * requests before each test, and removed from the configuration afterwards. The returned object
 * is filled in once the stand-in is up, so tests use it directly.
 */
export function withFakeOpenAI(options: Parameters<typeof startFakeOpenAI>[0]): FakeOpenAI {
  const fake = {} as FakeOpenAI;
  beforeAll(async () => {
    Object.assign(fake, await startFakeOpenAI(options));
    Object.assign(process.env, fake.env);
    resetConfigForTests();
  });
  afterAll(async () => {
    for (const key of Object.keys(fake.env ?? {})) delete process.env[key];
    resetConfigForTests();
    await fake.stop?.();
  });
  beforeEach(() => fake.reset());
  return fake;
}
