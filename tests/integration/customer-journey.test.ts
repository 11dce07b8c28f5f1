import { eq } from 'drizzle-orm';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProjectCard } from '@/components/dashboard/project-card';
import { SiteGraceBanner } from '@/components/dashboard/site-grace-banner';
import { SiteSummaryCard } from '@/components/dashboard/site-summary-card';
import { SubscriptionCard } from '@/components/dashboard/subscription-card';
import { subscriptions, trialSubmissions } from '@/db/schema';
import { cancelSubscriptionAction, startCheckoutAction } from '@/lib/billing/actions';
import type { Actor } from '@/lib/auth/session';
import { getCustomerDashboard } from '@/lib/dashboard/queries';
import { getDb } from '@/lib/db/client';
import { startTrialWithNewAccount } from '@/lib/signup/start-trial';
import { approveSiteAction } from '@/lib/sites/publish/actions';
import { draftSite } from '@/lib/sites/publish/versions';
import { sendSitePreview } from '@/lib/sites/publish/preview';
import { runSiteLifecycle } from '@/lib/sites/lifecycle/run-site-lifecycle';
import { formatDateEsPe } from '@/lib/billing/present';
import { createAdminActor, signIn } from '../helpers/auth';
import { trialSignupInput } from '../helpers/trial-signup';
import { deliverEvent, mailsTo, setupFakeStripe } from '../fakes/stripe/vitest';
// The start-up's wiring, as in the app: what billing announces reaches the sites and the receipts.
import '@/lib/server/register-all';

const fake = setupFakeStripe();
const DAY = 24 * 60 * 60 * 1000;

const asText = (element: ReactElement) =>
  renderToStaticMarkup(element)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Every card of the dashboard that tells the customer where they stand, as the customer reads it that day. */
async function dashboardOf(actor: Actor, now: Date = new Date()) {
  const data = await getCustomerDashboard(actor, now);
  const project = data.project!;
  return {
    data,
    home: asText(createElement(SiteSummaryCard, { project, subscription: data.subscription })),
    site: asText(createElement(ProjectCard, { project, subscription: data.subscription, siteReview: data.siteReview })),
    subscription: asText(createElement(SubscriptionCard, { subscription: data.subscription, paymentsEnabled: true })),
    banner: data.siteLifecycle.grace ? asText(createElement(SiteGraceBanner, { grace: data.siteLifecycle.grace })) : null,
  };
}

/** The e-mails the customer got since the last call: subject and body, oldest first. */
function inbox(email: string) {
  let seen = 0;
  return async () => {
    const all = await mailsTo(email);
    const fresh = all.slice(seen);
    seen = all.length;
    return fresh;
  };
}

/** Statements that contradict each other if read on the same day (issue 23, item 3). */
const NEVER_WHILE_LIVE = ['Aún no está publicado', 'durante la prueba son gratis', 'Aprobar y activar', 'Tu prueba de 5 días empieza'];

/**
 * Issue 23's journey: one customer from sign-up to preview, approval, payment, cancellation, the
 * grace period and reactivation, through the operations the dashboard and the panel call. At each
 * step: the status line of every dashboard card, and the subject and key sentence of every e-mail.
 */
