import { eq } from 'drizzle-orm';
import { PHASE_PRODUCTION_SERVER } from 'next/constants';
import { describe, expect, it } from 'vitest';
import config from '@/next.config';
import { siteDomains, trialSubmissions } from '@/db/schema';
import { getDb } from '@/lib/db/client';
import { resetConfigForTests } from '@/lib/config';
import { PUBLIC_POLICY_SOURCE } from '@/lib/security/csp';
import { getSiteDomain, removeSiteDomain, setSiteDomain, verifySiteDomain } from '@/lib/sites/domains/domains';
import { CUSTOM_DOMAIN_PATTERN, siteHostRewrites } from '@/lib/sites/serve/host-rewrites';
import { draftSite } from '@/lib/sites/publish/versions';
import { publishSite } from '@/lib/sites/publish/publish';
import { getServedSite } from '@/lib/sites/serve/served-site';
import { normalizeDomain } from '@/lib/sites/domains/schemas';
import { answerTlsAsk } from '@/lib/sites/domains/tls-ask';
import { TLS_REFUSAL_SECONDS } from '@/lib/sites/domains/tls-refusals';
import { startFakeDns } from '../fakes/dns/server';
import { setupFake } from '../fakes/setup-fake';
import { applyRewrites, hostMatches } from '../helpers/apply-rewrites';
import { createAdminActor, createUser } from '../helpers/auth';
import { liveSite } from '../helpers/live-site';

// Custom domains are served only under a sites domain (the records point at {label}.vitrina.site).
const dns = setupFake('dns', startFakeDns, { SITES_DOMAIN: 'vitrina.site' });

