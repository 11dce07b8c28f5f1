import 'server-only';
import { copyToneLabels, industryLabels, sitePreferenceLabels } from '@/content/options';
import { listAdmins } from '@/lib/auth/roles';
import { renderEmail } from '@/lib/email/render';
import { sendEmail } from '@/lib/email/send-email';
import { absoluteUrl } from '@/lib/config/app-url';
import type { TrialDetailsInput } from './schemas';

type NewTrial = { name: string; email: string; input: TrialDetailsInput };

/** To the customer: what happens next and when the trial's 5 days start; a quote request hears about its own timeline. */
export async function sendWelcomeEmail({ name, email, input }: NewTrial): Promise<void> {
  const body = renderEmail(
    input.quoteRequest
      ? [
          `Hola ${name}:`,
          `¡Bienvenido a Vitrina! Recibimos tu solicitud de cotización para ${input.businessName}.`,
          'En menos de 2 horas te escribimos para conversar sobre lo que necesitas. Un proyecto a medida normalmente toma de 7 a 10 días hábiles; te confirmamos el plazo y el precio en nuestra propuesta.',
          'Pedir la cotización no cuesta nada y no te pedimos tarjeta: solo pagas si aceptas la propuesta.',
        ]
      : [
          `Hola ${name}:`,
          `¡Bienvenido a Vitrina! Recibimos los datos de ${input.businessName} y tu sitio ya está en nuestra lista de trabajo.`,
          'En menos de 2 horas te escribimos con el tiempo estimado de entrega. Armamos tu sitio a mano y normalmente toma de 3 a 5 días; cuando esté listo te enviamos el enlace de la vista previa para que nos pidas los cambios que quieras.',
          'Tu prueba de 5 días empieza cuando te enviemos la vista previa, así tienes los 5 días completos para revisarla. No te pedimos tarjeta: solo pagas si decides quedarte con tu sitio.',
        ],
    { label: 'Ir a mi panel', url: absoluteUrl('/dashboard') },
  );
  const subject = input.quoteRequest ? '¡Bienvenido a Vitrina! Recibimos tu solicitud de cotización' : '¡Bienvenido a Vitrina! Recibimos tu solicitud';
  await sendEmail({ to: email, subject, ...body });
}

/** To every administrator: a new trial is waiting in the panel. */
export async function sendNewTrialRequestEmail({ name, email, input }: NewTrial): Promise<void> {
  const admins = await listAdmins();
  if (admins.length === 0) return;
  const location = [input.city, input.country].join(', ');
  const body = renderEmail(
    [
      `Nueva solicitud de prueba de ${name} (${email}).`,
      `Negocio: ${input.businessName}`,
      `Rubro: ${input.industry ? industryLabels[input.industry] : 'No indicado'} · Ubicación: ${location}`,
      `Qué quiere: ${sitePreferenceLabels[input.sitePreference]}${input.copyTone ? ` · Tono: ${copyToneLabels[input.copyTone]}` : ''}`,
    ],
    { label: 'Ver en el panel', url: absoluteUrl('/admin') },
  );
  const kind = input.quoteRequest ? 'cotización (plan Personalizado)' : 'prueba';
  await sendEmail({ to: admins.map((admin) => admin.email), subject: `Nueva solicitud de ${kind}: ${input.businessName}`, ...body });
}
