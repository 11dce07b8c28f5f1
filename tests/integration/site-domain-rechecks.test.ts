import { afterEach, describe, expect, it } from 'vitest';
import { siteDomains } from '@/db/schema';
import { getDb } from '@/lib/db/client';
import { runDailyTasks } from '@/lib/jobs/daily';
import '@/lib/server/register-all';
import { getSiteDomain, setSiteDomain, verifySiteDomain } from '@/lib/sites/domains/domains';
import { isServedHost, resolveSiteLabel } from '@/lib/sites/serve/hosts';
import { getServedSite } from '@/lib/sites/serve/served-site';
import { startFakeDns } from '../fakes/dns/server';
import { setupFake } from '../fakes/setup-fake';
import { liveSite } from '../helpers/live-site';
import { mailTo } from '../helpers/mailbox';

/**
 * The daily re-check of verified custom domains (decision 0013, addendum), through the real daily
 * runner and Node's resolver against the DNS stand-in. Each test runs on days of its own: the
 * runner claims each Lima day once per database.
 */
// Custom domains are served only under a sites domain (the records point at {label}.vitrina.site).
const dns = setupFake('dns', startFakeDns, { SITES_DOMAIN: 'vitrina.site' });

// Only the domains of the test at hand are re-checked.
afterEach(() => getDb().delete(siteDomains));

/**
 * 08:00 in Lima (UTC−5) on the n-th day of a test's run of days, when the daily tasks run. The
 * run starts on the 11th: the first days of a month the same tasks also send each live site's
 * monthly report, and these tests count the domain's e-mails alone.
 */
const dayOf = (month: string) => (n: number) => new Date(`2027-${month}-${String(n + 10).padStart(2, '0')}T13:00:00Z`);

/** A customer's live site answering on their own verified domain. */
async function verifiedDomain(businessName: string, domain: string) {
  const { siteId, label, actor, email } = await liveSite(businessName);
  const { records } = await setSiteDomain(actor, { siteId, domain }, 'own');
  const [cname, txt] = [records[0]!, records[1]!];
  dns().set(cname.name, 'CNAME', [cname.value]);
  dns().set(txt.name, 'TXT', [txt.value]);
  expect((await verifySiteDomain(actor, siteId, 'own')).verified).toBe(true);
  const view = () => getSiteDomain(actor, siteId, 'own');
  return { siteId, label, actor, email, cname, txt, view };
}

const recheckOn = async (day: Date) => {
  const run = await runDailyTasks(day);
  expect(run.ran).toBe(true);
  return run.results['site-domain-rechecks'];
};
const subjects = async (email: string) => (await mailTo(email)).map((m) => m.subject);
const WARNING = (domain: string) => `Tu dominio ${domain} dejó de apuntar a tu sitio`;
const DISCONNECTED = (domain: string) => `Desconectamos tu dominio ${domain}`;