describe('custom domains', () => {
  it('reads what customers type as the host name DNS knows, and refuses what is not one', () => {
    expect(normalizeDomain('  https://Www.BuenSabor.pe/carta ')).toBe('www.buensabor.pe');
    expect(normalizeDomain('buensabor.com.pe.')).toBe('buensabor.com.pe');
    expect(normalizeDomain('cafetería.pe')).toBe('xn--cafetera-i2a.pe');
    for (const bad of ['localhost', 'buensabor', '192.168.1.10', 'rosa@buensabor.pe', 'buen sabor.pe', 'x.localhost', 'buensabor.pe:8080', '-a.pe']) {
      expect(normalizeDomain(bad), bad).toBeUndefined();
    }
  });

  it('shows the records to create, serves the site on the domain once DNS proves both, and moves the canonical address there', async () => {
    const { siteId, label, actor } = await liveSite();
    const view = await setSiteDomain(actor, { siteId, domain: 'www.buensabor.pe' }, 'own');
    expect(view.verified).toBe(false);
    const [cname, txt] = view.records;
    expect(view.isRoot).toBe(false);
    expect(cname).toEqual({ type: 'CNAME', name: 'www.buensabor.pe', value: `${label}.vitrina.site` });
    expect(txt).toMatchObject({ type: 'TXT', name: '_vitrina.www.buensabor.pe', value: expect.stringMatching(/^vitrina-verificacion=[0-9a-f]{32}$/) });
    expect(await getServedSite('www.buensabor.pe')).toEqual({ state: 'missing' });

    // Nothing created yet: the TXT record is what is missing.
    const noRecords = await verifySiteDomain(actor, siteId, 'own');
    expect(noRecords).toMatchObject({ verified: false, lastError: expect.stringContaining('No encontramos el registro TXT _vitrina.www.buensabor.pe') });

    // The token alone proves control, but visitors would not reach us yet.
    dns().set(txt!.name, 'TXT', [txt!.value]);
    const noCname = await verifySiteDomain(actor, siteId, 'own');
    expect(noCname.lastError).toContain(`crea el registro CNAME hacia ${label}.vitrina.site`);

    dns().set('www.buensabor.pe', 'CNAME', [`${label}.vitrina.site`]);
    const verified = await verifySiteDomain(actor, siteId, 'own');
    expect(verified).toMatchObject({ verified: true, lastError: null });

    const served = await getServedSite('www.buensabor.pe');
    expect(served).toMatchObject({ state: 'live', label, origin: 'https://www.buensabor.pe' });
    const byLabel = await getServedSite(label);
    expect(byLabel.state === 'live' && byLabel.origin).toBe('https://www.buensabor.pe');

    // Disconnected: the subdomain is canonical again and the domain serves nothing.
    await removeSiteDomain(actor, siteId, 'own');
    expect(await getServedSite('www.buensabor.pe')).toEqual({ state: 'missing' });
    const again = await getServedSite(label);
    expect(again.state === 'live' && again.origin).toBe(`https://${label}.vitrina.site`);
  });

  it('accepts a root domain whose ALIAS answers with the addresses of the site host', async () => {
    const { siteId, label, actor } = await liveSite('Hostal Los Andes');
    const { records, isRoot } = await setSiteDomain(actor, { siteId, domain: 'losandes.pe' }, 'own');
    // Most registrars refuse a CNAME at the apex: the customer is asked for an ALIAS, or the www name.
    expect([isRoot, records[0]]).toEqual([true, { type: 'ALIAS', name: 'losandes.pe', value: `${label}.vitrina.site` }]);
    dns().set(records[1]!.name, 'TXT', [records[1]!.value]);
    dns().set(`${label}.vitrina.site`, 'A', ['203.0.113.7']);
    dns().set('losandes.pe', 'A', ['198.51.100.1']);
    const pointingElsewhere = await verifySiteDomain(actor, siteId, 'own');
    expect(pointingElsewhere.verified).toBe(false);
    expect(pointingElsewhere.lastError).toBe(
      `losandes.pe todavía no apunta a tu sitio: crea un registro ALIAS o ANAME hacia ${label}.vitrina.site. Si tu proveedor no los ofrece, conecta www.losandes.pe en su lugar.`,
    );
    dns().set('losandes.pe', 'A', ['203.0.113.7']);
    expect((await verifySiteDomain(actor, siteId, 'own')).verified).toBe(true);
    // Under Peru's shared second levels the root is one name further down.
    expect((await setSiteDomain(actor, { siteId, domain: 'losandes.com.pe' }, 'own')).records[0]!.type).toBe('ALIAS');
    expect((await setSiteDomain(actor, { siteId, domain: 'hostal.losandes.com.pe' }, 'own')).records[0]!.type).toBe('CNAME');
  });

  it('never verifies a domain on a server without a sites domain, which could not serve it', async () => {
    const { siteId, label, actor } = await liveSite('Café Sin Dominio');
    delete process.env.SITES_DOMAIN;
    resetConfigForTests();
    try {
      const { records } = await setSiteDomain(actor, { siteId, domain: 'cafesindominio.pe' }, 'own');
      expect(records[0]!.value).toBe(`${label}.localhost`);
      dns().set(records[1]!.name, 'TXT', [records[1]!.value]);
      dns().set('cafesindominio.pe', 'CNAME', [`${label}.localhost`]);
      const view = await verifySiteDomain(actor, siteId, 'own');
      expect(view).toMatchObject({ verified: false, lastError: expect.stringContaining('este servidor de Vitrina aún no sirve sitios en dominios propios') });
      expect(await getServedSite('cafesindominio.pe')).toEqual({ state: 'missing' });
    } finally {
      process.env.SITES_DOMAIN = 'vitrina.site';
      resetConfigForTests();
    }
  });

  it("keeps each domain to one site and to its owner, and never takes the app's own hosts", async () => {
    const first = await liveSite('Panadería San José');
    const second = await liveSite('Panadería La Espiga');
    await setSiteDomain(first.actor, { siteId: first.siteId, domain: 'panaderia.pe' }, 'own');
    // A claim proves nothing until it is verified (site-domain-claims.test.ts); verified, it is that site's.
    await getDb().update(siteDomains).set({ verifiedAt: new Date() }).where(eq(siteDomains.siteId, first.siteId));
    await expect(setSiteDomain(second.actor, { siteId: second.siteId, domain: 'panaderia.pe' }, 'own')).rejects.toThrow(
      'Ese dominio ya está conectado a otro sitio.',
    );
    await expect(setSiteDomain(second.actor, { siteId: first.siteId, domain: 'otra.pe' }, 'own')).rejects.toMatchObject({ reason: 'forbidden' });
    await expect(verifySiteDomain(second.actor, first.siteId, 'own')).rejects.toMatchObject({ reason: 'forbidden' });
    await expect(getSiteDomain(second.actor, first.siteId, 'own')).rejects.toMatchObject({ reason: 'forbidden' });
    // A customer is never the team, whatever scope is asked for.
    await expect(removeSiteDomain(second.actor, first.siteId, 'any')).rejects.toMatchObject({ reason: 'forbidden' });
    // The team may set it from the panel.
    expect((await setSiteDomain(first.admin, { siteId: second.siteId, domain: 'laespiga.pe' }, 'any')).domain).toBe('laespiga.pe');
    await expect(setSiteDomain(first.actor, { siteId: first.siteId, domain: 'localhost.example' }, 'own')).resolves.toBeTruthy();
    // APP_URL in tests is http://localhost:3000; its host and subdomains are Vitrina's.
    await expect(setSiteDomain(first.actor, { siteId: first.siteId, domain: 'x.localhost' }, 'own')).rejects.toThrow('Ese dominio es de Vitrina');
  });

  it('lets Caddy get certificates only for hosts that serve a site', async () => {
    const { siteId, actor } = await liveSite('Tours Colca');
    const { records } = await setSiteDomain(actor, { siteId, domain: 'tourscolca.pe' }, 'own');
    expect((await answerTlsAsk('tourscolca.pe')).status).toBe(404);
    dns().set(records[1]!.name, 'TXT', [records[1]!.value]);
    dns().set('tourscolca.pe', 'CNAME', [records[0]!.value]);
    await verifySiteDomain(actor, siteId, 'own');
    const yes = await answerTlsAsk('tourscolca.pe');
    expect([yes.status, await yes.text()]).toEqual([200, 'ok']);
    expect((await answerTlsAsk('otro-dominio.pe')).status).toBe(404);
    expect((await answerTlsAsk(null)).status).toBe(400);
    expect((await answerTlsAsk('127.0.0.1')).status).toBe(400);
  });

  it('answers a name it refused again without looking for TLS_REFUSAL_SECONDS, and lets a site just published through at once', async () => {
    const t0 = Date.now();
    const { siteId } = await liveSite('Cevichería La Ola');
    expect((await answerTlsAsk('cevicheria-laola.pe', t0)).status).toBe(404);
    // The domain starts showing the site behind the app's back (no 'Verificar', nothing forgotten):
    // the refusal stands until it expires, so a flood of handshakes for the name stays off the database.
    await getDb().insert(siteDomains).values({ siteId, domain: 'cevicheria-laola.pe', verificationToken: 'x', verifiedAt: new Date() });
    expect((await answerTlsAsk('cevicheria-laola.pe', t0 + TLS_REFUSAL_SECONDS * 1_000 - 1)).status).toBe(404);
    expect((await answerTlsAsk('cevicheria-laola.pe', t0 + TLS_REFUSAL_SECONDS * 1_000)).status).toBe(200);

    // A label refused while its site is a draft gets its certificate as soon as the site is published.
    const owner = await createUser({ name: 'Dueño de Pollos Don Tito' });
    const [submission] = await getDb()
      .insert(trialSubmissions)
      .values({
        userId: owner.id,
        businessName: 'Pollos Don Tito',
        email: owner.email,
        industry: 'restaurant',
        businessType: 'restaurant',
        phone: '987 654 321',
        targetLocation: 'Piura',
      })
      .returning();
    const admin = await createAdminActor();
    const draft = await draftSite(admin, submission!.id);
    const host = `${draft.label}.vitrina.site`;
    expect((await answerTlsAsk(host, t0)).status).toBe(404);
    await publishSite(admin, draft.siteId);
    expect((await answerTlsAsk(host, t0 + 1)).status).toBe(200);
  });
});

