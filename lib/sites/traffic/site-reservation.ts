import 'server-only';
import { siteLeads } from '@/db/schema';
import { CONTACT_HONEYPOT_FIELD } from '@/content/contact';
import { getDb } from '@/lib/db/client';
import { renderEmail } from '@/lib/email/render';
import { sendEmail } from '@/lib/email/send-email';
import { getRequestIp } from '@/lib/http/request-ip';
import { limaDateKey } from '@/lib/jobs/lima-time';
import { logger } from '@/lib/logger';
import { SITE_RESERVATION_SENT_PATH, SITE_THANKS_PATH } from '@/lib/sites/document/site-paths';
import { renderSiteHtml } from '@/lib/sites/render/render-html';
import type { ReservationFormState } from '@/lib/sites/render/views/site-sections';
import { getServedSite } from '@/lib/sites/serve/served-site';
import { liveSiteCsp, siteHtmlResponse, siteNotFoundResponse, siteUnavailableResponse } from '@/lib/sites/serve/site-responses';
import { formErrorPage } from './form-error-page';
import { formatReservationDay, peopleLabel, type ReservationRequest } from './reservation-text';
import { RESERVATION_FIELDS, RESERVATION_MAX_PEOPLE, siteReservationSchema, type ReservationField } from './schemas';
import { FORM_WORDS, NO_RESERVATIONS, SITE_FORMS_RATE_LIMITED } from './form-messages';
import { allowSiteForm, findLeadSite } from './site-contact';
import { answerSiteFormPost, formLandingPath, formPagePath, refusedFormPage } from './site-form-post';
import { hasEnglish, type SiteLang } from '@/lib/sites/document/english';

/**
 * A site's reservation form (issue 26): a restaurant's table or a tour's places, asked for without
 * JavaScript. It follows the contact form's rules (bounded body, honeypot, the same allowance per
 * address, stored before it is e-mailed) and is stored as a lead of kind 'reservation' with its
 * day, time and people, so the owner finds it in 'Mensajes de tu web' and in their inbox. A refused
 * form comes back with what the visitor typed and each field's reason; a sent one lands on a page
 * that repeats the reservation and offers it to the business's WhatsApp, already written.
 */

export type SiteReservationOutcome =
  | { ok: true; reservation: ReservationRequest | null }
  | { ok: false; status: 400 | 429; form: ReservationFormState }
  | { ok: false; status: 404; message: string };

/** What the visitor typed, as text, to put back in the form. */
function typedValues(fields: Record<string, string>): ReservationFormState['values'] {
  return Object.fromEntries(RESERVATION_FIELDS.map((field) => [field, (fields[field] ?? '').slice(0, 1000)]));
}

