import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { subscriptions, trialSubmissions } from '@/db/schema';
import { getDb } from '@/lib/db/client';
import { draftSite } from '@/lib/sites/publish/versions';
import { publishSite } from '@/lib/sites/publish/publish';
import { runSiteLifecycle } from '@/lib/sites/lifecycle/run-site-lifecycle';
import { createAdminActor, createUser } from '../helpers/auth';

/**
 * Issue 24, item 9: the in-process daily scheduler runs without a request, where Next's
 * revalidatePath and revalidateTag throw. What the lifecycle changes must still leave the cache
 * at once: the next visitor of a suspended site gets the 503, not the cached page for an hour.
 */
const next = vi.hoisted(() => ({ inRequest: true }));
const unlessInRequest = (expression: string) => {
  if (!next.inRequest) throw new Error(`Invariant: static generation store missing in ${expression}`);
};
vi.mock('next/cache', () => ({
  revalidatePath: (path: string) => unlessInRequest(`revalidatePath(${JSON.stringify(path)})`),
  revalidateTag: (tag: string) => unlessInRequest(`revalidateTag(${JSON.stringify(tag)})`),
  unstable_cache: <T extends (...args: never[]) => unknown>(fn: T) => fn,
}));

type CacheEntry = { isStale?: boolean; value: unknown } | null;
type NextCache = {
  set(key: string, data: unknown, ctx: unknown): Promise<void>;
  get(key: string, ctx: unknown): Promise<CacheEntry>;
  revalidateTag(tags: string[]): Promise<void>;
};

/** Next's own incremental cache with its file-system handler, as `npm start` makes it at each request. */
function nextProcessCache(): NextCache {
  const require = createRequire(import.meta.url);
  const { IncrementalCache } = require('next/dist/server/lib/incremental-cache') as { IncrementalCache: new (options: unknown) => NextCache };
  const { nodeFs } = require('next/dist/server/lib/node-fs-methods') as { nodeFs: unknown };
  return new IncrementalCache({
    fs: nodeFs,
    dev: false,
    requestHeaders: {},
    minimalMode: false,
    serverDistDir: mkdtempSync(path.join(tmpdir(), 'vitrina-next-cache-')),
    flushToDisk: false,
    maxMemoryCacheSize: 10_000_000,
    previewProps: { previewModeId: 'preview', previewModeSigningKey: 'signing', previewModeEncryptionKey: 'encryption' },
    prerenderManifest: { version: 4, routes: {}, dynamicRoutes: {}, notFoundRoutes: [], preview: {} },
  });
}

/** A site's home as the route caches it: tagged with its data's tag and its path's implicit tags. */
const pageKey = (label: string) => `/site/${label}`;
const pageTags = (label: string) => ({ tags: [`site:${label}`], softTags: ['_N_T_/layout', '_N_T_/site/layout', `_N_T_/site/${label}/layout`] });

async function cachePage(cache: NextCache, label: string) {
  const { tags } = pageTags(label);
  await cache.set(
    pageKey(label),
    { kind: 'FETCH', data: { headers: {}, body: `<h1>${label}</h1>`, status: 200, url: '' }, revalidate: 3600, tags },
    { fetchCache: true, tags, revalidate: 3600 },
  );
  // Expiry is by time: a page cached in the same millisecond as the run would count as newer.
  await new Promise((resolve) => setTimeout(resolve, 5));
}
const cachedPage = (cache: NextCache, label: string) => cache.get(pageKey(label), { kind: 'FETCH', ...pageTags(label) });

const DAY = 24 * 60 * 60 * 1000;
const day = (n: number) => new Date(Date.parse('2026-01-10T15:00:00Z') + n * DAY);

afterEach(() => {
  next.inRequest = true;
  delete (globalThis as { __incrementalCache?: unknown }).__incrementalCache;
});

describe('site cache expiry without a request', () => {
  it('a lifecycle run of the in-process scheduler that suspends a site expires its cached pages at once, and leaves other sites cached', async () => {
    const admin = await createAdminActor();
    const owner = await createUser({ name: 'Dueña de Hostal Sol' });
    const [submission] = await getDb().insert(trialSubmissions).values({ userId: owner.id, businessName: 'Hostal Sol', email: owner.email }).returning();
    const { siteId, label } = await draftSite(admin, submission!.id);
    await publishSite(admin, siteId);
    // Unpaid after the first year: 60 days of grace from the failed charge, then suspended.
    await getDb()
      .insert(subscriptions)
      .values({ userId: owner.id, status: 'active', planType: 'basic', firstActivatedAt: day(0), currentPeriodEnd: day(400) });
    await getDb()
      .update(subscriptions)
      .set({ status: 'past_due', currentPeriodEnd: day(430) })
      .where(eq(subscriptions.userId, owner.id));
    expect((await runSiteLifecycle(day(401))).grace_started).toBe(1);

    const cache = nextProcessCache();
    (globalThis as { __incrementalCache?: unknown }).__incrementalCache = cache;
    await cachePage(cache, label);
    await cachePage(cache, 'otro-sitio');
    expect(await cachedPage(cache, label)).not.toBeNull();

    // The scheduler's timer: no request around the run.
    next.inRequest = false;
    expect((await runSiteLifecycle(day(461))).suspended).toBe(1);
    expect(await cachedPage(cache, label)).toBeNull();
    expect(await cachedPage(cache, 'otro-sitio')).not.toBeNull();
  });
});
