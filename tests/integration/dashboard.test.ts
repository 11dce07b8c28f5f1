import { eq } from 'drizzle-orm';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProjectCard } from '@/components/dashboard/project-card';
import { SiteGraceBanner } from '@/components/dashboard/site-grace-banner';
import { SubscriptionCard } from '@/components/dashboard/subscription-card';
import { messages, subscriptions, trialSubmissions, userRoles } from '@/db/schema';
import { requireUser, type Actor } from '@/lib/auth/session';
import { getCustomerDashboard } from '@/lib/dashboard/queries';
import { getDb } from '@/lib/db/client';
import { startTrialWithNewAccount } from '@/lib/signup/start-trial';
import { approveSite, publishApprovedSite } from '@/lib/sites/publish/publish';
import { draftSite } from '@/lib/sites/publish/versions';
import { sendSitePreview } from '@/lib/sites/publish/preview';
import { requestSiteChange } from '@/lib/sites/publish/revisions';
import { runSiteLifecycle } from '@/lib/sites/lifecycle/run-site-lifecycle';
import { startTrialClock } from '@/lib/billing/trial-lifecycle';
import { createAdminActor, createUser, signIn } from '../helpers/auth';
import { trialSignupInput } from '../helpers/trial-signup';

const DAY = 24 * 60 * 60 * 1000;

let n = 0;
function signupInput() {
  n += 1;
  return trialSignupInput({ fullName: 'Julio Ccori', email: `julio${n}@example.pe`, businessName: `Hostal Inti ${n}`, city: 'Cusco' });
}

/** Signs up through the real operation at a chosen instant; returns the new customer as an actor. */
async function customerSignedUpAt(now: Date): Promise<Actor> {
  const input = signupInput();
  const result = await startTrialWithNewAccount(input, { clientIp: `198.51.100.${n}`, now });
  expect(result.outcome).toBe('created');
  const [row] = await getDb().select({ userId: trialSubmissions.userId }).from(trialSubmissions).where(eq(trialSubmissions.email, input.email));
  return { userId: row?.userId ?? '', role: 'customer', email: input.email, name: input.fullName, twoFactorEnabled: false };
}

/** A customer whose first preview was sent at a chosen instant: the trial's 5 days start then. */
async function customerWithPreviewAt(now: Date): Promise<Actor> {
  const actor = await customerSignedUpAt(new Date(now.getTime() - 3 * 24 * 60 * 60 * 1000));
  await startTrialClock(actor.userId, now);
  return actor;
}

/** An instant written as Lima wall-clock time (UTC−5, no daylight saving). */
const lima = (wallClock: string) => new Date(`${wallClock}-05:00`);

