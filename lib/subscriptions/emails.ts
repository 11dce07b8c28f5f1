import 'server-only';
import { currentPriceStep } from '@/lib/billing/launch-price';
import { planPriceLabels } from '@/lib/billing/price-ladder';
import { renderEmail } from '@/lib/email/render';
import { sendEmail } from '@/lib/email/send-email';
import { absoluteUrl } from '@/lib/site/url';
import { formatDateEsPe } from './present';
import { getSubscriber } from './queries';

const dashboardAction = (label: string) => ({ label, url: absoluteUrl('/dashboard') });

/** The last charge failed: ask for a new card before the site is switched off. */
export async function sendPaymentFailedEmail(userId: string): Promise<boolean> {
  const to = await getSubscriber(userId);
  if (!to) return false;
  const body = renderEmail(
    [
      `Hola ${to.name}:`,
      'No pudimos cobrar el pago mensual de tu plan en Vitrina. Puede pasar si la tarjeta venció, no tiene fondos o el banco rechazó el cargo.',
      'Actualiza tu método de pago desde tu panel y reintentaremos el cobro. Tu sitio sigue en línea mientras tanto.',
    ],
    dashboardAction('Actualizar mi método de pago'),
  );
  return sendEmail({ to: to.email, subject: 'No pudimos procesar tu pago', ...body });
}

/**
 * Sent once, the day before the free trial ends. `priceStep` is the launch step the customer
 * already holds (fixed by a checkout they opened); without one they would subscribe at today's.
 */
export async function sendTrialEndingEmail(userId: string, trialEnd: Date, endsToday: boolean, priceStep: number | null): Promise<boolean> {
  const to = await getSubscriber(userId);
  if (!to) return false;
  const prices = planPriceLabels(priceStep ?? (await currentPriceStep()));
  const body = renderEmail(
    [
      `Hola ${to.name}:`,
      `Tu prueba gratis de Vitrina termina ${endsToday ? 'hoy' : 'mañana'}, ${formatDateEsPe(trialEnd)}.`,
      `Si te gusta tu sitio, elige un plan desde tu panel para mantenerlo en línea: Plan Básico ${prices.basic} al mes o Plan Crecimiento ${prices.growth} al mes. Si no quieres continuar, no tienes que hacer nada: no se te cobrará.`,
    ],
    dashboardAction('Elegir mi plan'),
  );
  return sendEmail({
    to: to.email,
    subject: endsToday ? 'Tu prueba gratis termina hoy' : 'Tu prueba gratis termina mañana',
    ...body,
  });
}

/** Sent once, after the trial has expired without a plan. */
export async function sendTrialEndedEmail(userId: string): Promise<boolean> {
  const to = await getSubscriber(userId);
  if (!to) return false;
  const body = renderEmail(
    [
      `Hola ${to.name}:`,
      'Tu prueba gratis de Vitrina terminó. No se te cobró nada.',
      'Guardamos tu proyecto: si quieres retomarlo, elige un plan desde tu panel o respóndenos este correo y te ayudamos.',
    ],
    dashboardAction('Ir a mi panel'),
  );
  return sendEmail({ to: to.email, subject: 'Tu prueba gratis terminó', ...body });
}

/** Confirms a self-serve cancellation, with what happens next. */
export async function sendCancellationEmail(
  userId: string,
  outcome: { endsAt: Date | null; wasTrial: boolean },
): Promise<boolean> {
  const to = await getSubscriber(userId);
  if (!to) return false;
  const when = outcome.wasTrial
    ? 'Cancelamos tu prueba gratis. No se te cobró ni se te cobrará nada.'
    : outcome.endsAt
      ? `Cancelamos la renovación de tu plan. No habrá más cobros; tu sitio sigue activo hasta el ${formatDateEsPe(outcome.endsAt)}.`
      : 'Cancelamos tu plan. No habrá más cobros.';
  const body = renderEmail(
    [
      `Hola ${to.name}:`,
      when,
      'Si cambias de opinión, puedes volver a activar tu plan desde tu panel. Si algo no funcionó como esperabas, respóndenos este correo: nos ayuda a mejorar.',
    ],
    dashboardAction('Ir a mi panel'),
  );
  return sendEmail({ to: to.email, subject: 'Confirmamos la cancelación de tu suscripción', ...body });
}

/** Before each due date, for customers who pay month by month: the link to pay with Yape or another method. */
export async function sendPaymentLinkEmail(userId: string, link: { url: string; dueOn: Date; amountLabel: string }): Promise<boolean> {
  const to = await getSubscriber(userId);
  if (!to) return false;
  const body = renderEmail(
    [
      `Hola ${to.name}:`,
      `Tu plan en Vitrina se renueva el ${formatDateEsPe(link.dueOn)}. Puedes pagar el mes (${link.amountLabel}) con Yape, tarjeta u otro medio desde este enlace.`,
      'Si el pago no llega a tiempo, tu sitio sigue en línea unos días mientras lo regularizas.',
    ],
    { label: 'Pagar mi mes', url: link.url },
  );
  return sendEmail({ to: to.email, subject: 'Tu pago mensual de Vitrina', ...body });
}
