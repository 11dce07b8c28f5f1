import 'server-only';
import { renderEmail } from '@/lib/email/render';
import { sendEmail } from '@/lib/email/send-email';
import { absoluteUrl } from '@/lib/config/app-url';
import { dnsRecords } from './domain-dns';
import { siteOrigin } from '@/lib/sites/serve/site-url';

/** What the daily re-check tells a site's owner about their own domain (decision 0013). */
export type DomainNotice = {
  kind: 'failing' | 'disconnected';
  email: string;
  name: string;
  domain: string;
  label: string;
  token: string;
  /** checkDns's Spanish reason: the record that is missing or points elsewhere. */
  reason: string;
  /** Days (one re-check each) before a domain still failing is disconnected, for 'failing'. */
  daysLeft: number;
};

function content(n: DomainNotice): { subject: string; paragraphs: string[] } {
  const address = siteOrigin(n.label);
  const records = dnsRecords(n.domain, n.label, n.token).map((r) => `${r.type}  ${r.name}  →  ${r.value}`);
  if (n.kind === 'failing') {
    return {
      subject: `Tu dominio ${n.domain} dejó de apuntar a tu sitio`,
      paragraphs: [
        `Hola ${n.name}:`,
        `Revisamos cada día los registros DNS de tu dominio ${n.domain}, y hoy faltan. ${n.reason}`,
        'Vuelve a crearlos tal como están aquí, en el panel DNS de tu proveedor de dominio:',
        ...records,
        `Si dentro de ${n.daysLeft} días siguen faltando, desconectaremos ${n.domain} y tu sitio seguirá en línea solo en ${address}.`,
        'Si ya no quieres usar este dominio con Vitrina, puedes desconectarlo tú mismo desde tu panel.',
      ],
    };
  }
  return {
    subject: `Desconectamos tu dominio ${n.domain}`,
    paragraphs: [
      `Hola ${n.name}:`,
      `Tu dominio ${n.domain} pasó varios días sin los registros DNS que lo conectan con tu sitio, así que lo desconectamos. ${n.reason}`,
      `Tu sitio sigue en línea en ${address}.`,
      'Para volver a conectarlo, crea los registros que aparecen en tu panel y pulsa «Verificar».',
    ],
  };
}

/** The Spanish e-mail of one re-check transition; false when it could not be sent. */
export function sendDomainEmail(notice: DomainNotice): Promise<boolean> {
  const { subject, paragraphs } = content(notice);
  return sendEmail({ to: notice.email, subject, ...renderEmail(paragraphs, { label: 'Ir a mi panel', url: absoluteUrl('/dashboard/sitio') }) });
}
