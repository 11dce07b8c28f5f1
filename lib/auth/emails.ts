import 'server-only';
import { renderEmail } from '@/lib/email/render';
import { sendEmail } from '@/lib/email/send-email';

export async function sendPasswordResetEmail(to: string, name: string, url: string): Promise<void> {
  const body = renderEmail(
    [
      `Hola ${name}:`,
      'Recibimos un pedido para cambiar la contraseña de tu cuenta en Vitrina. El enlace sirve una sola vez y vence en 1 hora.',
      'Si no fuiste tú, ignora este correo: tu contraseña sigue igual.',
    ],
    { label: 'Elegir una nueva contraseña', url },
  );
  await sendEmail({ to, subject: 'Cambia tu contraseña de Vitrina', ...body });
}
