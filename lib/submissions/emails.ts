import 'server-only';
import { renderEmail } from '@/lib/email/render';
import { sendEmail } from '@/lib/email/send-email';
import { absoluteUrl } from '@/lib/config/app-url';
import { formatDateEsPe } from '@/lib/billing/present';

/**
 * To the customer, when the team saves a new preview link: the dashboard promises this e-mail
 * ("cuando la vista previa esté lista ... te avisaremos por correo"). The review itself (approve
 * or ask for changes) happens on the dashboard's site page, where the link also appears. `trial`:
 * until when the trial runs, and whether this preview started its 5 days (null outside a trial).
 */
export async function sendPreviewReadyEmail(
  to: { email: string; name: string; businessName: string },
  trial: { endsAt: Date; startedNow: boolean } | null,
): Promise<void> {
  const trialLine = trial
    ? trial.startedNow
      ? `Desde hoy corren tus 5 días de prueba gratis, hasta el ${formatDateEsPe(trial.endsAt)}.`
      : `Tu prueba gratis sigue hasta el ${formatDateEsPe(trial.endsAt)}.`
    : null;
  const body = renderEmail(
    [
      `Hola ${to.name}:`,
      `La vista previa del sitio de ${to.businessName} está lista.`,
      'Revísala desde tu panel: ahí puedes aprobarla o pedirnos los cambios que quieras.',
      ...(trialLine ? [trialLine] : []),
    ],
    { label: 'Ver mi vista previa', url: absoluteUrl('/dashboard/sitio') },
  );
  await sendEmail({ to: to.email, subject: 'Tu vista previa está lista', ...body });
}

/** To the customer, when the team moves the delivery date: the dashboard's delay line promises it. */
export async function sendNewDeliveryDateEmail(to: {
  email: string;
  name: string;
  businessName: string;
  promisedOn: string;
  revisedOn: string;
}): Promise<void> {
  const body = renderEmail(
    [
      `Hola ${to.name}:`,
      `Te prometimos el sitio de ${to.businessName} para el ${to.promisedOn}, pero necesitamos más tiempo. Disculpa la demora.`,
      `Nuestra nueva fecha de entrega es el ${to.revisedOn}. Ese día, o antes, te enviamos el enlace de la vista previa.`,
    ],
    { label: 'Ir a mi panel', url: absoluteUrl('/dashboard') },
  );
  await sendEmail({ to: to.email, subject: 'Nueva fecha de entrega de tu sitio', ...body });
}
