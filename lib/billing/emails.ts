import 'server-only';
import type { PlanPrices } from '@/content/plans';
import { currentPriceStep } from '@/lib/billing/launch-price';
import { planPriceLabels } from '@/lib/billing/price-ladder';
import { renderEmail } from '@/lib/email/render';
import { sendEmail } from '@/lib/email/send-email';
import { absoluteUrl } from '@/lib/config/app-url';
import { GRACE_DAYS } from '@/lib/customer-site/lifecycle-rules';
import { hasLiveOwnSite } from '@/lib/customer-site/own-site';
import { readSiteStage, type SiteStage } from '@/lib/customer-site/site-stage';
import { cancellationConsequences, type CancellationFacts, type CancelMode } from './cancellation-terms';
import { formatDateEsPe } from './present';
import { getSubscriber } from './queries';

/**
 * The subscription's e-mails. Each text is a pure function of what it says (exported, so tests can
 * render every one for both plans); the senders look up the customer and what is true for them.
 */
export type SubscriptionEmail = { subject: string; paragraphs: string[]; action?: { label: string; url: string } };

const dashboardAction = (label: string) => ({ label, url: absoluteUrl('/dashboard') });

async function sendTo(userId: string, build: (name: string) => SubscriptionEmail): Promise<boolean> {
  const to = await getSubscriber(userId);
  if (!to) return false;
  const { subject, paragraphs, action } = build(to.name);
  return sendEmail({ to: to.email, subject, ...renderEmail(paragraphs, action) });
}

/** A card charge failed: the provider retries it, and a new card settles it. */
export function paymentFailedEmail(name: string): SubscriptionEmail {
  return {
    subject: 'No pudimos procesar tu pago',
    paragraphs: [
      `Hola ${name}:`,
      'No pudimos cobrar el pago mensual de tu plan en Vitrina. Puede pasar si la tarjeta venció, no tiene fondos o el banco rechazó el cargo.',
      'Actualiza tu método de pago desde tu panel y reintentaremos el cobro. Tu sitio sigue en línea mientras tanto.',
    ],
    action: dashboardAction('Actualizar mi método de pago'),
  };
}

export function sendPaymentFailedEmail(userId: string): Promise<boolean> {
  return sendTo(userId, paymentFailedEmail);
}

/**
 * A month paid through a link is overdue. Nothing is retried on our side: the e-mail carries a
 * fresh link when one could be made (not every provider offers links: a plan the team activated
 * by hand may have none), else asks the customer to write to us.
 */
export function linkOverdueEmail(
  name: string,
  month: { planName: string; amountLabel: string; dueOn: Date; link: { url: string; validUntil: Date } | null },
): SubscriptionEmail {
  return {
    subject: 'Aún no recibimos el pago de tu mes',
    paragraphs: [
      `Hola ${name}:`,
      `El pago mensual de tu ${month.planName} (${month.amountLabel}) vencía el ${formatDateEsPe(month.dueOn)} y todavía no lo recibimos.`,
      month.link
        ? `Puedes pagarlo con Yape, tarjeta u otro medio desde este enlace, válido hasta el ${formatDateEsPe(month.link.validUntil)}. En cuanto se confirme, tu plan sigue como estaba.`
        : 'Respóndenos este correo y te ayudamos a pagarlo.',
    ],
    action: month.link ? { label: 'Pagar mi mes', url: month.link.url } : dashboardAction('Ir a mi panel'),
  };
}

export function sendLinkOverdueEmail(userId: string, month: Parameters<typeof linkOverdueEmail>[1]): Promise<boolean> {
  return sendTo(userId, (name) => linkOverdueEmail(name, month));
}

/**
 * What to do before the trial ends, told for where the site really is: only a site that is online
 * can be "kept" online; one not yet approved is approved first, then paid for.
 */
export function trialEndingEmail(
  name: string,
  trial: { trialEnd: Date; endsToday: boolean; prices: PlanPrices; stage: SiteStage; isLive: boolean },
): SubscriptionEmail {
  const plans = `Plan Básico ${trial.prices.basic} al mes o Plan Crecimiento ${trial.prices.growth} al mes`;
  const next = trial.isLive
    ? `Si te gusta tu sitio, elige un plan desde tu panel para mantenerlo en línea: ${plans}.`
    : trial.stage === 'approved'
      ? `Ya aprobaste tu sitio: elige un plan desde tu panel (${plans}) y lo publicamos en cuanto se confirme el pago.`
      : trial.stage === 'in_review'
        ? `Si te gusta tu vista previa, apruébala con «Aprobar y activar» en tu panel y elige un plan (${plans}): publicamos tu sitio en cuanto se confirme el pago.`
        : `Cuando te enviemos la vista previa de tu sitio y la apruebes, podrás elegir un plan: ${plans}.`;
  return {
    subject: trial.endsToday ? 'Tu prueba gratis termina hoy' : 'Tu prueba gratis termina mañana',
    paragraphs: [
      `Hola ${name}:`,
      `Tu prueba gratis de Vitrina termina ${trial.endsToday ? 'hoy' : 'mañana'}, ${formatDateEsPe(trial.trialEnd)}.`,
      `${next} Si no quieres continuar, no tienes que hacer nada: no se te cobrará.`,
    ],
    action: dashboardAction(trial.isLive || trial.stage === 'approved' ? 'Elegir mi plan' : 'Ir a mi panel'),
  };
}

