import type { siteSeoRuleEnum } from '@/db/schema';

/** What the monthly SEO check looks at (issue 26, item 2); one task per rule and page at most. */
export type SeoRule = (typeof siteSeoRuleEnum.enumValues)[number];

/** A problem the check found: on one page ('/' for the home page), or on the site as a whole (''). */
export type SeoFinding = { rule: SeoRule; path: string; detail: string };

/** The limits the check holds pages to, shared with the panel's legend. */
export const SEO_LIMITS = {
  /** Characters of <title>: shorter says too little, longer is cut in search results. */
  title: { min: 10, max: 60 },
  /** Characters of the meta description: what search results show under the title. */
  description: { min: 50, max: 160 },
  /** Bytes of a page's HTML with its inlined stylesheet; a phone on a slow network waits for all of it. */
  pageBytes: 100 * 1024,
} as const;

/** The rule as the team reads it in the panel (English). */
export const SEO_RULE_LABELS: Record<SeoRule, string> = {
  title: 'Page title',
  description: 'Meta description',
  h1: 'One main heading (h1)',
  image_alt: 'Image alt text',
  internal_link: 'Internal links',
  page_weight: 'Page weight',
  local_business: 'LocalBusiness data',
  canonical: 'Canonical address',
  sitemap: 'Sitemap',
  robots: 'robots.txt',
};

/** The rule as the owner reads it in 'Tu reporte del mes' once the team has fixed it (Spanish). */
export const SEO_RULE_DONE_LABELS: Record<SeoRule, string> = {
  title: 'el título de la página',
  description: 'la descripción que muestra Google',
  h1: 'el título principal de la página',
  image_alt: 'la descripción de las fotos',
  internal_link: 'los enlaces entre tus páginas',
  page_weight: 'el peso de la página',
  local_business: 'los datos de tu negocio para Google',
  canonical: 'la dirección principal de la página',
  sitemap: 'el mapa del sitio para buscadores',
  robots: 'las indicaciones para buscadores (robots.txt)',
};