describe('trial days remaining at the day boundaries in America/Lima', () => {
  it('a preview sent one second before Lima midnight: 5 days, rounding up, down to 0 exactly at the end', async () => {
    const actor = await customerWithPreviewAt(lima('2026-11-22T23:59:59'));
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

  it('a preview sent exactly at Lima midnight: the trial ends at midnight five days later', async () => {
    const actor = await customerWithPreviewAt(lima('2026-11-22T00:00:00'));
    const at = async (wallClock: string) => (await getCustomerDashboard(actor, lima(wallClock))).subscription;
    expect((await at('2026-11-22T00:00:00'))?.trialDaysRemaining).toBe(5);
    expect((await at('2026-11-22T00:00:01'))?.trialDaysRemaining).toBe(5);
    expect((await at('2026-11-26T23:59:59'))?.trialDaysRemaining).toBe(1);
    expect((await at('2026-11-27T00:00:00'))?.trialDaysRemaining).toBe(0);
    expect((await at('2026-11-22T00:00:00'))?.trialEndsOn).toBe('27 de noviembre de 2026');
  });
});

describe('what the dashboard shows', () => {
  it('a fresh trial: Free Trial with the secondary badge, no renewal date, the pending project, and the trial waiting for the preview', async () => {
    const actor = await customerSignedUpAt(new Date());
    const dashboard = await getCustomerDashboard(actor);
    expect(dashboard.profile).toMatchObject({ name: 'Julio Ccori', email: actor.email });
    expect(dashboard.isAdmin).toBe(false);
    expect(dashboard.subscription).toMatchObject({
      status: 'trial',
      statusBadge: 'secondary',
      planLabel: 'Free Trial',
      trialDaysRemaining: null,
      trialNotice: 'Tu prueba de 5 días empieza cuando te enviemos la vista previa',
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
    expect(sub).toMatchObject({
      status: 'active',
      statusBadge: 'default',
      planLabel: 'Growth Plan',
      renewsOn: '22 de diciembre de 2026',
      trialDaysRemaining: null,
      hasProviderCustomer: true,
    });

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
    await db
      .update(trialSubmissions)
      .set({ publishedUrl: 'https://hostal-inti.pe', previewUrl: 'https://preview.vitrina.pe/inti', status: 'in_progress' })
      .where(where);
    let project = (await getCustomerDashboard(actor)).project;
    // A preview waits for the customer: the badge says so (issue 23), whatever the team's own status.
    expect(project).toMatchObject({ liveUrl: null, previewUrl: 'https://preview.vitrina.pe/inti', statusLabel: 'En revisión', statusBadge: 'default' });

    await db.update(trialSubmissions).set({ status: 'completed' }).where(where);
    project = (await getCustomerDashboard(actor)).project;
    // Live: the site's link, and the preview is no longer offered for review.
    expect(project).toMatchObject({ liveUrl: 'https://hostal-inti.pe/', previewUrl: null, statusBadge: 'outline' });

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

/** What the customer reads on the project card, the subscription card and the grace banner that day, as text. */
async function screens(actor: Actor, now: Date = new Date()) {
  const data = await getCustomerDashboard(actor, now);
  const text = (element: ReturnType<typeof createElement>) =>
    renderToStaticMarkup(element)
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  return {
    data,
    project: text(createElement(ProjectCard, { project: data.project, subscription: data.subscription, siteReview: data.siteReview })),
    subscription: text(createElement(SubscriptionCard, { subscription: data.subscription, paymentsEnabled: true })),
    banner: data.siteLifecycle.grace ? text(createElement(SiteGraceBanner, { grace: data.siteLifecycle.grace })) : null,
  };
}

describe('one status per moment: every card tells the same story (issue 23, item 3)', () => {
  it('from sign-up to preview, approval, payment, grace and removal', async () => {
    const admin = await createAdminActor();
    const actor = await customerSignedUpAt(new Date());
    const [submission] = await getDb().select().from(trialSubmissions).where(eq(trialSubmissions.userId, actor.userId));

    // Nothing built yet: the team's status, what happens next, and when the trial starts.
    let seen = await screens(actor);
    expect(seen.data.project).toMatchObject({ stage: 'building', statusLabel: 'Pendiente', previewUrl: null, liveUrl: null, canApprove: false });
    expect(seen.project).toContain('Estamos trabajando en tu sitio.');
    expect(seen.subscription).toContain('Tu prueba de 5 días empieza cuando te enviemos la vista previa.');

    // The preview is sent: the badge says En revisión, the preview can be approved, and the one change form is with it.
    const { siteId } = await draftSite(admin, submission!.id);
    await sendSitePreview(admin, siteId);
    seen = await screens(actor);
    expect(seen.data.project).toMatchObject({
      stage: 'in_review',
      statusLabel: 'En revisión',
      canApprove: true,
      previewUrl: expect.stringContaining('/vista-previa/'),
    });
    expect(seen.project).not.toContain('Pendiente');
    expect(seen.project).toContain('Aprobar y activar');
    expect(seen.project).toContain('durante la prueba son gratis');
    expect(seen.subscription).toContain('Días de prueba restantes 5 días');

    // Approved, waiting for the payment.
    await approveSite(actor);
    seen = await screens(actor);
    expect(seen.data.project).toMatchObject({ stage: 'approved', statusLabel: 'Aprobado' });
    expect(seen.project).toContain('Aprobaste tu sitio: lo publicamos apenas se confirme tu pago.');

    // Paid and live: the live link, no preview, nothing about the trial or an unpublished site.
    const paidAt = new Date();
    await getDb()
      .update(subscriptions)
      .set({ status: 'active', planType: 'basic', firstActivatedAt: paidAt, currentPeriodEnd: new Date(paidAt.getTime() + 30 * DAY) })
      .where(eq(subscriptions.userId, actor.userId));
    await publishApprovedSite(actor.userId, null);
    seen = await screens(actor);
    expect(seen.data.project).toMatchObject({
      stage: 'live',
      previewUrl: null,
      previewEmbedPath: null,
      canApprove: false,
      liveUrl: expect.stringContaining('http'),
    });
    expect(seen.project).toContain('¡Tu sitio está en línea! Ver mi sitio');
    for (const screen of [seen.project, seen.subscription]) {
      expect(screen).not.toContain('Aún no está publicado');
      expect(screen).not.toContain('durante la prueba son gratis');
      expect(screen).not.toContain('Aprobar y activar');
    }
    // Changes are still asked for in the one form.
    expect(seen.project).toContain('Pedir un cambio aquí');

    // Cancelled: the paid month ends, the grace period starts. Online until a date, on every card.
    const lapsed = new Date(paidAt.getTime() + 31 * DAY);
    await getDb().update(subscriptions).set({ status: 'canceled' }).where(eq(subscriptions.userId, actor.userId));
    expect((await runSiteLifecycle(lapsed)).grace_started).toBe(1);
    seen = await screens(actor, lapsed);
    const offlineOn = seen.data.siteLifecycle.grace!.offlineOn;
    expect(seen.data.project?.stage).toBe('grace');
    expect(seen.project).toContain(`Tu sitio está en línea hasta el ${offlineOn}.`);
    expect(seen.project).not.toContain('¡Tu sitio está en línea!');
    expect(seen.banner).toContain(`Tu sitio sale de línea el ${offlineOn}`);
    expect(seen.subscription).toContain(`Elige un plan antes del ${offlineOn} y tu sitio sigue en línea.`);
    expect(seen.subscription).not.toContain('Elige un plan para volver a tener tu sitio en línea');

    // Removed after the grace (within the first year): said so, with no dead preview nor approval.
    const removedOn = new Date(lapsed.getTime() + 61 * DAY);
    expect((await runSiteLifecycle(removedOn)).removed).toBe(1);
    seen = await screens(actor, removedOn);
    expect(seen.data.project).toMatchObject({ stage: 'removed', statusLabel: 'Eliminado', previewUrl: null, liveUrl: null, canApprove: false });
    expect(seen.project).toContain('Tu sitio fue eliminado el');
    expect(seen.project).not.toContain('Ver vista previa');
    expect(seen.project).not.toContain('Aprobar y activar');
    expect(seen.project).not.toContain('Pedir un cambio aquí');
    expect(seen.banner).toBeNull();
    expect(seen.subscription).not.toContain('volver a tener tu sitio en línea');
  });

  it("one change-request form, with 'Otra cosa' for anything that is not a section", async () => {
    const admin = await createAdminActor();
    const actor = await customerSignedUpAt(new Date());
    const [submission] = await getDb().select().from(trialSubmissions).where(eq(trialSubmissions.userId, actor.userId));
    const { siteId } = await draftSite(admin, submission!.id);
    await sendSitePreview(admin, siteId);

    const seen = await screens(actor);
    expect(seen.data.siteReview?.sections.at(-1)).toEqual({ key: 'otra-cosa', label: 'Otra cosa' });
    expect(seen.project.match(/¿Qué cambiamos\?/g)).toHaveLength(1);
    expect(seen.project).not.toContain('Cuéntanos qué ajustar');
    const item = await requestSiteChange(actor, { sectionKey: 'otra-cosa', message: 'Quiero los colores de mi logo en todo el sitio' });
    expect(item).toMatchObject({ sectionLabel: 'Otra cosa', status: 'pendiente' });
  });
});