export async function sendSiteReservation(label: string, form: FormData, clientIp: string, now = new Date()): Promise<SiteReservationOutcome> {
  const fields = Object.fromEntries([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  const parsed = siteReservationSchema(limaDateKey(now)).safeParse(fields);
  if (!parsed.success) {
    const errors: ReservationFormState['errors'] = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as ReservationField;
      if (RESERVATION_FIELDS.includes(field)) errors[field] ??= issue.message;
    }
    return { ok: false, status: 400, form: { values: typedValues(fields), errors } };
  }
  const input = parsed.data;
  // A bot that fills the hidden field gets a thank-you page and sends nothing.
  if (input[CONTACT_HONEYPOT_FIELD]?.trim()) return { ok: true, reservation: null };

  // Only a live site whose published pages show the reservation form takes reservations.
  const [site, served] = await Promise.all([findLeadSite(label), getServedSite(label)]);
  const takesReservations = served.state === 'live' && served.document.pages.some((page) => page.sections.some((section) => section.type === 'reservations'));
  if (!site || !takesReservations) return { ok: false, status: 404, message: NO_RESERVATIONS };
  if (!(await allowSiteForm(clientIp))) return { ok: false, status: 429, form: { values: typedValues(fields), errors: {}, problem: SITE_FORMS_RATE_LIMITED } };

  const reservation: ReservationRequest = { date: input.date, time: input.time, people: input.people };
  await getDb().insert(siteLeads).values({
    siteId: site.id,
    kind: 'reservation',
    name: input.name,
    phone: input.phone,
    message: input.note,
    page: input.page,
    reservationDate: reservation.date,
    reservationTime: reservation.time,
    partySize: reservation.people,
  });

  const day = formatReservationDay(reservation.date);
  try {
    await sendEmail({
      to: site.ownerEmail,
      subject: `Nueva reserva desde tu web: ${day}, ${reservation.time}, ${peopleLabel(reservation.people)}`,
      ...renderEmail([
        `${input.name} pidió una reserva desde la web de ${site.businessName}:`,
        `Día: ${day}`,
        `Hora: ${reservation.time}`,
        `Personas: ${reservation.people}`,
        `Teléfono: ${input.phone}`,
        ...(input.note ? [`Nota: ${input.note}`] : []),
        'Llámale o escríbele por WhatsApp a ese número para confirmarla.',
        'También la encuentras en tu panel, en «Mensajes de tu web».',
      ]),
    });
  } catch (error) {
    // Stored already: the owner finds it in the dashboard even if this e-mail is lost.
    logger.error({ err: error, label }, 'site reservation e-mail not sent');
  }
  logger.info({ label }, 'site reservation stored and sent to the owner');
  return { ok: true, reservation };
}

/** The page after a reservation, whose address carries the day, time and people (nothing about who sent it). */
export const reservationSentPath = ({ date, time, people }: ReservationRequest, pagePath = '/') =>
  `${formLandingPath(pagePath, SITE_RESERVATION_SENT_PATH)}?${new URLSearchParams({ dia: date, hora: time, personas: String(people) })}`;

/**
 * POST /reservar on a site's host: the reservation is sent and the visitor goes to the page that
 * confirms it; a refusal answers the site's own page with the form as typed and the reasons.
 */
export async function answerSiteReservationForm(request: Request, labelOrDomain: string): Promise<Response> {
  return answerSiteFormPost(request, labelOrDomain, FORM_WORDS.reservation, async (form, label, lang) => {
    const outcome = await sendSiteReservation(label, form, await getRequestIp());
    if (outcome.ok) {
      const pagePath = formPagePath(form);
      const location = outcome.reservation ? reservationSentPath(outcome.reservation, pagePath) : formLandingPath(pagePath, SITE_THANKS_PATH);
      return new Response(null, { status: 303, headers: { location } });
    }
    if (outcome.status === 404) return formErrorPage(outcome.message, 404, lang);
    const site = await getServedSite(label);
    if (site.state !== 'live') return formErrorPage(NO_RESERVATIONS, 404, lang);
    return refusedFormPage(site, { kind: 'reservation-form', form: { ...outcome.form, pagePath: formPagePath(form) } }, outcome.status);
  });
}

/** The reservation in the confirmation page's address, or null when it is not one this site could have sent. */
function reservationFromQuery(params: URLSearchParams): ReservationRequest | null {
  const date = params.get('dia') ?? '';
  const time = params.get('hora') ?? '';
  const people = Number(params.get('personas'));
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T12:00:00Z`))) return null;
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) return null;
  if (!Number.isInteger(people) || people < 1 || people > RESERVATION_MAX_PEOPLE) return null;
  return { date, time, people };
}

/** GET /reserva-recibida on a site's host: rendered for each visitor (never cached: its address holds their reservation), never indexed. */
export async function reservationSentResponse(request: Request, labelOrDomain: string, lang: SiteLang = 'es'): Promise<Response> {
  const csp = liveSiteCsp();
  const site = await getServedSite(labelOrDomain);
  if (site.state === 'suspended') return siteUnavailableResponse(csp);
  const reservation = reservationFromQuery(new URL(request.url).searchParams);
  if (site.state === 'missing' || !reservation || (lang === 'en' && !hasEnglish(site.document))) return siteNotFoundResponse(csp);
  const html = await renderSiteHtml({ document: site.document, content: { kind: 'reservation-sent', reservation }, origin: site.origin, mode: 'live', lang });
  const response = siteHtmlResponse(html, { csp });
  response.headers.set('cache-control', 'private, no-store');
  response.headers.set('x-robots-tag', 'noindex');
  return response;
}