describe('the daily re-check of verified domains', () => {
  it('warns the owner the first day the records are gone, keeps serving, and disconnects the domain on the third day', async () => {
    const day = dayOf('01');
    const site = await verifiedDomain('Pollería El Buen Sabor', 'www.buensabor.pe');
    expect(await isServedHost('www.buensabor.pe')).toBe(true);
    expect(await resolveSiteLabel('www.buensabor.pe')).toBe(site.label);

    // All is well: checked, nothing said.
    expect(await recheckOn(day(4))).toMatchObject({ passing: 1, warned: 0 });
    expect(await mailTo(site.email)).toEqual([]);

    // The customer points the domain at another host.
    dns().set('www.buensabor.pe', 'CNAME', ['otro-hosting.example']);
    expect(await recheckOn(day(5))).toMatchObject({ warned: 1 });
    const [warning] = await mailTo(site.email);
    expect(warning?.subject).toBe(WARNING('www.buensabor.pe'));
    expect(warning?.text).toContain(`CNAME  www.buensabor.pe  →  ${site.label}.vitrina.site`);
    expect(warning?.text).toContain(`TXT  _vitrina.www.buensabor.pe  →  ${site.txt.value}`);
    expect(warning?.text).toContain(
      `Si dentro de 2 días siguen faltando, desconectaremos www.buensabor.pe y tu sitio seguirá en línea solo en https://${site.label}.vitrina.site.`,
    );
    // Still connected, and the dashboard says what is wrong.
    expect(await site.view()).toMatchObject({
      verified: true,
      lastError: expect.stringContaining('www.buensabor.pe todavía no apunta a tu sitio'),
      lastCheckedAt: day(5).toISOString(),
    });
    expect(await isServedHost('www.buensabor.pe')).toBe(true);

    // The second failing day: no second e-mail for the same state.
    expect(await recheckOn(day(6))).toMatchObject({ failing: 1, warned: 0, disconnected: 0 });
    expect(await subjects(site.email)).toEqual([WARNING('www.buensabor.pe')]);
    expect(await isServedHost('www.buensabor.pe')).toBe(true);

    // The third: disconnected. Caddy gets no certificate, the domain serves nothing, the subdomain is canonical again.
    expect(await recheckOn(day(7))).toMatchObject({ disconnected: 1 });
    expect(await isServedHost('www.buensabor.pe')).toBe(false);
    expect(await resolveSiteLabel('www.buensabor.pe')).toBeNull();
    expect(await getServedSite('www.buensabor.pe')).toEqual({ state: 'missing' });
    const bySubdomain = await getServedSite(site.label);
    expect(bySubdomain.state === 'live' && bySubdomain.origin).toBe(`https://${site.label}.vitrina.site`);
    expect(await site.view()).toMatchObject({ verified: false, lastError: expect.stringContaining('todavía no apunta a tu sitio') });
    const mails = await mailTo(site.email);
    expect(mails.map((m) => m.subject)).toEqual([WARNING('www.buensabor.pe'), DISCONNECTED('www.buensabor.pe')]);
    expect(mails[1]!.text).toContain(`Tu sitio sigue en línea en https://${site.label}.vitrina.site.`);
    // The records to create again are on the dashboard's site page.
    expect(mails[1]!.text).toContain('/dashboard/sitio');

    // No longer verified, so no longer re-checked: nothing more is sent.
    expect(await recheckOn(day(8))).toMatchObject({ passing: 0, failing: 0, disconnected: 0 });
    expect(await mailTo(site.email)).toHaveLength(2);
  });

  it('never holds our own DNS failures against the customer: they neither count nor reset the count', async () => {
    const day = dayOf('02');
    const site = await verifiedDomain('Hostal Los Andes', 'hostallosandes.pe');
    dns().set(site.txt.name, 'TXT', []);
    expect(await recheckOn(day(1))).toMatchObject({ warned: 1 });

    // Our resolver answers SERVFAIL for days: the domain stays as it was, and nobody is e-mailed.
    dns().failAll(true);
    for (const n of [2, 3, 4, 5]) expect(await recheckOn(day(n))).toMatchObject({ unavailable: 1, failing: 0, disconnected: 0 });
    expect(await site.view()).toMatchObject({
      verified: true,
      lastCheckedAt: day(1).toISOString(),
      lastError: expect.stringContaining('No encontramos el registro TXT'),
    });
    expect(await isServedHost('hostallosandes.pe')).toBe(true);
    expect(await subjects(site.email)).toEqual([WARNING('hostallosandes.pe')]);

    // DNS answers again and the record is still missing: the second and third failing days.
    dns().failAll(false);
    expect(await recheckOn(day(6))).toMatchObject({ failing: 1 });
    expect(await isServedHost('hostallosandes.pe')).toBe(true);
    expect(await recheckOn(day(7))).toMatchObject({ disconnected: 1 });
    expect(await isServedHost('hostallosandes.pe')).toBe(false);
  });

  it('forgets the failures silently when the records come back before the limit; a later failure starts over', async () => {
    const day = dayOf('03');
    const site = await verifiedDomain('Panadería San José', 'panaderiasanjose.pe');
    dns().set(site.txt.name, 'TXT', []);
    expect(await recheckOn(day(1))).toMatchObject({ warned: 1 });
    expect(await recheckOn(day(2))).toMatchObject({ failing: 1 });

    dns().set(site.txt.name, 'TXT', [site.txt.value]);
    expect(await recheckOn(day(3))).toMatchObject({ restored: 1 });
    expect(await site.view()).toMatchObject({ verified: true, lastError: null });
    expect(await subjects(site.email)).toEqual([WARNING('panaderiasanjose.pe')]);

    // Gone again: a first failing day (a new warning), not the third.
    dns().set(site.txt.name, 'TXT', []);
    expect(await recheckOn(day(4))).toMatchObject({ warned: 1, disconnected: 0 });
    expect(await recheckOn(day(5))).toMatchObject({ failing: 1, disconnected: 0 });
    expect(await isServedHost('panaderiasanjose.pe')).toBe(true);
    expect(await subjects(site.email)).toEqual([WARNING('panaderiasanjose.pe'), WARNING('panaderiasanjose.pe')]);
  });

  it('runs once a day: a second run the same day changes nothing and sends nothing', async () => {
    const day = dayOf('04');
    const site = await verifiedDomain('Tours Colca', 'tourscolca.pe');
    dns().set('tourscolca.pe', 'CNAME', []);
    expect(await recheckOn(day(1))).toMatchObject({ warned: 1 });
    const before = await getDb().select().from(siteDomains);

    // Another instance, or the cron route, three hours later on the same Lima day.
    const again = await runDailyTasks(new Date(day(1).getTime() + 3 * 60 * 60 * 1000));
    expect(again).toEqual({ ran: false, results: {} });
    expect(await getDb().select().from(siteDomains)).toEqual(before);
    expect(await mailTo(site.email)).toHaveLength(1);
  });

  it("'Verificar' on a verified domain shows a failure without disconnecting it, and a passing one clears the count", async () => {
    const day = dayOf('05');
    const site = await verifiedDomain('Florería Las Rosas', 'floreria.pe');
    dns().set(site.txt.name, 'TXT', []);
    expect(await recheckOn(day(1))).toMatchObject({ warned: 1 });
    expect(await recheckOn(day(2))).toMatchObject({ failing: 1 });

    // Pressed while the fix has not propagated yet: still connected.
    expect(await verifySiteDomain(site.actor, site.siteId, 'own')).toMatchObject({
      verified: true,
      lastError: expect.stringContaining('No encontramos el registro TXT'),
    });
    expect(await isServedHost('floreria.pe')).toBe(true);

    dns().set(site.txt.name, 'TXT', [site.txt.value]);
    expect(await verifySiteDomain(site.actor, site.siteId, 'own')).toMatchObject({ verified: true, lastError: null });
    // Missing again the next day: a first failure, not the third.
    dns().set(site.txt.name, 'TXT', []);
    expect(await recheckOn(day(3))).toMatchObject({ warned: 1, disconnected: 0 });
    expect(await isServedHost('floreria.pe')).toBe(true);
  });
});
