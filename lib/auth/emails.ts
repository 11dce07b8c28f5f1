import 'server-only';
import { renderEmail } from '@/lib/email/render';
import { sendEmail } from '@/lib/email/send-email';
import { absoluteUrl } from '@/lib/config/app-url';

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

export async function sendAccountAttackedEmail(to: string, name: string, failed: 'password' | 'code'): Promise<void> {
  const what = failed === 'password' ? 'contraseñas incorrectas' : 'códigos de verificación incorrectos';
  const body = renderEmail(
    [
      `Hola ${name}:`,
      `Hubo varios intentos de entrar a tu cuenta de Vitrina con ${what}. Para frenarlos, durante los próximos minutos solo aceptamos intentos desde las conexiones donde ya iniciaste sesión antes: desde ellas puedes seguir entrando como siempre.`,
      failed === 'code'
        ? 'Quien lo intentó conocía tu contraseña: cámbiala cuanto antes.'
        : 'Si no fuiste tú, te recomendamos cambiar tu contraseña. Si fuiste tú desde una conexión nueva, cambia tu contraseña desde ella con el botón de abajo y podrás entrar desde ahí, o espera 15 minutos y vuelve a intentarlo.',
    ],
    { label: 'Cambiar mi contraseña', url: absoluteUrl('/auth?mode=forgot') },
  );
  await sendEmail({ to, subject: 'Frenamos intentos de entrar a tu cuenta', ...body });
}
