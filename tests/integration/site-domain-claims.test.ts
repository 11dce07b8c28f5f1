import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { siteDomains } from '@/db/schema';
import { getDb } from '@/lib/db/client';
import { runDailyTasks } from '@/lib/jobs/daily';
import '@/lib/server/register-all';
import { getSiteDomain, setSiteDomain, verifySiteDomain } from '@/lib/sites/domains/domains';
import { getServedSite } from '@/lib/sites/serve/served-site';
import { startFakeDns } from '../fakes/dns/server';
import { setupFake } from '../fakes/setup-fake';
import { liveSite } from '../helpers/live-site';

const dns = setupFake('dns', startFakeDns, { SITES_DOMAIN: 'vitrina.site' });

/** Proves `domain` for a site in the fake DNS, as its owner would with the dashboard's records. */
function createRecords(view: { records: { type: string; name: string; value: string }[] }) {
  for (const record of view.records) dns().set(record.name, record.type as 'TXT' | 'CNAME', [record.value]);
}

/** Issue 24, item 17: a domain named by a stranger blocks neither its owner nor the team, and an unproven name does not last. */
describe('domain claims', () => {
  it('lets the real owner name and verify a domain a stranger claimed first; the stranger cannot verify it and loses the claim', async () => {
    const squatter = await liveSite('Tienda Copiona');
    const owner = await liveSite('Zapatería Huamán');
    await setSiteDomain(squatter.actor, { siteId: squatter.siteId, domain: 'www.zapateriahuaman.pe' }, 'own');

    const view = await setSiteDomain(owner.actor, { siteId: owner.siteId, domain: 'www.zapateriahuaman.pe' }, 'own');
    createRecords(view);
    expect(await verifySiteDomain(squatter.actor, squatter.siteId, 'own')).toMatchObject({ verified: false });
    expect(await verifySiteDomain(owner.actor, owner.siteId, 'own')).toMatchObject({ verified: true, lastError: null });
    expect(await getServedSite('www.zapateriahuaman.pe')).toMatchObject({ state: 'live', label: owner.label });
    expect(await getSiteDomain(squatter.actor, squatter.siteId, 'own')).toBeNull();

    // Verified, it is the owner's: another customer cannot name it any more.
    await expect(setSiteDomain(squatter.actor, { siteId: squatter.siteId, domain: 'www.zapateriahuaman.pe' }, 'own')).rejects.toThrow(
      'Ese dominio ya está conectado a otro sitio.',
    );
  });

  it('lets the team name a domain verified for another site and move it there once DNS proves the new site', async () => {
    const before = await liveSite('Hostal Antiguo');
    const after = await liveSite('Hostal Nuevo');
    createRecords(await setSiteDomain(before.actor, { siteId: before.siteId, domain: 'www.hostal.pe' }, 'own'));
    await verifySiteDomain(before.actor, before.siteId, 'own');

    const moved = await setSiteDomain(after.admin, { siteId: after.siteId, domain: 'www.hostal.pe' }, 'any');
    expect(await getServedSite('www.hostal.pe')).toMatchObject({ state: 'live', label: before.label });
    createRecords(moved);
    expect(await verifySiteDomain(after.admin, after.siteId, 'any')).toMatchObject({ verified: true });
    expect(await getServedSite('www.hostal.pe')).toMatchObject({ state: 'live', label: after.label });
    expect(await getSiteDomain(before.admin, before.siteId, 'any')).toBeNull();
  });

  it('drops a claim never verified after 7 days, and keeps younger and verified ones', async () => {
    const stale = await liveSite('Bodega Olvidada');
    const fresh = await liveSite('Bodega Reciente');
    const proven = await liveSite('Bodega Verificada');
    const now = new Date();
    await setSiteDomain(stale.actor, { siteId: stale.siteId, domain: 'olvidada.pe' }, 'own');
    await setSiteDomain(fresh.actor, { siteId: fresh.siteId, domain: 'reciente.pe' }, 'own');
    createRecords(await setSiteDomain(proven.actor, { siteId: proven.siteId, domain: 'www.verificada.pe' }, 'own'));
    await verifySiteDomain(proven.actor, proven.siteId, 'own');
    const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
    await getDb()
      .update(siteDomains)
      .set({ createdAt: daysAgo(8) })
      .where(eq(siteDomains.siteId, stale.siteId));
    await getDb()
      .update(siteDomains)
      .set({ createdAt: daysAgo(6) })
      .where(eq(siteDomains.siteId, fresh.siteId));
    await getDb()
      .update(siteDomains)
      .set({ createdAt: daysAgo(30) })
      .where(eq(siteDomains.siteId, proven.siteId));

    const run = await runDailyTasks(now);
    expect(run.results['site-domain-claims']).toEqual({ expired: 1 });
    expect(await getSiteDomain(stale.actor, stale.siteId, 'own')).toBeNull();
    expect(await getSiteDomain(fresh.actor, fresh.siteId, 'own')).toMatchObject({ domain: 'reciente.pe', verified: false });
    expect(await getSiteDomain(proven.actor, proven.siteId, 'own')).toMatchObject({ domain: 'www.verificada.pe', verified: true });
  });
});
