import { createClient } from '@redis/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedHandler } from '@/cache-handler.mjs';

/**
 * Decision 0009: instances share Next's cache through Redis, and a publish on one expires the site's
 * pages on all. A site's pages are route handlers (APP_ROUTE), whose tags Next gives only in the
 * answer's x-next-cache-tags header: two instances' handlers on the local Redis, as production runs them.
 */
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const buildId = `test-${process.pid}-${Date.now().toString(36)}`;
const clients = [createClient({ url: redisUrl }), createClient({ url: redisUrl })];

beforeAll(async () => {
  await Promise.all(clients.map((client) => client.connect()));
});
afterAll(async () => {
  const keys: string[] = [];
  for await (const batch of clients[0]!.scanIterator({ MATCH: `vitrina:${buildId}:*` })) keys.push(...batch);
  if (keys.length > 0) await clients[0]!.unlink(keys);
  clients.forEach((client) => client.destroy());
});

/** A site page as Next caches it: its tags in the header only, none in the entry. */
const sitePage = (label: string, html: string) => ({
  lastModified: Date.now(),
  lifespan: {
    lastModifiedAt: Math.floor(Date.now() / 1000),
    staleAt: 0,
    expireAt: Math.floor(Date.now() / 1000) + 3600,
    staleAge: 3600,
    expireAge: 3600,
    revalidate: 3600,
  },
  tags: [],
  value: {
    kind: 'APP_ROUTE',
    status: 200,
    body: Buffer.from(html),
    headers: { 'content-type': 'text/html; charset=utf-8', 'x-next-cache-tags': `_N_T_/layout,_N_T_/site/[label]/[[...path]]/route,_N_T_/carta,site:${label}` },
  },
});

describe('the shared page cache across instances', () => {
  it("expires a site's cached pages on every instance when one instance expires the site's tag, and only that site's", async () => {
    const [first, second] = clients.map((client) => sharedHandler(client, buildId));
    await first!.set('/site/rosa/carta', sitePage('rosa', '<h1>Ceviche S/ 30.00</h1>'));
    await first!.set('/site/luz/carta', sitePage('luz', '<h1>Lomo S/ 40.00</h1>'));
    const read = async (key: string) => {
      const entry = (await second!.get(key, { implicitTags: [] })) as { value: { body: Buffer } } | null;
      return entry ? Buffer.from(entry.value.body).toString() : null;
    };
    expect(await read('/site/rosa/carta')).toBe('<h1>Ceviche S/ 30.00</h1>');

    // Rosa publishes through the first instance (lib/sites/serve/cache.ts expires `site:rosa`).
    await new Promise((resolve) => setTimeout(resolve, 5));
    await first!.revalidateTag('site:rosa');
    expect(await read('/site/rosa/carta'), 'the second instance renders the new page').toBeNull();
    expect(await read('/site/luz/carta')).toBe('<h1>Lomo S/ 40.00</h1>');
  });
});
