import 'server-only';
import { absoluteUrl } from '@/lib/config/app-url';
import { renderEmail } from '@/lib/email/render';
import { sendEmail } from '@/lib/email/send-email';

/** To the customer when the team sends logo options: they choose in the dashboard. */
export async function sendLogoOptionsEmail(to: { email: string; businessName: string; count: number }): Promise<void> {
  const options = to.count === 1 ? 'una propuesta' : `${to.count} propuestas`;
  const body = renderEmail(
    [
      `¡Ya tenemos ${options} de logo para ${to.businessName}!`,
      'Entra a tu panel, mira las opciones y elige la que más te guste. Apenas la elijas la ponemos en tu sitio, y puedes descargarla en PNG para tus redes y tu material impreso.',
    ],
    { label: 'Elegir mi logo', url: absoluteUrl('/dashboard/logo') },
  );
  await sendEmail({ to: to.email, subject: 'Tus opciones de logo están listas', ...body });
}