describe('custom domain rewrite', () => {
  const rules = siteHostRewrites('vitrina.site', 'https://vitrina.pe');
  const servedAsCustomDomain = (host: string) => applyRewrites(rules, host, '/carta') === `/site/${host}/carta`;

  it("sends other public host names to the site route, never the app's own hosts, site hosts, addresses or localhost", () => {
    expect(servedAsCustomDomain('www.buensabor.pe')).toBe(true);
    expect(servedAsCustomDomain('xn--cafetera-i2a.pe')).toBe(true);
    for (const host of ['vitrina.pe', 'www.vitrina.pe', 'rosa.vitrina.site', 'vitrina.site', '127.0.0.1', 'localhost', '10.0.0.5']) {
      expect(servedAsCustomDomain(host), host).toBe(false);
    }
    expect(hostMatches(CUSTOM_DOMAIN_PATTERN, 'buensabor.pe')).toBe(true);
    // /api, Next's assets and the sites' shared font files stay the app's on every host (health checks, fonts).
    for (const path of ['/api/health', '/_next/static/a.js', '/fuentes/lora-latin-wght-normal.woff2'])
      expect(applyRewrites(rules, 'www.buensabor.pe', path), path).toBeNull();
  });

  it("leaves a customer's domain to the site's own script-free policy, and gives the app's hosts the public pages' policy", async () => {
    const saved = { SITES_DOMAIN: process.env.SITES_DOMAIN, APP_URL: process.env.APP_URL };
    Object.assign(process.env, { SITES_DOMAIN: 'vitrina.site', APP_URL: 'https://vitrina.pe' });
    try {
      const headers = await config(PHASE_PRODUCTION_SERVER).headers!();
      const publicPolicy = headers.find((rule) => rule.source === PUBLIC_POLICY_SOURCE)!;
      expect(publicPolicy.headers[0]?.key).toBe('Content-Security-Policy');
      const getsPublicPolicy = (host: string) => (publicPolicy.missing ?? []).every((c) => !hostMatches(String(c.value), host));
      for (const host of ['vitrina.pe', 'www.vitrina.pe']) expect(getsPublicPolicy(host), host).toBe(true);
      for (const host of ['www.buensabor.pe', 'rosa.vitrina.site']) expect(getsPublicPolicy(host), host).toBe(false);
    } finally {
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }
  });

  it('is off without a sites domain (development and tests serve sites on *.localhost only)', () => {
    const local = siteHostRewrites(undefined, 'http://localhost:3000');
    expect(applyRewrites(local, 'www.buensabor.pe', '/carta')).toBeNull();
    expect(applyRewrites(local, 'rosa.localhost', '/carta')).toBe('/site/rosa/carta');
  });
});
