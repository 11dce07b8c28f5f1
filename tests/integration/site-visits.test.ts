import { describe, expect, it } from 'vitest';
import { siteDailyCounts, trialSubmissions } from '@/db/schema';
import type { Actor } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { draftSite } from '@/lib/sites/publish/versions';
import { publishSite, setSiteSuspended } from '@/lib/sites/publish/publish';
import { answerContactRedirect, answerVisitBeacon } from '@/lib/sites/traffic/visit-routes';
import { countSiteVisits, registerVisitSink } from '@/lib/sites/traffic/visit-sink';
import { countSiteEvent, getOwnSiteVisits, isRobot, viewsForSites } from '@/lib/sites/traffic/visits';
import { VISIT_SINK } from '@/lib/http/edge-hooks.mjs';
import { createAdminActor, createUser } from '../helpers/auth';

const BROWSER = 'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

async function liveSite(businessName: string) {
  const owner = await createUser();
  const [submission] = await getDb().insert(trialSubmissions).values({ userId: owner.id, businessName, email: owner.email, phone: '987 654 321' }).returning();
  const admin = await createAdminActor();
  const { siteId, label } = await draftSite(admin, submission!.id);
  await publishSite(admin, siteId);
  const actor: Actor = { userId: owner.id, role: 'customer', email: owner.email, name: 'Dueña', twoFactorEnabled: false };
  return { actor, admin, siteId, label };
}

let client = 0;
/** A visitor's pixel, each from an address of its own unless one is given (npm start stamps the connection's). */
const beacon = (label: string, path: string, userAgent = BROWSER, address = `203.0.113.${(client += 1)}`) =>
  answerVisitBeacon(
    label,
    new Request(`http://${label}.localhost/v.gif?p=${encodeURIComponent(path)}`, { headers: { 'user-agent': userAgent, 'x-vitrina-socket-ip': address } }),
  );

describe('visits of a live site', () => {
  it('counts people per day and page, not robots, and stores no address', async () => {
    const { actor, siteId, label } = await liveSite('Florería Primavera');
    for (const path of ['/', '/', '/contacto']) {
      const pixel = await beacon(label, path);
      expect([pixel.status, pixel.headers.get('content-type'), pixel.headers.get('cache-control')]).toEqual([200, 'image/gif', 'no-store, max-age=0']);
    }
    await beacon(label, '/', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    await beacon(label, '/', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0 Safari/537.36');
    await beacon(label, '/<script>', BROWSER);
    expect(isRobot(null)).toBe(true);

    const rows = await getDb().select().from(siteDailyCounts);
    const mine = rows.filter((r) => r.siteId === siteId);
    // One row per page and day, whatever the number of hits; a path no page has counts nothing.
    expect(mine.map((r) => [r.path, r.count]).sort()).toEqual([
      ['/', 2],
      ['/contacto', 1],
    ]);
    expect(Object.keys(mine[0]!).sort()).toEqual(['count', 'day', 'kind', 'path', 'siteId']);

    const visits = await getOwnSiteVisits(actor);
    expect(visits).toMatchObject({
      totalViews: 3,
      topPages: [
        { path: '/', views: 2 },
        { path: '/contacto', views: 1 },
      ],
      whatsappClicks: 0,
      phoneClicks: 0,
    });
    expect(visits!.days).toHaveLength(30);
    expect(visits!.days.at(-1)!.views).toBe(3);
  });

  it('stores what the server in front of Next added up: people only, per site and page, nothing for hosts that are no live site', async () => {
    const { actor, siteId, label } = await liveSite('Librería El Quijote');
    const other = await liveSite('Bodega Don Lucho');
    registerVisitSink();
    const sink = (globalThis as Record<symbol, unknown>)[VISIT_SINK] as typeof countSiteVisits;
    // Each visitor counts once per page, however many hits their second held (site-visit-bounds.test.ts).
    const stored = await sink([
      { host: `${label}.localhost`, path: '/', userAgent: BROWSER, count: 40, socketIp: '203.0.113.1' },
      { host: `${label}.localhost`, path: '/', userAgent: 'Mozilla/5.0 (iPhone) Safari/605.1', count: 2, socketIp: '203.0.113.2' },
      { host: `${label}.localhost`, path: '/contacto', userAgent: BROWSER, count: 5, socketIp: '203.0.113.1' },
      { host: `${label}.localhost`, path: '/', userAgent: 'Googlebot/2.1', count: 100, socketIp: '203.0.113.9' },
      { host: `${label}.localhost`, path: '/<script>', userAgent: BROWSER, count: 1, socketIp: '203.0.113.1' },
      { host: `${other.label}.localhost`, path: '/', userAgent: BROWSER, count: 3, socketIp: '203.0.113.1' },
      { host: 'no-existe-este-sitio.localhost', path: '/', userAgent: BROWSER, count: 9, socketIp: '203.0.113.1' },
      { host: 'dominio-ajeno.pe', path: '/', userAgent: BROWSER, count: 9, socketIp: '203.0.113.1' },
      { host: 'localhost', path: '/', userAgent: BROWSER, count: 9, socketIp: '203.0.113.1' },
      { host: `${label}.localhost`, path: '/', userAgent: BROWSER, count: -4, socketIp: '203.0.113.3' },
    ]);
    expect(stored).toBe(1 + 1 + 1 + 1);
    const mine = (await getDb().select().from(siteDailyCounts)).filter((r) => r.siteId === siteId);
    expect(mine.map((r) => [r.path, r.count]).sort()).toEqual([
      ['/', 2],
      ['/contacto', 1],
    ]);
    expect((await viewsForSites(other.admin, [other.siteId])).get(other.siteId)).toBe(1);
    expect(await getOwnSiteVisits(actor)).toMatchObject({ totalViews: 3 });
  });

  it('counts WhatsApp and phone clicks on the way to the real link', async () => {
    const { actor, admin, siteId, label } = await liveSite('Taxi Seguro Arequipa');
    const call = await answerContactRedirect(label, 'telefono', new Request(`http://${label}.localhost/ir/telefono`, { headers: { 'user-agent': BROWSER } }));
    expect([call.status, call.headers.get('location')]).toEqual([302, 'tel:+51987654321']);
    expect(
      (await answerContactRedirect(label, 'whatsapp', new Request(`http://${label}.localhost/ir/whatsapp`, { headers: { 'user-agent': BROWSER } }))).status,
    ).toBe(302);
    expect((await answerContactRedirect(label, 'otra-cosa', new Request(`http://${label}.localhost/ir/otra-cosa`))).status).toBe(404);
    expect(await getOwnSiteVisits(actor)).toMatchObject({ phoneClicks: 1, whatsappClicks: 1, totalViews: 0 });
    expect((await viewsForSites(admin, [siteId])).get(siteId) ?? 0).toBe(0);
  });

  it('counts nothing for a suspended site, and days outside the 30 are left out', async () => {
    const { actor, admin, siteId, label } = await liveSite('Bodega El Ahorro');
    const longAgo = new Date(Date.now() - 45 * 86_400_000);
    expect(await countSiteEvent(label, 'view', '/', BROWSER, 'visitante', longAgo)).toBe(true);
    await setSiteSuspended(admin, siteId, true);
    expect(await countSiteEvent(label, 'view', '/', BROWSER, 'visitante')).toBe(false);
    expect((await getOwnSiteVisits(actor))?.totalViews).toBe(0);
    await expect(viewsForSites(actor, [siteId])).rejects.toMatchObject({ reason: 'forbidden' });
  });
});
