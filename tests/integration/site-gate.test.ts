import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { siteDomains, sites, trialSubmissions } from '@/db/schema';
import { getDb } from '@/lib/db/client';
import { SITE_NOT_FOUND_PATH } from '@/lib/sites/serve/host-rewrites';
import { draftSite } from '@/lib/sites/publish/versions';
import { publishSite } from '@/lib/sites/publish/publish';
import { registerSiteGate, siteAddressFor } from '@/lib/sites/serve/site-gate';
import { SITE_GATE } from '@/lib/http/edge-hooks.mjs';
import { createAdminActor, createUser } from '../helpers/auth';
import { liveSite } from '../helpers/live-site';

/**
 * Issue 24, item 13: the server in front of Next asks which sites' hosts show a site, and hands
 * every other label or domain to one shared 404, so made-up hosts cannot grow Next's cache.
 */

/** Each check runs at its own moment, a minute after the last: no answer is reused unless a test says so. */
let clock = Date.parse('2026-11-27T12:00:00Z');
const address = (host: { label?: string; domain?: string }) => siteAddressFor(host, (clock += 60_000));
const setStatus = (siteId: string, status: 'live' | 'suspended' | 'removed') => getDb().update(sites).set({ status }).where(eq(sites.id, siteId));

async function draftOnly(businessName: string) {
  const owner = await createUser({ name: `Dueño de ${businessName}` });
  const [submission] = await getDb().insert(trialSubmissions).values({ userId: owner.id, businessName, email: owner.email }).returning();
  return draftSite(await createAdminActor(), submission!.id);
}

describe('which sites’ hosts Next renders as they came', () => {
  it('keeps live and suspended sites, by label and by verified domain, and sends drafts, removed sites, unverified domains and made-up hosts to the shared 404', async () => {
    const live = await liveSite('Pollería La Brasa');
    const suspended = await liveSite('Hostal El Sol');
    await setStatus(suspended.siteId, 'suspended');
    const removed = await liveSite('Bodega Cerrada');
    await setStatus(removed.siteId, 'removed');
    const draft = await draftOnly('Taller Borrador');
    await getDb()
      .insert(siteDomains)
      .values([
        { siteId: live.siteId, domain: 'www.labrasa.pe', verificationToken: 'a', verifiedAt: new Date() },
        { siteId: suspended.siteId, domain: 'www.elsol.pe', verificationToken: 'b' },
      ]);

    expect(await address({ label: live.label })).toBeNull();
    expect(await address({ label: suspended.label }), 'a suspended site answers its own 503').toBeNull();
    expect(await address({ domain: 'www.labrasa.pe' })).toBeNull();
    expect(await address({ label: removed.label })).toBe(SITE_NOT_FOUND_PATH);
    expect(await address({ label: draft.label })).toBe(SITE_NOT_FOUND_PATH);
    expect(await address({ domain: 'www.elsol.pe' }), 'not verified yet').toBe(SITE_NOT_FOUND_PATH);
    expect(await address({ label: 'etiqueta-inventada-4821' })).toBe(SITE_NOT_FOUND_PATH);
    expect(await address({ domain: 'www.inventado.pe' })).toBe(SITE_NOT_FOUND_PATH);
  });

  it('answers a newly published site at once, and reuses a found one for a second', async () => {
    const at = clock + 3_600_000;
    const { siteId, label } = await draftOnly('Panadería Nueva');
    expect(await siteAddressFor({ label }, at)).toBe(SITE_NOT_FOUND_PATH);
    await publishSite(await createAdminActor(), siteId);
    expect(await siteAddressFor({ label }, at + 1)).toBeNull();

    await setStatus(siteId, 'removed');
    // Next still gets the label itself for up to a second, and renders its 404 there.
    expect(await siteAddressFor({ label }, at + 500)).toBeNull();
    expect(await siteAddressFor({ label }, at + 1_001)).toBe(SITE_NOT_FOUND_PATH);
  });

  it('is what the server in front of Next asks once the app has started, and leaves the host as it came while the database is down', async () => {
    registerSiteGate();
    const gate = (globalThis as Record<symbol, unknown>)[SITE_GATE] as (host: { label?: string; domain?: string }) => Promise<string | null>;
    await expect(gate({ label: 'nadie-por-aqui' })).resolves.toBe(SITE_NOT_FOUND_PATH);
    vi.spyOn(getDb(), 'select').mockImplementationOnce(() => {
      throw new Error('connection refused');
    });
    await expect(gate({ label: 'otra-etiqueta' })).resolves.toBeNull();
    await expect(gate({ label: 'otra-etiqueta' })).resolves.toBe(SITE_NOT_FOUND_PATH);
    delete (globalThis as Record<symbol, unknown>)[SITE_GATE];
  });
});
