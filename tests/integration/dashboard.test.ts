import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages, subscriptions, trialSubmissions, userRoles } from '@/db/schema';
import { requireUser, type Actor } from '@/lib/auth/session';
import { getCustomerDashboard } from '@/lib/dashboard/queries';
import { getDb } from '@/lib/db/client';
import { startTrialWithNewAccount } from '@/lib/signup/start-trial';
import { createUser, signIn } from '../helpers/auth';

let n = 0;
function signupInput() {
  n += 1;
  return {
    fullName: 'Julio Ccori',
    email: `julio${n}@example.pe`,
    password: 'clave-segura-123',
    businessName: `Hostal Inti ${n}`,
    city: 'Cusco',
    country: 'Perú',
    sitePreference: 'no_site_build_new' as const,
    acceptTerms: true,
    acceptMarketing: false,
    quoteRequest: false,
    emailIsPublic: false,
  };
}

/** Signs up through the real operation at a chosen instant; returns the new customer as an actor. */
async function customerSignedUpAt(now: Date): Promise<Actor> {
  const input = signupInput();
  const result = await startTrialWithNewAccount(input, { clientIp: `198.51.100.${n}`, now });
  expect(result.outcome).toBe('created');
  const [row] = await getDb().select({ userId: trialSubmissions.userId }).from(trialSubmissions).where(eq(trialSubmissions.email, input.email));
  return { userId: row?.userId ?? '', role: 'customer', email: input.email, name: input.fullName, twoFactorEnabled: false };
}

/** An instant written as Lima wall-clock time (UTC−5, no daylight saving). */
const lima = (wallClock: string) => new Date(`${wallClock}-05:00`);

describe('trial days remaining at the day boundaries in America/Lima', () => {
  it('signing up one second before Lima midnight: 5 days, rounding up, down to 0 exactly at the end', async () => {
    const actor = await customerSignedUpAt(lima('2026-11-22T23:59:59'));
    const at = async (wallClock: string) => (await getCustomerDashboard(actor, lima(wallClock))).subscription;

    expect((await at('2026-11-22T23:59:59'))?.trialDaysRemaining).toBe(5);
    // Lima's calendar turns over; the trial still has 4 days and 23:59:59 left, rounded up.
    expect((await at('2026-11-23T00:00:00'))?.trialDaysRemaining).toBe(5);
    expect((await at('2026-11-23T23:59:59'))?.trialDaysRemaining).toBe(4);
    expect((await at('2026-11-27T00:00:00'))?.trialDaysRemaining).toBe(1);
    expect((await at('2026-11-27T23:59:58'))?.trialDaysRemaining).toBe(1);
    expect((await at('2026-11-27T23:59:59'))?.trialDaysRemaining).toBe(0);
    expect((await at('2026-12-15T12:00:00'))?.trialDaysRemaining).toBe(0);
    // The end is 04:59:59 UTC on the 28th, but in Lima it is still the 27th.
    expect((await at('2026-11-23T00:00:00'))?.trialEndsOn).toBe('27 de noviembre de 2026');
  });

  it('signing up exactly at Lima midnight: the trial ends at midnight five days later', async () => {
    const actor = await customerSignedUpAt(lima('2026-11-22T00:00:00'));
    const at = async (wallClock: string) => (await getCustomerDashboard(actor, lima(wallClock))).subscription;
    expect((await at('2026-11-22T00:00:00'))?.trialDaysRemaining).toBe(5);
    expect((await at('2026-11-22T00:00:01'))?.trialDaysRemaining).toBe(5);
    expect((await at('2026-11-26T23:59:59'))?.trialDaysRemaining).toBe(1);
    expect((await at('2026-11-27T00:00:00'))?.trialDaysRemaining).toBe(0);
    expect((await at('2026-11-22T00:00:00'))?.trialEndsOn).toBe('27 de noviembre de 2026');
  });
});

