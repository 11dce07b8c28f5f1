import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { siteEmailAddresses, sites, subscriptions, trialSubmissions } from '@/db/schema';
import { plans, PLAN_EMAIL_ADDRESSES } from '@/content/plans';
import type { Actor } from '@/lib/auth/session';
import { resetConfigForTests } from '@/lib/config';
import { getDb } from '@/lib/db/client';
import { runDailyTasks } from '@/lib/jobs/daily';
import '@/lib/server/register-all';
import { setSiteDomain, verifySiteDomain } from '@/lib/sites/domains/domains';
import {
  addEmailAddress,
  getOwnEmailSettings,
  prepareEmailDomain,
  removeEmailAddress,
  verifyEmailDomain,
  type OwnEmailSettings,
} from '@/lib/sites/email/professional-email';
import { startFakeDns } from '../fakes/dns/server';
import { startFakeEmailForwarding, type FakeEmailForwarding } from '../fakes/email-forwarding/server';
import { setupFake } from '../fakes/setup-fake';
import { createUser } from '../helpers/auth';
import { liveSite } from '../helpers/live-site';

/**
 * 'Correo profesional' (issue 26, item 4): addresses on a customer's verified own domain, through
 * the provider's stand-in and the DNS stand-in. Every refusal leaves the provider and our tables
 * agreeing.
 */
const dns = setupFake('dns', startFakeDns, { SITES_DOMAIN: 'vitrina.site' });
const provider = setupFake<FakeEmailForwarding>('email forwarding', startFakeEmailForwarding);

async function subscribe(userId: string, planType: 'basic' | 'growth' | 'trial', status: 'active' | 'past_due' | 'trial' = 'active') {
  await getDb().insert(subscriptions).values({ userId, planType, status }).onConflictDoUpdate({ target: subscriptions.userId, set: { planType, status } });
}

/** A live site whose own domain (www.<root>) DNS has proven, its owner on `plan`. */
async function customerWithDomain(root: string, plan: 'basic' | 'growth' = 'growth') {
  const site = await liveSite(`Negocio ${root}`);
  await subscribe(site.actor.userId, plan);
  const { records } = await setSiteDomain(site.actor, { siteId: site.siteId, domain: `www.${root}` }, 'own');
  dns().set(records[1]!.name, 'TXT', [records[1]!.value]);
  dns().set(`www.${root}`, 'CNAME', [`${site.label}.vitrina.site`]);
  expect((await verifySiteDomain(site.actor, site.siteId, 'own')).verified).toBe(true);
  return site;
}

/** Creates in DNS the records the page shows, and verifies them. */
async function verifiedMail(actor: Actor, siteId: string) {
  const setup = await prepareEmailDomain(actor, siteId);
  const mx = setup.records.filter((record) => record.type === 'MX').map((record) => `${record.priority} ${record.value}`);
  dns().set(setup.domain, 'MX', mx);
  dns().set(
    setup.domain,
    'TXT',
    setup.records.filter((record) => record.type === 'TXT').map((record) => record.value),
  );
  const checked = await verifyEmailDomain(actor, siteId);
  expect(checked).toMatchObject({ verified: true, lastError: null });
  return setup;
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(Error);
  return (error as Error).message;
}

const ready = (settings: OwnEmailSettings) => {
  if (settings.state !== 'ready') throw new Error(`expected the ready state, got ${settings.state}`);
  return settings;
};

