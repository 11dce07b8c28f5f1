import 'server-only';
import { renderEmail } from '@/lib/email/render';
import { sendEmail } from '@/lib/email/send-email';

/** To the customer, the moment their approved site goes live after the payment is confirmed. */
export async function sendSiteLiveEmail(to: { email: string; businessName: string; url: string }): Promise<void> {
  const body = renderEmail(
    [
      `¡Listo! El sitio de ${to.businessName} ya está en línea.`,
      `Tu dirección es ${to.url}. Compártela con tus clientes, en tus redes y en tu perfil de Google.`,
      'Si quieres cambiar algo, escríbenos desde tu panel.',
    ],
    { label: 'Ver mi sitio', url: to.url },
  );
  await sendEmail({ to: to.email, subject: 'Tu sitio web ya está en línea', ...body });
}
