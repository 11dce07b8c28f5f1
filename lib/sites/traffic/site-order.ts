import 'server-only';
import { siteLeads } from '@/db/schema';
import { CONTACT_HONEYPOT_FIELD } from '@/content/contact';
import { getDb } from '@/lib/db/client';
import { getRequestIp } from '@/lib/http/request-ip';
import { logger } from '@/lib/logger';
import type { SiteDocument } from '@/lib/sites/document/document';
import { spanishPath } from '@/lib/sites/document/english';
import { SITE_THANKS_PATH } from '@/lib/sites/document/site-paths';
import type { OrderFormState } from '@/lib/sites/render/views/order-form';
import { getServedSite } from '@/lib/sites/serve/served-site';
import { formErrorPage } from './form-error-page';
import { orderableItems, orderMessage, orderWhatsappHref, type OrderableSection, type OrderLine } from './order-text';
import { ORDER_FIELDS, orderQuantitySchema, siteOrderSchema, type OrderField } from './schemas';
import { FORM_WORDS, NO_ORDERS, ORDER_NOTHING_CHOSEN, SITE_FORMS_RATE_LIMITED } from './form-messages';
import { allowSiteForm, findLeadSite } from './site-contact';
import { answerSiteFormPost, formLandingPath, formPagePath, refusedFormPage } from './site-form-post';
import { addSiteCount, visitorOf } from './visits';

/**
 * Orders by WhatsApp (issue 27): a menu or catalogue that takes orders is a plain HTML form with a
 * quantity per priced item. The server composes the order (items, quantities, total in soles,
 * pickup or delivery, name, note), keeps it as a lead of kind 'order' for 'Mensajes de tu web',
 * counts it, and sends the visitor on to the business's WhatsApp with the text ready to send. It
 * follows the other forms' rules: bounded body, honeypot, the same allowance per address; a
 * refused order comes back with what was typed and each reason.
 */

/**
 * A section of the live document that takes orders: it says so and the business has a WhatsApp.
 * The same section may be on two pages (a template's menu is on the home page and on Carta), and
 * the team may change one copy: the one on the page the form was sent from is looked at first.
 */
export function orderSectionOf(document: SiteDocument, sectionId: string, pagePath: string): OrderableSection | null {
  if (!document.business.whatsapp) return null;
  // An order from /en/carta is an order from the menu page: the English pages share the Spanish sections.
  const from = spanishPath(pagePath);
  const pages = [...document.pages].sort((a, b) => Number(`/${b.slug}` === from) - Number(`/${a.slug}` === from));
  for (const page of pages) {
    for (const section of page.sections) {
      if (section.id === sectionId && (section.type === 'menu' || section.type === 'services') && section.takesOrders) return section;
    }
  }
  return null;
}

export type SiteOrderOutcome =
  /** `whatsapp`: where the visitor goes; null for a bot caught by the honeypot. */
  | { ok: true; whatsapp: string | null }
  | { ok: false; status: 400 | 429; sectionId: string; form: OrderFormState }
  | { ok: false; status: 404; message: string };

/** What the visitor typed, as text, to put back in the form. */
const typedValues = (fields: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value.slice(0, 1000)]));

export async function sendSiteOrder(label: string, form: FormData, clientIp: string): Promise<SiteOrderOutcome> {
  const fields = Object.fromEntries([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  const [site, served] = await Promise.all([findLeadSite(label), getServedSite(label)]);
  const section = served.state === 'live' ? orderSectionOf(served.document, fields.section ?? '', fields.page ?? '') : null;
  if (!site || !section || served.state !== 'live') return { ok: false, status: 404, message: NO_ORDERS };

  const errors: Record<string, string> = {};
  const lines: OrderLine[] = [];
  for (const item of orderableItems(section)) {
    const quantity = orderQuantitySchema.safeParse(fields[item.key]);
    if (!quantity.success) errors[item.key] = quantity.error.issues[0]!.message;
    else if (quantity.data > 0) lines.push({ name: item.name, quantity: quantity.data, priceCents: item.priceCents });
  }
  const parsed = siteOrderSchema.safeParse(fields);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as OrderField;
      if (ORDER_FIELDS.includes(field)) errors[field] ??= issue.message;
    }
  }
  const noItems = Object.keys(errors).length === 0 && lines.length === 0;
  if (!parsed.success || Object.keys(errors).length > 0 || noItems) {
    return {
      ok: false,
      status: 400,
      sectionId: section.id,
      form: { values: typedValues(fields), errors, problem: noItems ? ORDER_NOTHING_CHOSEN : undefined },
    };
  }
  const input = parsed.data;
  // A bot that fills the hidden field gets a thank-you page and orders nothing.
  if (input[CONTACT_HONEYPOT_FIELD]?.trim()) return { ok: true, whatsapp: null };
  if (!(await allowSiteForm(clientIp)))
    return { ok: false, status: 429, sectionId: section.id, form: { values: typedValues(fields), errors: {}, problem: SITE_FORMS_RATE_LIMITED } };

  const message = orderMessage({ lines, delivery: input.delivery, name: input.name, note: input.note });
  await getDb().insert(siteLeads).values({ siteId: site.id, kind: 'order', name: input.name, message, page: input.page });
  await addSiteCount(label, 'order', '', { times: 1, visitor: visitorOf(clientIp) });
  logger.info({ label }, 'site order stored and sent on to WhatsApp');
  return { ok: true, whatsapp: orderWhatsappHref(served.document.business.whatsapp, message) };
}

/**
 * POST /pedido on a site's host: the order goes to the business's WhatsApp (303 to wa.me with the
 * text); a refusal answers the site's own page with the order as typed and the reasons.
 */
export async function answerSiteOrderForm(request: Request, labelOrDomain: string): Promise<Response> {
  return answerSiteFormPost(request, labelOrDomain, FORM_WORDS.order, async (form, label, lang) => {
    const outcome = await sendSiteOrder(label, form, await getRequestIp());
    if (outcome.ok) {
      const location = outcome.whatsapp ?? formLandingPath(formPagePath(form), SITE_THANKS_PATH);
      return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });
    }
    if (outcome.status === 404) return formErrorPage(outcome.message, 404, lang);
    const site = await getServedSite(label);
    const pagePath = formPagePath(form);
    const section = site.state === 'live' ? orderSectionOf(site.document, outcome.sectionId, pagePath) : null;
    if (site.state !== 'live' || !section) return formErrorPage(NO_ORDERS, 404, lang);
    return refusedFormPage(site, { kind: 'order-form', section, form: { ...outcome.form, pagePath } }, outcome.status);
  });
}
