import type { SiteDocument, SitePage } from './document';

/** What a path on a site's host shows: one of its pages, the contact form's thank-you page, or nothing (404). */
export function resolveSitePath(document: SiteDocument, path: string[] | undefined): { kind: 'page'; page: SitePage } | { kind: 'thanks' } | null {
  const slug = (path ?? []).join('/');
  if (slug === 'gracias') return { kind: 'thanks' };
  const page = document.pages.find((p) => p.slug === slug);
  return page ? { kind: 'page', page } : null;
}
