import 'server-only';
import { renderEmail } from '@/lib/email/render';
import { sendEmail } from '@/lib/email/send-email';
import { absoluteUrl } from '@/lib/site/url';

/**
 * To the customer, when the team saves a new preview link: the dashboard promises this e-mail
 * ("cuando la vista previa esté lista ... te avisaremos por correo"). The review itself (approve
 * or ask for changes) happens on the dashboard's site page, where the link also appears.
 */
export async function sendPreviewReadyEmail(to: { email: string; name: string; businessName: string }): Promise<void> {
  const body = renderEmail(
    [
      `Hola ${to.name}:`,
      `La vista previa del sitio de ${to.businessName} está lista.`,
      'Revísala desde tu panel: ahí puedes aprobarla o pedirnos los cambios que quieras.',
    ],
    { label: 'Ver mi vista previa', url: absoluteUrl('/dashboard/sitio') },
  );
  await sendEmail({ to: to.email, subject: 'Tu vista previa está lista', ...body });
}
