import 'server-only';
import { eq } from 'drizzle-orm';
import { sites, trialSubmissions, user } from '@/db/schema';
import { CONTACT_HONEYPOT_FIELD } from '@/content/contact';
import { contactSchema } from '@/lib/contact/schemas';
import { getDb } from '@/lib/db/client';
import { renderEmail } from '@/lib/email/render';
import { sendEmail } from '@/lib/email/send-email';
import { logger } from '@/lib/logger';
import { consumeRateLimit } from '@/lib/rate-limit/consume';

/** Per visitor address, across all sites: enough for people, useless for a flood. */
export const SITE_CONTACT_LIMIT = { max: 5, windowSeconds: 60 * 60 } as const;

export type SiteContactOutcome = { ok: true } | { ok: false; status: 400 | 404 | 429; message: string };

/**
 * A visitor's message from a live site's contact form, e-mailed to the site's owner with the
 * same rules as Vitrina's own contact form (issue 14 adds storing it for the dashboard).
 */
export async function sendSiteContact(label: string, form: FormData, clientIp: string): Promise<SiteContactOutcome> {
  const parsed = contactSchema.safeParse(Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')));
  if (!parsed.success) return { ok: false, status: 400, message: parsed.error.issues[0]?.message ?? 'Revisa los datos del formulario.' };
  const input = parsed.data;
  // A bot that fills the hidden field gets the thank-you page and sends nothing.
  if (input[CONTACT_HONEYPOT_FIELD]?.trim()) return { ok: true };

  const [site] = await getDb()
    .select({ status: sites.status, businessName: trialSubmissions.businessName, submissionEmail: trialSubmissions.email, ownerEmail: user.email })
    .from(sites)
    .innerJoin(trialSubmissions, eq(trialSubmissions.id, sites.submissionId))
    .leftJoin(user, eq(user.id, trialSubmissions.userId))
    .where(eq(sites.label, label))
    .limit(1);
  if (!site || site.status !== 'live') return { ok: false, status: 404, message: 'Este sitio no recibe mensajes.' };

  const limit = await consumeRateLimit(`site-contact:${clientIp}`, SITE_CONTACT_LIMIT);
  if (!limit.allowed) return { ok: false, status: 429, message: 'Enviaste varios mensajes seguidos. Espera un momento e inténtalo de nuevo.' };

  const to = site.ownerEmail ?? site.submissionEmail;
  await sendEmail({
    to,
    replyTo: input.email,
    subject: `Nuevo mensaje desde tu web: ${input.name}`,
    ...renderEmail([`${input.name} (${input.email}) te escribió desde la web de ${site.businessName}:`, input.message, 'Responde a este correo para contestarle directamente.']),
  });
  logger.info({ label }, 'site contact message sent to the owner');
  return { ok: true };
}
