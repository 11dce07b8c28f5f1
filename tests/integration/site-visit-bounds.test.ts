import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { siteDailyCounts, siteDomains, siteViewMarks, trialSubmissions } from '@/db/schema';
import { getDb } from '@/lib/db/client';
import { draftSite } from '@/lib/sites/publish/versions';
import { publishSite } from '@/lib/sites/publish/publish';
import { getServedSite } from '@/lib/sites/serve/served-site';
import { answerVisitBeacon } from '@/lib/sites/traffic/visit-routes';
import { countSiteVisits } from '@/lib/sites/traffic/visit-sink';
import { deleteOldViewMarks } from '@/lib/sites/traffic/visits';
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

/** Issue 24, item 18: the counting pixel counts people on the pages a site has; a script, made-up pages and made-up hosts add nothing. */
describe('the counting pixel, attacked', () => {
  it('counts only the pages the site has, and made-up pages and hosts store no row and no cache entry', async () => {
    const admin = await createAdminActor();
    const [submission] = await getDb()
      .insert(trialSubmissions)
      .values({ businessName: 'Chifa Dragón Rojo', email: 'chifa@example.pe', industry: 'restaurant' })
      .returning();
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
    expect(rows.map((r) => [r.path, r.count]).sort()).toEqual([
      ['/', 1],
      ['/carta', 1],
      ['/contacto', 1],
    ]);
    expect(cacheKeys.filter((key) => key.includes('inventado'))).toEqual([]);
    // (The pages' own lookup of a real domain is what this records.)
    await getServedSite('www.chifadragon.pe');
    expect(cacheKeys).toContain('site-domain:www.chifadragon.pe');
  });

  it('counts one client once per page every 10 minutes, however fast it sends, and keeps no address', async () => {
    const admin = await createAdminActor();
    const [submission] = await getDb().insert(trialSubmissions).values({ businessName: 'Pastelería Dulce Nube', email: 'nube@example.pe' }).returning();
    const { siteId, label } = await draftSite(admin, submission!.id);
    await publishSite(admin, siteId);
    const now = new Date();
    const minutes = (n: number) => new Date(now.getTime() + n * 60_000);
    const host = `${label}.localhost`;

    // One client, a second's worth of hits on the edge, then again and again within the window.
    const hammer = { host, path: '/', userAgent: BROWSER, count: 1_800, socketIp: '198.51.100.66' };
    expect(await countSiteVisits([hammer], now)).toBe(1);
    expect(await countSiteVisits([hammer, { ...hammer, path: '/contacto' }], minutes(1))).toBe(1);
    expect(await countSiteVisits([hammer], minutes(9))).toBe(0);
    // Through the route too (a server started without the edge): the same client, the same window.
    const pixel = () =>
      answerVisitBeacon(label, new Request(`http://${host}/v.gif?p=%2F`, { headers: { 'user-agent': BROWSER, 'x-vitrina-socket-ip': '198.51.100.66' } }));
    for (let i = 0; i < 20; i += 1) expect((await pixel()).status).toBe(200);
    // Another visitor counts; the first counts again once the window has passed.
    expect(await countSiteVisits([{ ...hammer, socketIp: '198.51.100.67' }], minutes(2))).toBe(1);
    expect(await countSiteVisits([hammer], minutes(11))).toBe(1);

    const rows = await getDb().select().from(siteDailyCounts).where(eq(siteDailyCounts.siteId, siteId));
    expect(rows.map((r) => [r.path, r.count]).sort()).toEqual([
      ['/', 3],
      ['/contacto', 1],
    ]);
    const marks = await getDb().select().from(siteViewMarks);
    expect(marks.length).toBeGreaterThan(0);
    expect(JSON.stringify(marks)).not.toContain('198.51.100');
    // Marks matter for minutes; the daily run keeps none past a day.
    expect(await deleteOldViewMarks(new Date(now.getTime() + 25 * 60 * 60_000))).toEqual({ deleted: marks.length });
  });
});
