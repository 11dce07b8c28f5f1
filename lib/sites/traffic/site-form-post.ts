import 'server-only';
import { BodyTooLargeError, readLimitedForm } from '@/lib/http/read-limited-body';
import { logger } from '@/lib/logger';
import { renderSiteHtml, type SiteContent } from '@/lib/sites/render/render-html';
import { resolveSiteLabel } from '@/lib/sites/serve/hosts';
import type { LiveServedSite } from '@/lib/sites/serve/served-site';
import { liveSiteCsp, siteHtmlResponse } from '@/lib/sites/serve/site-responses';
import { formErrorPage } from './form-error-page';
import { FORM_UNREADABLE, formStateIn, SITE_UNAVAILABLE } from './form-messages';
import { langPath, pathLang, type SiteLang } from '@/lib/sites/document/english';

/**
 * The largest form post read. The form's fields at their longest (about 1,500 characters) take
 * under 14 KB even with every character a three-byte one, percent-encoded as nine; a bigger body
 * is not a visitor's.
 */
export const SITE_FORM_MAX_BYTES = 16 * 1024;

/** What a form's error pages say: its body too long, and a failure of ours. */
type FormWords = { tooLong: string; notSent: string; logMessage: string };

/**
 * Every form a visitor posts to a site's host (contact, reservation, order) starts and ends the
 * same way: the body is read up to SITE_FORM_MAX_BYTES only, the host must be a site, and a
 * failure of ours (the database down) is a page asking to try again later, never a bare 500.
 * `handle` does the form's own work with the fields, the site's label and the language of the
 * page the form was sent from, which every answer is given in.
 */
export async function answerSiteFormPost(
  request: Request,
  labelOrDomain: string,
  words: FormWords,
  handle: (form: FormData, label: string, lang: SiteLang) => Promise<Response>,
): Promise<Response> {
  let form: FormData;
  try {
    form = await readLimitedForm(request, SITE_FORM_MAX_BYTES);
  } catch (error) {
    const lang = refererLang(request);
    if (error instanceof BodyTooLargeError) return formErrorPage(words.tooLong, 413, lang);
    return formErrorPage(FORM_UNREADABLE, 400, lang);
  }
  const lang = pathLang(formPagePath(form));
  try {
    const label = await resolveSiteLabel(labelOrDomain);
    if (!label) return formErrorPage(SITE_UNAVAILABLE, 404, lang);
    return await handle(form, label, lang);
  } catch (error) {
    logger.error({ err: error, site: labelOrDomain }, words.logMessage);
    return formErrorPage(words.notSent, 503, lang);
  }
}

/**
 * The language of the page a form came from when its body could not be read (too long): the
 * browser's Referer, on the same host; Spanish without one.
 */
function refererLang(request: Request): SiteLang {
  try {
    const referer = new URL(request.headers.get('referer') ?? '');
    return referer.host === new URL(request.url).host ? pathLang(referer.pathname) : 'es';
  } catch {
    return 'es';
  }
}

/** The page a refused form was sent from (its hidden `page` field), when it is one of the site's paths; else the home. */
export function formPagePath(form: FormData): string {
  const page = form.get('page');
  return typeof page === 'string' && /^\/[a-z0-9/-]{0,100}$/.test(page) ? page : '/';
}

/**
 * Where a form sent from `pagePath` lands: its language's page (`path` is the Spanish one, e.g.
 * 'gracias'), so a visitor who wrote from an English page reads the answer in English.
 */
export const formLandingPath = (pagePath: string, path: string) => langPath(pathLang(pagePath), path);

/** A refused form shown again on the live site's own page (in the language it was sent from), with the reasons and what was typed; never cached. */
export async function refusedFormPage(
  site: LiveServedSite,
  content: Extract<SiteContent, { kind: 'reservation-form' | 'order-form' }>,
  status: number,
): Promise<Response> {
  const lang = pathLang(content.form.pagePath);
  const shown = { ...content, form: formStateIn(content.form, lang) };
  const html = await renderSiteHtml({ document: site.document, content: shown, origin: site.origin, mode: 'live', lang });
  const response = siteHtmlResponse(html, { status, csp: liveSiteCsp() });
  response.headers.set('cache-control', 'no-store');
  return response;
}
