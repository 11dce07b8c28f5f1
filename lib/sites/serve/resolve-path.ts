import type { SiteDocument, SitePage } from '@/lib/sites/document/document';
import { SITE_BLOG_PATH, SITE_THANKS_PATH } from '@/lib/sites/document/site-paths';

export type SiteTarget = { kind: 'page'; page: SitePage } | { kind: 'thanks' } | { kind: 'blog' } | { kind: 'article'; slug: string };

/**
 * What a path on a site's host shows: one of its pages, the contact form's thank-you page, its
 * blog or one article (whether they exist is for the caller, who has the articles), or nothing (404).
 */
export function resolveSitePath(document: SiteDocument, path: string[] | undefined): SiteTarget | null {
  const parts = path ?? [];
  const slug = parts.join('/');
  if (slug === SITE_THANKS_PATH) return { kind: 'thanks' };
  if (parts[0] === SITE_BLOG_PATH && parts.length <= 2) return parts[1] ? { kind: 'article', slug: parts[1] } : { kind: 'blog' };
  const page = document.pages.find((p) => p.slug === slug);
  return page ? { kind: 'page', page } : null;
}

/**
 * The file a path of the site is saved as in a static export. Every file sits beside the others
 * (an article is `blog-{slug}.html`), so the same relative links work from each of them.
 */
export const exportFileName = (path: string) => `${path.replaceAll('/', '-') || 'index'}.html`;
