import { describe, expect, it, vi } from 'vitest';
import { siteDailyCounts, siteDomains, trialSubmissions } from '@/db/schema';
import { getDb } from '@/lib/db/client';
import { draftSite, publishSite } from '@/lib/sites/manage-site';
import { countSiteVisits } from '@/lib/sites/visit-sink';
import { createAdminActor } from '../helpers/auth';

/** Every entry the app would put in Next's data cache (shared in Redis in production), by key. */
const cacheKeys = vi.hoisted(() => [] as string[]);
vi.mock('next/cache', () => ({
  revalidatePath: () => undefined,
  revalidateTag: () => undefined,
  unstable_cache:
    <T extends (...args: never[]) => unknown>(fn: T, keyParts: string[] = []) =>
    (...args: Parameters<T>) => {
      cacheKeys.push(keyParts.join(':'));
      return fn(...args);
    },
}));

const BROWSER = 'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

/** Issue 24, item 18: the counting pixel counts the pages a site has, and made-up hosts and paths leave nothing behind. */
describe('the counting pixel, attacked', () => {
  it('counts only the pages the site has, and made-up pages and hosts store no row and no cache entry', async () => {
    const admin = await createAdminActor();
    const [submission] = await getDb().insert(trialSubmissions).values({ businessName: 'Chifa Dragón Rojo', email: 'chifa@example.pe', industry: 'restaurant' }).returning();
    const { siteId, label } = await draftSite(admin, submission!.id);
    await publishSite(admin, siteId);
    await getDb().insert(siteDomains).values({ siteId, domain: 'www.chifadragon.pe', verificationToken: 't', verifiedAt: new Date() });
    cacheKeys.length = 0;

    const hit = (host: string, path: string) => ({ host, path, userAgent: BROWSER, count: 1 });
    const madeUp = Array.from({ length: 50 }, (_, i) => hit(`${label}.localhost`, `/pagina-inventada-${i}`));
    const stored = await countSiteVisits([
      hit(`${label}.localhost`, '/'),
      hit(`${label}.localhost`, '/carta'),
      hit('www.chifadragon.pe', '/contacto'),
      ...madeUp,
      // No article yet: the blog is not a page of this site.
      hit(`${label}.localhost`, '/blog'),
      hit(`${label}.localhost`, '/blog/un-articulo-inventado'),
      ...Array.from({ length: 20 }, (_, i) => hit(`dominio-inventado-${i}.pe`, '/')),
    ]);

    expect(stored).toBe(3);
    const rows = await getDb().select().from(siteDailyCounts);
    expect(rows.map((r) => [r.path, r.count]).sort()).toEqual([['/', 1], ['/carta', 1], ['/contacto', 1]]);
    expect(cacheKeys.filter((key) => key.includes('inventado'))).toEqual([]);
  });
});
