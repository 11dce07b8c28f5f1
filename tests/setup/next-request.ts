import { vi } from 'vitest';
import { requestContext } from '../helpers/request-context';

/**
 * Server actions read the request through next/headers and refresh pages through next/cache.
 * Outside Next, these stand-ins serve the headers a test chose and record revalidations.
 */
vi.mock('next/headers', () => ({
  headers: async () => requestContext.headers(),
  cookies: async () => requestContext.cookieStore(),
}));

vi.mock('next/cache', () => ({
  revalidatePath: (path: string) => requestContext.revalidated.push(path),
  revalidateTag: (tag: string) => requestContext.revalidated.push(`tag:${tag}`),
  updateTag: (tag: string) => requestContext.revalidated.push(`tag:${tag}`),
  unstable_cache: <T extends (...args: never[]) => unknown>(fn: T) => fn,
  cacheTag: () => undefined,
  cacheLife: () => undefined,
}));