describe('what the dashboard shows', () => {
  it('a fresh trial: Free Trial with the secondary badge, no renewal date, the pending project', async () => {
    const actor = await customerSignedUpAt(new Date());
    const dashboard = await getCustomerDashboard(actor);
    expect(dashboard.profile).toMatchObject({ name: 'Julio Ccori', email: actor.email });
    expect(dashboard.isAdmin).toBe(false);
    expect(dashboard.subscription).toMatchObject({
      status: 'trial',
      statusBadge: 'secondary',
      planLabel: 'Free Trial',
      trialDaysRemaining: 5,
      renewsOn: null,
      hasProviderCustomer: false,
    });
    expect(dashboard.project).toMatchObject({ status: 'pending', statusLabel: 'Pendiente', statusBadge: 'secondary', liveUrl: null, previewUrl: null });
    expect(dashboard.messages).toEqual([]);
  });

  it('an active plan: its label, the default badge and the renewal date; no trial days', async () => {
    const actor = await customerSignedUpAt(new Date());
    const db = getDb();
    await db
      .update(subscriptions)
      .set({ status: 'active', planType: 'growth', currentPeriodEnd: lima('2026-12-22T10:00:00'), providerCustomerId: `cus_${n}` })
      .where(eq(subscriptions.userId, actor.userId));
    let sub = (await getCustomerDashboard(actor)).subscription;
    expect(sub).toMatchObject({ status: 'active', statusBadge: 'default', planLabel: 'Growth Plan', renewsOn: '22 de diciembre de 2026', trialDaysRemaining: null, hasProviderCustomer: true });

    await db.update(subscriptions).set({ planType: 'prod_desconocido' }).where(eq(subscriptions.userId, actor.userId));
    sub = (await getCustomerDashboard(actor)).subscription;
    expect(sub?.planLabel).toBe('Desconocido');

    // Not active any more: the renewal date disappears.
    await db.update(subscriptions).set({ status: 'canceled' }).where(eq(subscriptions.userId, actor.userId));
    expect((await getCustomerDashboard(actor)).subscription?.renewsOn).toBeNull();
  });

  it('shows the live-site link only once the project is completed, and never a non-web link', async () => {
    const actor = await customerSignedUpAt(new Date());
    const db = getDb();
    const where = eq(trialSubmissions.userId, actor.userId);
    await db.update(trialSubmissions).set({ publishedUrl: 'https://hostal-inti.pe', previewUrl: 'https://preview.vitrina.pe/inti', status: 'in_progress' }).where(where);
    let project = (await getCustomerDashboard(actor)).project;
    expect(project).toMatchObject({ liveUrl: null, previewUrl: 'https://preview.vitrina.pe/inti', statusLabel: 'En progreso', statusBadge: 'default' });

    await db.update(trialSubmissions).set({ status: 'completed' }).where(where);
    project = (await getCustomerDashboard(actor)).project;
    expect(project).toMatchObject({ liveUrl: 'https://hostal-inti.pe/', statusBadge: 'outline' });

    await db.update(trialSubmissions).set({ publishedUrl: 'javascript:alert(1)', previewUrl: 'data:text/html,hola' }).where(where);
    project = (await getCustomerDashboard(actor)).project;
    expect(project).toMatchObject({ liveUrl: null, previewUrl: null });
  });

  it('shows the latest project when there are several', async () => {
    const actor = await customerSignedUpAt(new Date(Date.now() - 60_000));
    await getDb().insert(trialSubmissions).values({ userId: actor.userId, businessName: 'Segundo negocio', email: actor.email });
    expect((await getCustomerDashboard(actor)).project?.businessName).toBe('Segundo negocio');
  });

  it('lists only messages addressed to the customer, newest first, with unread ones flagged', async () => {
    const admin = await createUser({ admin: true });
    const alice = await customerSignedUpAt(new Date());
    const bob = await customerSignedUpAt(new Date());
    const t = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    await getDb()
      .insert(messages)
      .values([
        { senderId: admin.id, recipientId: alice.userId, subject: 'Project Update', message: 'Primero', read: true, createdAt: t(30) },
        { senderId: admin.id, recipientId: alice.userId, subject: 'Project Update', message: 'Segundo <b>html</b>', createdAt: t(5) },
        { senderId: admin.id, recipientId: bob.userId, subject: 'Project Update', message: 'Para Bob', createdAt: t(1) },
        // Alice's own message to the team is not a received message.
        { senderId: alice.userId, recipientId: null, subject: 'Mensaje del cliente', message: 'Mío', createdAt: t(2) },
      ]);
    const list = (await getCustomerDashboard(alice)).messages;
    expect(list.map((m) => [m.subject, m.message, m.isUnread])).toEqual([
      ['Novedades de tu proyecto', 'Segundo <b>html</b>', true],
      ['Novedades de tu proyecto', 'Primero', false],
    ]);
    expect((await getCustomerDashboard(bob)).messages.map((m) => m.message)).toEqual(['Para Bob']);
  });

  it('flags administrators (for the Panel de Administrador button) by the role in the database', async () => {
    const customer = await customerSignedUpAt(new Date());
    await signIn(customer.email, 'clave-segura-123');
    expect((await getCustomerDashboard(await requireUser())).isAdmin).toBe(false);
    await getDb().insert(userRoles).values({ userId: customer.userId, role: 'admin' });
    expect((await getCustomerDashboard(await requireUser())).isAdmin).toBe(true);
  });

  it('handles an account with no project and no subscription (created on /auth)', async () => {
    const account = await createUser({ name: 'Sin Proyecto' });
    const dashboard = await getCustomerDashboard({ userId: account.id, role: 'customer', email: account.email, name: 'Sin Proyecto', twoFactorEnabled: false });
    expect(dashboard).toMatchObject({ project: null, subscription: null, messages: [], profile: { name: 'Sin Proyecto' } });
  });
});
