import 'server-only';
import { getConfig } from '@/lib/config';
import { renderEmail } from '@/lib/email/render';
import { sendEmail } from '@/lib/email/send-email';

/** Sent to the address the account had, after everything is gone. */
export async function sendAccountDeletedEmail(to: string, name: string, hadSubscription: boolean): Promise<void> {
  const { contactEmail } = getConfig();
  const body = renderEmail([
    `Hola, ${name}:`,
    'Eliminamos tu cuenta de Vitrina como nos pediste. Cerramos todas tus sesiones y borramos tus datos de perfil, tus solicitudes, tus mensajes y tus consentimientos.',
    ...(hadSubscription ? ['También cancelamos tu suscripción: no se te hará ningún cobro más.'] : []),
    'Conservamos solo lo que la ley nos obliga a guardar: las hojas del Libro de Reclamaciones que hayas presentado (al menos 2 años) y los comprobantes de pago que guarda nuestro procesador de pagos durante el plazo que exige la normativa tributaria.',
    `Si no fuiste tú quien pidió eliminar la cuenta, escríbenos de inmediato a ${contactEmail}.`,
  ]);
  await sendEmail({ to, subject: 'Tu cuenta de Vitrina fue eliminada', ...body });
}
