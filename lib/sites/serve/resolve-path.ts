import type { SiteDocument, SitePage } from '@/lib/sites/document/document';
import { hasEnglish, type SiteLang } from '@/lib/sites/document/english';
import { SITE_BLOG_PATH, SITE_ENGLISH_PATH, SITE_THANKS_PATH } from '@/lib/sites/document/site-paths';

export type SiteTarget = { kind: 'page'; page: SitePage } | { kind: 'thanks' } | { kind: 'blog' } | { kind: 'article'; slug: string };

/**
 * What a path on a site's host shows, and in which language: one of its pages, the contact form's
 * thank-you page, its blog or one article (whether they exist is for the caller, who has the
 * articles), or nothing (404). Under /en: the same pages in English, on a site whose English is
 * turned on; the blog is Spanish only.
 */
export function resolveSitePath(document: SiteDocument, path: string[] | undefined): (SiteTarget & { lang: SiteLang }) | null {
  const parts = path ?? [];
  if (parts[0] !== SITE_ENGLISH_PATH) {
    const target = resolveSpanishPath(document, parts);
    return target && { ...target, lang: 'es' };
  }
  const target = hasEnglish(document) ? resolveSpanishPath(document, parts.slice(1)) : null;
  return target && (target.kind === 'page' || target.kind === 'thanks') ? { ...target, lang: 'en' } : null;
}

function resolveSpanishPath(document: SiteDocument, parts: string[]): SiteTarget | null {
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