/**
 * Sent once, the day before the free trial ends. `priceStep` is the launch step the customer
 * already holds (fixed by a checkout they opened); without one they would subscribe at today's.
 */
export async function sendTrialEndingEmail(userId: string, trialEnd: Date, endsToday: boolean, priceStep: number | null): Promise<boolean> {
  const [prices, stage, isLive] = await Promise.all([
    currentPriceStep().then((step) => planPriceLabels(priceStep ?? step)),
    readSiteStage({ userId }),
    hasLiveOwnSite({ userId }),
  ]);
  return sendTo(userId, (name) => trialEndingEmail(name, { trialEnd, endsToday, prices, stage, isLive }));
}

export function trialEndedEmail(name: string): SubscriptionEmail {
  return {
    subject: 'Tu prueba gratis terminó',
    paragraphs: [
      `Hola ${name}:`,
      'Tu prueba gratis de Vitrina terminó. No se te cobró nada.',
      'Guardamos tu proyecto: si quieres retomarlo, elige un plan desde tu panel o respóndenos este correo y te ayudamos.',
    ],
    action: dashboardAction('Ir a mi panel'),
  };
}

/** Sent once, after the trial has expired without a plan. */
export function sendTrialEndedEmail(userId: string): Promise<boolean> {
  return sendTo(userId, trialEndedEmail);
}

/** Confirms a self-serve cancellation with what really happens next: the same sentences as the dialog. */
export function cancellationEmail(
  name: string,
  cancelled: { mode: CancelMode; planName: string | null; facts: CancellationFacts; now: Date },
): SubscriptionEmail {
  const what =
    cancelled.mode === 'trial'
      ? 'Cancelamos tu prueba gratis. No se te cobró ni se te cobrará nada.'
      : `Cancelamos tu ${cancelled.planName ?? 'plan'}. ${cancellationConsequences(cancelled.mode, cancelled.facts, cancelled.now).join(' ')}`;
  return {
    subject: 'Confirmamos la cancelación de tu suscripción',
    paragraphs: [
      `Hola ${name}:`,
      what,
      'Si cambias de opinión, puedes volver a elegir un plan desde tu panel. Si algo no funcionó como esperabas, respóndenos este correo: nos ayuda a mejorar.',
    ],
    action: dashboardAction('Ir a mi panel'),
  };
}

export async function sendCancellationEmail(
  userId: string,
  cancelled: { mode: CancelMode; planName: string | null; paidUntil: Date | null; firstActivatedAt: Date | null },
): Promise<boolean> {
  const facts = { paidUntil: cancelled.paidUntil, firstActivatedAt: cancelled.firstActivatedAt, hasLiveSite: await hasLiveOwnSite({ userId }) };
  return sendTo(userId, (name) => cancellationEmail(name, { mode: cancelled.mode, planName: cancelled.planName, facts, now: new Date() }));
}

/** Before each due date, for customers who pay month by month: the link to pay with Yape or another method. */
export function paymentLinkEmail(name: string, link: { url: string; dueOn: Date; planName: string; amountLabel: string }): SubscriptionEmail {
  return {
    subject: 'Tu pago mensual de Vitrina',
    paragraphs: [
      `Hola ${name}:`,
      `Tu ${link.planName} en Vitrina se renueva el ${formatDateEsPe(link.dueOn)}. Puedes pagar el mes (${link.amountLabel}) con Yape, tarjeta u otro medio desde este enlace.`,
      `Si el pago no llega a tiempo, tu sitio sigue en línea ${GRACE_DAYS} días más mientras lo regularizas.`,
    ],
    action: { label: 'Pagar mi mes', url: link.url },
  };
}

export function sendPaymentLinkEmail(userId: string, link: Parameters<typeof paymentLinkEmail>[1]): Promise<boolean> {
  return sendTo(userId, (name) => paymentLinkEmail(name, link));
}
