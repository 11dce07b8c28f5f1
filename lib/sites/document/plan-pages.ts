import { plans, type PaidPlanKey } from '@/content/plans';
import { livePages, type SiteDocument } from './document';
import { isOwnPageSlug } from './site-paths';

/**
 * A site's pages against its plan's allowance (content/plans.ts, PLAN_PAGES): only the pages
 * visitors see count; drafts are kept whatever their number, up to the schema's total.
 */
export type PageAllowance = { plan: PaidPlanKey; pages: number };

export const planName = (plan: PaidPlanKey) => plans.find((p) => p.key === plan)!.name;

/** Why a document has too many published pages for its plan, in the words the editor shows, or null. */
export function pageLimitError(document: SiteDocument, allowance: PageAllowance): string | null {
  const published = livePages(document).length;
  if (published <= allowance.pages) return null;
  return `El Plan ${planName(allowance.plan)} permite hasta ${allowance.pages} páginas publicadas y esta versión tiene ${published}. Marca las que sobran como borrador o quítalas.`;
}

/**
 * The document with the pages beyond the allowance kept as drafts, none deleted (a customer moving
 * to a plan with fewer pages). The templates' pages stay published first, in their order (Inicio,
 * Nosotros, Servicios or Carta, Contacto, Legal: the legal notice stays on the site), then the
 * customer's own pages in theirs. The same document when it fits.
 */
export function fitToAllowance(document: SiteDocument, allowance: PageAllowance): SiteDocument {
  if (pageLimitError(document, allowance) === null) return document;
  const published = livePages(document);
  const kept = new Set([...published.filter((p) => !isOwnPageSlug(p.slug)), ...published.filter((p) => isOwnPageSlug(p.slug))].slice(0, allowance.pages));
  return { ...document, pages: document.pages.map((page) => (kept.has(page) || page.draft ? page : { ...page, draft: true })) };
}
