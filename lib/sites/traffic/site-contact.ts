import 'server-only';
import { eq } from 'drizzle-orm';
import { siteLeads, sites, trialSubmissions, user } from '@/db/schema';
import { CONTACT_HONEYPOT_FIELD } from '@/content/contact';
import { getDb } from '@/lib/db/client';
import { renderEmail } from '@/lib/email/render';
import { sendEmail } from '@/lib/email/send-email';
import { getRequestIp } from '@/lib/http/request-ip';
import { logger } from '@/lib/logger';
import { consumeRateLimit } from '@/lib/rate-limit/consume';
import { formErrorPage } from './form-error-page';
import { CHECK_THE_FORM, FORM_WORDS, NO_MESSAGES, SITE_FORMS_RATE_LIMITED } from './form-messages';
import { answerSiteFormPost, formLandingPath, formPagePath } from './site-form-post';
import { siteLeadSchema } from '@/lib/sites/traffic/schemas';
import { SITE_THANKS_PATH } from '@/lib/sites/document/site-paths';

/** Per visitor address, across all sites: enough for people, useless for a flood. */
export const SITE_CONTACT_LIMIT = { max: 5, windowSeconds: 60 * 60 } as const;

/** A live site that takes visitors' forms, with its business's name and where its owner reads e-mail; null for any other. */
export async function findLeadSite(label: string): Promise<{ id: string; businessName: string; ownerEmail: string } | null> {
  const [site] = await getDb()
    .select({
      id: sites.id,
      status: sites.status,
      businessName: trialSubmissions.businessName,
      submissionEmail: trialSubmissions.email,
      ownerEmail: user.email,
    })
    .from(sites)
    .innerJoin(trialSubmissions, eq(trialSubmissions.id, sites.submissionId))
    .leftJoin(user, eq(user.id, trialSubmissions.userId))
    .where(eq(sites.label, label))
    .limit(1);
  if (!site || site.status !== 'live') return null;
  return { id: site.id, businessName: site.businessName, ownerEmail: site.ownerEmail ?? site.submissionEmail };
}

/** One more form from this address, or false when it sent too many: the contact and reservation forms share one allowance. */
export async function allowSiteForm(clientIp: string): Promise<boolean> {
  return (await consumeRateLimit(`site-contact:${clientIp}`, SITE_CONTACT_LIMIT)).allowed;
}

export type SiteContactOutcome = { ok: true } | { ok: false; status: 400 | 404 | 429; message: string };

/**
 * A visitor's message from a live site's contact form, with the same rules as Vitrina's own
 * contact form: stored for the owner's dashboard ('Mensajes de tu web'), then e-mailed to them.
 * A refusal stores nothing.
 */
export async function sendSiteContact(label: string, form: FormData, clientIp: string): Promise<SiteContactOutcome> {
  const parsed = siteLeadSchema.safeParse(Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')));
  if (!parsed.success) return { ok: false, status: 400, message: parsed.error.issues[0]?.message ?? CHECK_THE_FORM };
  const input = parsed.data;
  // A bot that fills the hidden field gets the thank-you page and sends nothing.
  if (input[CONTACT_HONEYPOT_FIELD]?.trim()) return { ok: true };

  const site = await findLeadSite(label);
  if (!site) return { ok: false, status: 404, message: NO_MESSAGES };

  if (!(await allowSiteForm(clientIp))) return { ok: false, status: 429, message: SITE_FORMS_RATE_LIMITED };

  await getDb()
    .insert(siteLeads)
    .values({ siteId: site.id, name: input.name, email: input.email ?? null, phone: input.phone || null, message: input.message, page: input.page });

  const to = site.ownerEmail;
  const reach = [input.email, input.phone].filter(Boolean).join(' · ');
  try {
    await sendEmail({
      to,
      ...(input.email ? { replyTo: input.email } : {}),
      subject: `Nuevo mensaje desde tu web: ${input.name}`,
      ...renderEmail([
        `${input.name} (${reach}) te escribió desde la web de ${site.businessName}:`,
        input.message,
        input.email ? 'Responde a este correo para contestarle directamente.' : 'Llámale o escríbele por WhatsApp a ese número.',
        'También lo encuentras en tu panel, en «Mensajes de tu web».',
      ]),
    });
  } catch (error) {
    // Stored already: the owner finds it in the dashboard even if this e-mail is lost.
    logger.error({ err: error, label }, 'site lead e-mail not sent');
  }
  logger.info({ label }, 'site lead stored and sent to the owner');
  return { ok: true };
}

/**
 * POST /enviar on a site's host (its label, or a verified custom domain): the lead is sent and the
 * visitor goes to the thank-you page, or gets the site's neutral error page saying why not. The
 * body is read up to SITE_FORM_MAX_BYTES only, and a failure of ours (the database down) is a
 * page asking to try again later, never a bare 500.
 */
export async function answerSiteContactForm(request: Request, labelOrDomain: string): Promise<Response> {
  return answerSiteFormPost(request, labelOrDomain, FORM_WORDS.contact, async (form, label, lang) => {
    const outcome = await sendSiteContact(label, form, await getRequestIp());
    if (!outcome.ok) return formErrorPage(outcome.message, outcome.status, lang);
    return new Response(null, { status: 303, headers: { location: formLandingPath(formPagePath(form), SITE_THANKS_PATH) } });
  });
}