describe('Correo profesional', () => {
  it('is what the Crecimiento plan promises: its plan text names as many addresses as a Growth customer can create, and no more', async () => {
    const growth = plans.find((plan) => plan.key === 'growth')!;
    const promised = growth.features.find((feature) => feature.startsWith('Correo profesional'));
    expect(promised).toBe(`Correo profesional: hasta ${PLAN_EMAIL_ADDRESSES.growth} direcciones con tu dominio`);
    const count = Number(/hasta (\d+) direcciones/.exec(promised!)![1]);

    const { siteId, actor } = await customerWithDomain('promesa.pe');
    await verifiedMail(actor, siteId);
    for (let n = 1; n <= count; n += 1) {
      await addEmailAddress(actor, { siteId, localPart: `buzon${n}`, forwardTo: 'rosa@gmail.com' });
    }
    expect(await refusal(addEmailAddress(actor, { siteId, localPart: 'uno.mas', forwardTo: 'rosa@gmail.com' }))).toBe(
      `Tu plan incluye hasta ${count} direcciones y ya las tienes todas. Quita una para crear otra.`,
    );
    expect(provider().aliasesOf('promesa.pe')).toHaveLength(count);
    expect(ready(await getOwnEmailSettings(actor)).addresses).toHaveLength(count);
  });

  it('takes a Growth customer from their verified domain to an address that forwards to the inbox they typed', async () => {
    const { siteId, actor } = await customerWithDomain('buensabor.pe');
    const before = ready(await getOwnEmailSettings(actor));
    // The addresses end in the domain without the www the site was connected on.
    expect(before).toMatchObject({ domain: 'buensabor.pe', setup: null, addresses: [], limit: PLAN_EMAIL_ADDRESSES.growth, accountEmail: actor.email });
    expect(before.sending).toEqual({ host: 'smtp.forwardemail.net', port: 465 });

    const setup = await prepareEmailDomain(actor, siteId);
    expect(setup.records.map((record) => `${record.type} ${record.priority ?? '-'} ${record.value}`)).toEqual([
      'MX 10 mx1.forwardemail.net',
      'MX 10 mx2.forwardemail.net',
      'TXT - v=spf1 a include:spf.forwardemail.net -all',
      `TXT - forward-email-site-verification=${provider().domains.get('buensabor.pe')!.verification_record}`,
    ]);
    expect(await refusal(addEmailAddress(actor, { siteId, localPart: 'contacto', forwardTo: 'rosa@gmail.com' }))).toContain('Primero verifica');

    // Nothing in DNS yet; then an SPF record of another sender that lacks ours; then two SPF records.
    const none = await verifyEmailDomain(actor, siteId);
    expect(none).toMatchObject({ verified: false, lastError: expect.stringContaining('el registro MX hacia mx1.forwardemail.net') });
    dns().set('buensabor.pe', 'MX', ['10 mx1.forwardemail.net', '20 mx2.forwardemail.net']);
    const verification = setup.records.find((record) => record.purpose === 'verification')!.value;
    dns().set('buensabor.pe', 'TXT', ['v=spf1 include:_spf.google.com ~all', verification]);
    expect((await verifyEmailDomain(actor, siteId)).lastError).toContain('el registro TXT v=spf1 a include:spf.forwardemail.net -all');
    dns().set('buensabor.pe', 'TXT', ['v=spf1 include:_spf.google.com ~all', 'v=spf1 include:spf.forwardemail.net -all', verification]);
    expect((await verifyEmailDomain(actor, siteId)).lastError).toContain('un solo registro SPF');
    // One SPF record carrying both senders is what a customer with another sender should have.
    dns().set('buensabor.pe', 'TXT', ['v=spf1 include:_spf.google.com include:spf.forwardemail.net ~all', verification]);
    expect(await verifyEmailDomain(actor, siteId)).toMatchObject({ verified: true, lastError: null });

    const address = await addEmailAddress(actor, { siteId, localPart: 'contacto', forwardTo: 'rosa.huaman@gmail.com' });
    expect(address).toMatchObject({ address: 'contacto@buensabor.pe', forwardTo: 'rosa.huaman@gmail.com' });
    expect(provider().aliasesOf('buensabor.pe')).toEqual(['contacto → rosa.huaman@gmail.com']);
    expect(await refusal(addEmailAddress(actor, { siteId, localPart: 'contacto', forwardTo: 'otro@gmail.com' }))).toBe(
      'Ya tienes la dirección contacto@buensabor.pe.',
    );
    // Forwarding an address to its own domain would send the mail around in a circle.
    expect(await refusal(addEmailAddress(actor, { siteId, localPart: 'ventas', forwardTo: 'contacto@buensabor.pe' }))).toContain('no uno de buensabor.pe');

    await removeEmailAddress(actor, { siteId, addressId: address.id });
    expect(provider().aliasesOf('buensabor.pe')).toEqual([]);
    expect(ready(await getOwnEmailSettings(actor)).addresses).toEqual([]);
  });

  it('leaves no half state when the provider fails, and takes over an alias whose answer was lost', async () => {
    const { siteId, actor } = await customerWithDomain('fallas.pe');
    provider().failNext(2, '500');
    expect(await refusal(prepareEmailDomain(actor, siteId))).toBe(
      'El servicio de correo no respondió y no se hizo ningún cambio. Inténtalo de nuevo en unos minutos.',
    );
    expect(ready(await getOwnEmailSettings(actor)).setup).toBeNull();
    await verifiedMail(actor, siteId);

    provider().failNext(1, '500');
    expect(await refusal(addEmailAddress(actor, { siteId, localPart: 'ventas', forwardTo: 'rosa@gmail.com' }))).toContain('no se hizo ningún cambio');
    expect(provider().aliasesOf('fallas.pe')).toEqual([]);
    expect(await getDb().select().from(siteEmailAddresses).where(eq(siteEmailAddresses.siteId, siteId))).toEqual([]);

    provider().failNext(1, 'lose-answer');
    const ventas = await addEmailAddress(actor, { siteId, localPart: 'ventas', forwardTo: 'rosa@gmail.com' });
    expect(provider().aliasesOf('fallas.pe')).toEqual(['ventas → rosa@gmail.com']);

    // Removing while the provider is down keeps both sides; once it answers, both go.
    provider().failNext(2, 'down');
    expect(await refusal(removeEmailAddress(actor, { siteId, addressId: ventas.id }))).toContain('no se hizo ningún cambio');
    expect(ready(await getOwnEmailSettings(actor)).addresses).toHaveLength(1);
    expect(provider().aliasesOf('fallas.pe')).toHaveLength(1);
    await removeEmailAddress(actor, { siteId, addressId: ventas.id });
    expect(provider().aliasesOf('fallas.pe')).toEqual([]);

    // Made at the provider for someone else: refused, not taken over.
    provider()
      .domains.get('fallas.pe')!
      .aliases.push({ id: 'ajeno', name: 'info', recipients: ['otro@gmail.com'], is_enabled: true });
    expect(await refusal(addEmailAddress(actor, { siteId, localPart: 'info', forwardTo: 'rosa@gmail.com' }))).toContain('ya existe en el servicio de correo');

    // The provider's own check still misses the records: not verified, and said so.
    const other = await customerWithDomain('lento.pe');
    provider().holdVerification('lento.pe');
    const setup = await prepareEmailDomain(other.actor, other.siteId);
    dns().set('lento.pe', 'MX', ['10 mx1.forwardemail.net', '10 mx2.forwardemail.net']);
    dns().set(
      'lento.pe',
      'TXT',
      setup.records.filter((record) => record.type === 'TXT').map((record) => record.value),
    );
    expect(await verifyEmailDomain(other.actor, other.siteId)).toMatchObject({ verified: false, lastError: expect.stringContaining('todavía no los ve') });
  });

  it('tells customers without a verified domain, or on a plan without addresses, what they get; and hides itself when not configured', async () => {
    const noSite = await createUser();
    const noSiteActor: Actor = { userId: noSite.id, role: 'customer', email: noSite.email, name: 'Sin sitio', twoFactorEnabled: false };
    expect(await getOwnEmailSettings(noSiteActor)).toEqual({ state: 'no_domain', hasPublishedSite: false });

    const plain = await liveSite('Bodega Sin Dominio');
    await subscribe(plain.actor.userId, 'growth');
    expect(await getOwnEmailSettings(plain.actor)).toEqual({ state: 'no_domain', hasPublishedSite: true });
    expect(await refusal(prepareEmailDomain(plain.actor, plain.siteId))).toContain('primero conecta y verifica tu propio dominio');
    // Named but not verified is not enough.
    await setSiteDomain(plain.actor, { siteId: plain.siteId, domain: 'www.sindominio.pe' }, 'own');
    expect((await getOwnEmailSettings(plain.actor)).state).toBe('no_domain');

    // The trial includes no addresses: they come with the subscription.
    const trial = await customerWithDomain('enprueba.pe');
    await subscribe(trial.actor.userId, 'trial', 'trial');
    expect(await getOwnEmailSettings(trial.actor)).toEqual({ state: 'plan', siteId: trial.siteId, domain: 'enprueba.pe', addresses: [] });
    expect(await refusal(prepareEmailDomain(trial.actor, trial.siteId))).toBe(
      'Las direcciones de correo profesional vienen con tu suscripción activa: actívala para crearlas.',
    );

    // Plan Básico promises one address: the second is refused.
    const basic = await customerWithDomain('basico.pe', 'basic');
    await verifiedMail(basic.actor, basic.siteId);
    await addEmailAddress(basic.actor, { siteId: basic.siteId, localPart: 'contacto', forwardTo: 'rosa@gmail.com' });
    expect(await refusal(addEmailAddress(basic.actor, { siteId: basic.siteId, localPart: 'ventas', forwardTo: 'rosa@gmail.com' }))).toBe(
      'Tu plan incluye 1 dirección y ya la tienes. Quítala para crear otra.',
    );
    expect(provider().aliasesOf('basico.pe')).toHaveLength(1);

    // A Growth customer whose payment lapsed keeps the addresses made, listed to remove, and adds none.
    const lapsed = await customerWithDomain('vencido.pe');
    await verifiedMail(lapsed.actor, lapsed.siteId);
    const kept = await addEmailAddress(lapsed.actor, { siteId: lapsed.siteId, localPart: 'hola', forwardTo: 'rosa@gmail.com' });
    await subscribe(lapsed.actor.userId, 'growth', 'past_due');
    expect(await getOwnEmailSettings(lapsed.actor)).toMatchObject({ state: 'plan', addresses: [{ address: 'hola@vencido.pe' }] });
    expect(await refusal(addEmailAddress(lapsed.actor, { siteId: lapsed.siteId, localPart: 'otra', forwardTo: 'rosa@gmail.com' }))).toContain(
      'vienen con tu suscripción activa',
    );
    await removeEmailAddress(lapsed.actor, { siteId: lapsed.siteId, addressId: kept.id });
    expect(provider().aliasesOf('vencido.pe')).toEqual([]);

    const saved = { url: process.env.EMAIL_FORWARDING_API_URL, token: process.env.EMAIL_FORWARDING_API_TOKEN };
    delete process.env.EMAIL_FORWARDING_API_URL;
    delete process.env.EMAIL_FORWARDING_API_TOKEN;
    resetConfigForTests();
    try {
      expect(await getOwnEmailSettings(basic.actor)).toEqual({ state: 'unconfigured' });
      expect(await refusal(prepareEmailDomain(lapsed.actor, lapsed.siteId))).toBe('El correo profesional todavía no está disponible.');
    } finally {
      process.env.EMAIL_FORWARDING_API_URL = saved.url;
      process.env.EMAIL_FORWARDING_API_TOKEN = saved.token;
      resetConfigForTests();
    }
  });

  it("reaches only the customer's own site and addresses", async () => {
    const owner = await customerWithDomain('propio.pe');
    await verifiedMail(owner.actor, owner.siteId);
    const address = await addEmailAddress(owner.actor, { siteId: owner.siteId, localPart: 'contacto', forwardTo: 'rosa@gmail.com' });
    const stranger = await customerWithDomain('ajeno.pe');

    const attempts = [
      () => prepareEmailDomain(stranger.actor, owner.siteId),
      () => verifyEmailDomain(stranger.actor, owner.siteId),
      () => addEmailAddress(stranger.actor, { siteId: owner.siteId, localPart: 'robado', forwardTo: 'ladron@gmail.com' }),
      () => removeEmailAddress(stranger.actor, { siteId: owner.siteId, addressId: address.id }),
    ];
    for (const attempt of attempts) expect(await refusal(attempt())).toBe('No tienes permiso para hacer esto.');
    // Their own site id with someone else's address: not theirs to remove.
    expect(await refusal(removeEmailAddress(stranger.actor, { siteId: stranger.siteId, addressId: address.id }))).toBe('Esa dirección ya no existe.');
    expect(provider().aliasesOf('propio.pe')).toEqual(['contacto → rosa@gmail.com']);
  });

  it('stops forwarding, once a day, the addresses of a site that was removed or deleted with its project; the others stay', async () => {
    const gone = await customerWithDomain('cerrado.pe');
    await verifiedMail(gone.actor, gone.siteId);
    await addEmailAddress(gone.actor, { siteId: gone.siteId, localPart: 'pedidos', forwardTo: 'rosa@gmail.com' });
    const kept = await customerWithDomain('abierto.pe');
    await verifiedMail(kept.actor, kept.siteId);
    await addEmailAddress(kept.actor, { siteId: kept.siteId, localPart: 'pedidos', forwardTo: 'ana@gmail.com' });
    const deleted = await customerWithDomain('borrado.pe');
    await verifiedMail(deleted.actor, deleted.siteId);
    await addEmailAddress(deleted.actor, { siteId: deleted.siteId, localPart: 'info', forwardTo: 'eva@gmail.com' });
    // The lifecycle removed one site after its plan lapsed (lib/sites/lifecycle); the other went
    // with its project (an account deleted, or the team's 'Delete Submission'), its row by cascade.
    await getDb().update(sites).set({ status: 'removed', removedAt: new Date() }).where(eq(sites.id, gone.siteId));
    await getDb().delete(trialSubmissions).where(eq(trialSubmissions.userId, deleted.actor.userId));

    const run = await runDailyTasks(new Date());
    expect(run.results['site-email-retirement']).toEqual({ retired: 2, failed: 0 });
    expect(provider().aliasesOf('cerrado.pe')).toEqual([]);
    expect(provider().aliasesOf('borrado.pe')).toEqual([]);
    expect(provider().aliasesOf('abierto.pe')).toEqual(['pedidos → ana@gmail.com']);
    expect(await getDb().select().from(siteEmailAddresses).where(eq(siteEmailAddresses.siteId, gone.siteId))).toEqual([]);
  });
});
