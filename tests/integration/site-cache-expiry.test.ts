import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient } from '@redis/client';
import { siteDomains, subscriptions, trialSubmissions } from '@/db/schema';
import { resetConfigForTests } from '@/lib/config';
import { getDb } from '@/lib/db/client';
import { EDGE_FORGET } from '@/lib/http/edge-hooks.mjs';
import { listenForEdgeForgets } from '@/lib/sites/serve/edge-copies';
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

describe("the edge's one-second copies after a publish", () => {
  it('are dropped at once on this instance and, through the shared Redis, on every other, by label and own domain', async () => {
    const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
    const saved = process.env.REDIS_URL;
    process.env.REDIS_URL = redisUrl;
    resetConfigForTests();
    // Another instance, as Redis sees it: a subscriber on the channel the instances share.
    const other = createClient({ url: redisUrl });
    const heardByOther: string[] = [];
    await other.connect();
    await other.subscribe('vitrina:edge-forget', (message) => heardByOther.push(message));
    const droppedHere: string[][] = [];
    (globalThis as Record<symbol, unknown>)[EDGE_FORGET] = (keys: string[]) => droppedHere.push(keys);
    try {
      const admin = await createAdminActor();
      const owner = await createUser({ name: 'Dueño de Cevichería Mar' });
      const [submission] = await getDb().insert(trialSubmissions).values({ userId: owner.id, businessName: 'Cevichería Mar', email: owner.email }).returning();
      const { siteId, label } = await draftSite(admin, submission!.id);
      await getDb().insert(siteDomains).values({ siteId, domain: 'www.cevicheriamar.pe', verificationToken: 't', verifiedAt: new Date() });

      await publishSite(admin, siteId);
      await vi.waitFor(() => expect(heardByOther).toEqual([JSON.stringify([label, 'www.cevicheriamar.pe'])]), { timeout: 5_000 });
      expect(droppedHere).toEqual([[label, 'www.cevicheriamar.pe']]);

      // This instance listening: another instance's publish drops its copies too; other messages do nothing.
      listenForEdgeForgets();
      const publisher = createClient({ url: redisUrl });
      await publisher.connect();
      await vi.waitFor(async () => expect(await publisher.pubSubNumSub('vitrina:edge-forget')).toEqual({ 'vitrina:edge-forget': 2 }), { timeout: 5_000 });
      await publisher.publish('vitrina:edge-forget', 'no es una lista');
      await publisher.publish('vitrina:edge-forget', JSON.stringify(['otro-sitio']));
      publisher.destroy();
      await vi.waitFor(() => expect(droppedHere.at(-1)).toEqual(['otro-sitio']), { timeout: 5_000 });
      expect(droppedHere).toHaveLength(2);
    } finally {
      delete (globalThis as Record<symbol, unknown>)[EDGE_FORGET];
      other.destroy();
      if (saved === undefined) delete process.env.REDIS_URL;
      else process.env.REDIS_URL = saved;
      resetConfigForTests();
    }
  });
});