describe('one customer, one story, from sign-up to reactivation', () => {
  it('tells the same thing on every card and in every e-mail at each step', async () => {
    const input = trialSignupInput({ fullName: 'Rosa Quispe', email: 'rosa.quispe@example.pe', businessName: 'Picantería Doña Rosa', city: 'Arequipa' });
    const newMail = inbox(input.email);

    // 1. Sign-up: the project is being built; the trial has not started.
    expect((await startTrialWithNewAccount(input, { clientIp: '198.51.100.77' })).outcome).toBe('created');
    const [submission] = await getDb().select().from(trialSubmissions).where(eq(trialSubmissions.email, input.email));
    const actor: Actor = { userId: submission!.userId!, role: 'customer', email: input.email, name: input.fullName, twoFactorEnabled: false };
    await signIn(input.email, input.password);

    let seen = await dashboardOf(actor);
    const building = 'Estamos trabajando en tu sitio. Cuando la vista previa esté lista te avisaremos por correo y la verás en «Mi sitio».';
    expect(seen.data.project?.statusLabel).toBe('Pendiente');
    expect(seen.home).toContain(building);
    expect(seen.site).toContain(building);
    expect(seen.site).toMatch(/Fecha estimada de entrega: \d{1,2} de [a-z]+ de \d{4}/);
    expect(seen.subscription).toContain('Tu prueba de 5 días empieza cuando te enviemos la vista previa.');
    expect(seen.subscription).toContain('Podrás elegir tu plan cuando te enviemos la vista previa de tu sitio');
    expect(seen.subscription).not.toContain('Días de prueba restantes');
    expect(seen.banner).toBeNull();
    let mail = await newMail();
    expect(mail.map((m) => m.subject)).toEqual(['¡Bienvenido a Vitrina! Recibimos tu solicitud']);
    expect(mail[0]!.text).toContain('Tu prueba de 5 días empieza cuando te enviemos la vista previa');

    // Paying is closed until a preview is seen and approved.
    expect(await startCheckoutAction({ plan: 'basic' })).toMatchObject({ ok: false });

    // 2. The team drafts the site and sends the preview: the 5 days start now.
    const admin = await createAdminActor();
    const { siteId, label } = await draftSite(admin, submission!.id);
    const previewSentAt = new Date();
    await sendSitePreview(admin, siteId);
    const trialEndsOn = formatDateEsPe(new Date(previewSentAt.getTime() + 5 * DAY));

    seen = await dashboardOf(actor);
    const inReview = 'Tu vista previa está lista: revísala, pídenos cambios o apruébala.';
    expect(seen.data.project?.statusLabel).toBe('En revisión');
    expect(seen.home).toContain(inReview);
    expect(seen.site).toContain(inReview);
    expect(seen.site).toContain('Aprobar y activar');
    expect(seen.site).not.toContain('Fecha estimada de entrega');
    expect(seen.subscription).toContain('Días de prueba restantes 5 días');
    expect(seen.subscription).toContain(`La prueba termina el ${trialEndsOn}`);
    expect(seen.subscription).toContain('Primero revisa tu sitio y apruébalo con «Aprobar y activar»');
    mail = await newMail();
    expect(mail.map((m) => m.subject)).toEqual(['Tu vista previa está lista']);
    expect(mail[0]!.text).toContain(`Desde hoy corren tus 5 días de prueba gratis, hasta el ${trialEndsOn}`);

    // 3. The customer approves what they saw: the plans open, nothing is published yet.
    expect(await approveSiteAction({})).toMatchObject({ ok: true });
    seen = await dashboardOf(actor);
    const approved = 'Aprobaste tu sitio: lo publicamos apenas se confirme tu pago.';
    expect(seen.data.project?.statusLabel).toBe('Aprobado');
    expect(seen.home).toContain(approved);
    expect(seen.site).toContain(approved);
    expect(seen.subscription).not.toContain('Primero revisa tu sitio');
    expect(await newMail()).toEqual([]);

    // 4. Payment: the approved site goes live; the trial is over on every card.
    const opened = await startCheckoutAction({ plan: 'basic' });
    if (!opened.ok) throw new Error(opened.error);
    const { subscription, events } = fake().completeCheckout(opened.data.url.split('/checkout/')[1] ?? '');
    for (const event of events) expect((await deliverEvent(fake(), event)).status).toBe(200);
    const paidUntil = new Date(subscription.items.data[0]!.current_period_end * 1000);

    seen = await dashboardOf(actor);
    expect(seen.data.project?.stage).toBe('live');
    expect(seen.home).toContain('¡Tu sitio está en línea! Ver mi sitio');
    expect(seen.site).toContain('¡Tu sitio está en línea! Ver mi sitio');
    expect(seen.subscription).toContain('Basic Plan');
    expect(seen.subscription).toContain(`Próxima renovación ${formatDateEsPe(paidUntil)}`);
    for (const card of [seen.home, seen.site, seen.subscription]) for (const text of NEVER_WHILE_LIVE) expect(card).not.toContain(text);
    mail = await newMail();
    expect(mail.map((m) => m.subject)).toEqual(['Tu sitio web ya está en línea']);
    expect(mail[0]!.text).toContain(`${label}.`);

    // 5. Cancellation: the plan runs to the end of the paid month; the e-mail says what follows.
    expect(await cancelSubscriptionAction({})).toMatchObject({ ok: true, data: { cancelAtPeriodEnd: true } });
    seen = await dashboardOf(actor);
    expect(seen.subscription).toContain(`Activa hasta ${formatDateEsPe(paidUntil)}`);
    expect(seen.site).toContain('¡Tu sitio está en línea!');
    mail = await newMail();
    expect(mail.map((m) => m.subject)).toEqual(['Confirmamos la cancelación de tu suscripción']);
    expect(mail[0]!.text).toContain(`Tu plan sigue activo hasta el ${formatDateEsPe(paidUntil)}`);
    expect(mail[0]!.text).toContain('60 días');

    // 6. The paid month ends: the grace period. Online until a date, said the same on every card.
    expect((await deliverEvent(fake(), fake().updateSubscription(subscription.id, { status: 'canceled' }))).status).toBe(200);
    const lapsed = new Date(paidUntil.getTime() + DAY);
    expect((await runSiteLifecycle(lapsed)).grace_started).toBe(1);
    seen = await dashboardOf(actor, lapsed);
    const offlineOn = seen.data.siteLifecycle.grace!.offlineOn;
    expect(seen.data.project?.stage).toBe('grace');
    expect(seen.home).toContain(`Tu sitio está en línea hasta el ${offlineOn}.`);
    expect(seen.site).toContain(`Tu sitio está en línea hasta el ${offlineOn}.`);
    expect(seen.banner).toContain(`Tu sitio sale de línea el ${offlineOn}`);
    expect(seen.subscription).toContain(`Elige un plan antes del ${offlineOn} y tu sitio sigue en línea.`);
    for (const card of [seen.home, seen.site, seen.subscription, seen.banner!]) {
      expect(card).not.toContain('¡Tu sitio está en línea!');
      expect(card).not.toContain('volver a tener tu sitio en línea');
    }
    mail = await newMail();
    expect(mail.map((m) => m.subject)).toEqual([`Tu sitio sigue en línea hasta el ${offlineOn}`]);
    expect(mail[0]!.text).toContain(offlineOn);

    // 7. Reactivation: paying again brings the plan and the site back; the grace is over everywhere.
    const again = await startCheckoutAction({ plan: 'basic' });
    if (!again.ok) throw new Error(again.error);
    for (const event of fake().completeCheckout(again.data.url.split('/checkout/')[1] ?? '').events) {
      expect((await deliverEvent(fake(), event)).status).toBe(200);
    }
    const [row] = await getDb().select().from(subscriptions).where(eq(subscriptions.userId, actor.userId));
    expect(row?.status).toBe('active');
    seen = await dashboardOf(actor);
    expect(seen.data.project?.stage).toBe('live');
    expect(seen.banner).toBeNull();
    expect(seen.home).toContain('¡Tu sitio está en línea! Ver mi sitio');
    expect(seen.site).toContain('¡Tu sitio está en línea! Ver mi sitio');
    expect(seen.subscription).toContain('Próxima renovación');
    for (const card of [seen.home, seen.site, seen.subscription]) {
      for (const text of NEVER_WHILE_LIVE) expect(card).not.toContain(text);
      expect(card).not.toContain('hasta el');
    }
    mail = await newMail();
    expect(mail.map((m) => m.subject)).toEqual(['Tu sitio vuelve a estar en línea']);
  });
});
