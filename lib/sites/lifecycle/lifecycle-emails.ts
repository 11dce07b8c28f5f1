import 'server-only';
import { renderEmail } from '@/lib/email/render';
import { sendEmail } from '@/lib/email/send-email';
import { absoluteUrl } from '@/lib/config/app-url';
import { formatDateEsPe } from '@/lib/billing/present';
import { addDays, GRACE_DAYS, LABEL_HOLD_DAYS, offlineDate } from '@/lib/customer-site/lifecycle-rules';
import { siteOrigin } from '@/lib/sites/serve/site-url';

export type LifecycleEventKind = 'grace_started' | 'grace_reminder' | 'suspended' | 'removed' | 'label_freed' | 'reactivated';

export type LifecycleNotice = {
  kind: LifecycleEventKind;
  email: string;
  name: string;
  label: string;
  lapsedAt: Date | null;
  removedAt: Date | null;
  /** When the transition happened: a grace period found late has fewer days left than the usual 60. */
  at: Date;
  /** The lapse fell in the first year: the site is removed, not suspended, when the grace ends. */
  isRemovedAtEnd: boolean;
};

/** A button to the dashboard: its home, or the subscription page where a plan is reactivated. */
const panel = (label: string, path: '/dashboard' | '/dashboard/suscripcion' = '/dashboard') => ({ label, url: absoluteUrl(path) });

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from the transition to the day the site goes offline, as the customer counts them. */
const daysLeft = (n: LifecycleNotice) => (n.lapsedAt ? Math.max(1, Math.round((offlineDate(n.lapsedAt).getTime() - n.at.getTime()) / DAY_MS)) : GRACE_DAYS);

/** The Spanish content of one lifecycle transition's e-mail. */
function content(n: LifecycleNotice): { subject: string; paragraphs: string[]; action?: { label: string; url: string } } {
  const address = siteOrigin(n.label);
  const offline = n.lapsedAt ? formatDateEsPe(offlineDate(n.lapsedAt)) : null;
  const atEnd = n.isRemovedAtEnd
    ? 'Ese día lo eliminaremos con todo su contenido, como dicen nuestros términos para los planes cancelados durante el primer año.'
    : 'Ese día lo desactivaremos; guardaremos su contenido por si vuelves.';
  switch (n.kind) {
    case 'grace_started':
      return {
        subject: `Tu sitio sigue en línea hasta el ${offline}`,
        paragraphs: [
          `Hola ${n.name}:`,
          `Tu plan de Vitrina ya no está activo (se canceló o no pudimos cobrar el pago). Tu sitio ${address} sigue en línea ${daysLeft(n) === 1 ? 'un día más' : `${daysLeft(n)} días más`}, hasta el ${offline}.`,
          atEnd,
          'Si reactivas tu plan antes de esa fecha, tu sitio sigue como está, sin perder nada.',
        ],
        action: panel('Reactivar mi plan', '/dashboard/suscripcion'),
      };
    case 'grace_reminder':
      return {
        subject: `Quedan 7 días: tu sitio sale de línea el ${offline}`,
        paragraphs: [`Hola ${n.name}:`, `Tu sitio ${address} sale de línea el ${offline}.`, atEnd, 'Reactiva tu plan desde tu panel para mantenerlo.'],
        action: panel('Reactivar mi plan', '/dashboard/suscripcion'),
      };
    case 'suspended':
      return {
        subject: 'Tu sitio ya no está en línea',
        paragraphs: [
          `Hola ${n.name}:`,
          `Terminó el periodo de gracia y desactivamos tu sitio ${address}. Guardamos su contenido.`,
          'Si reactivas tu plan, vuelve a estar en línea al instante. Desde tu panel también puedes descargar tu sitio para publicarlo en otro lugar.',
        ],
        action: panel('Ir a mi panel'),
      };
    case 'removed':
      return {
        subject: 'Eliminamos tu sitio',
        paragraphs: [
          `Hola ${n.name}:`,
          `Terminó el periodo de gracia y, como el plan se canceló durante su primer año, eliminamos el contenido de tu sitio ${address}.`,
          `Guardamos la dirección «${n.label}» para ti hasta el ${formatDateEsPe(addDays(n.removedAt ?? new Date(), LABEL_HOLD_DAYS))}. Si vuelves antes, escríbenos y la usamos para tu nuevo sitio.`,
        ],
        action: panel('Ir a mi panel'),
      };
    case 'label_freed':
      return {
        subject: `La dirección «${n.label}» quedó libre`,
        paragraphs: [
          `Hola ${n.name}:`,
          `Pasaron 90 días desde que eliminamos tu sitio, así que la dirección «${n.label}» ya no está reservada para ti.`,
          'Si quieres volver, con gusto armamos un sitio nuevo.',
        ],
      };
    case 'reactivated':
      return {
        subject: 'Tu sitio vuelve a estar en línea',
        paragraphs: [`Hola ${n.name}:`, `Recibimos tu pago: tu sitio ${address} está en línea otra vez. ¡Gracias por seguir con Vitrina!`],
        action: { label: 'Ver mi sitio', url: `${address}/` },
      };
  }
}

/** The Spanish e-mail of one lifecycle transition; false when it could not be sent. */
export function sendLifecycleEmail(notice: LifecycleNotice): Promise<boolean> {
  const { subject, paragraphs, action } = content(notice);
  return sendEmail({ to: notice.email, subject, ...renderEmail(paragraphs, action) });
}
