import { escapeHtml } from './escape';

/**
 * The one sitemap writer (sitemaps.org 0.9), for the app's own blog (lib/blog/sitemap.ts) and for
 * customers' sites (lib/sites/serve/site-files.ts). Callers give absolute addresses; the writer
 * escapes them.
 */

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/** The same page in each of its languages (hreflang, e.g. 'es', 'en', 'x-default'), itself included. */
export type SitemapAlternate = { hreflang: string; href: string };

/** One page of a sitemap; `lastModified` is an ISO date; `alternates` name its versions in other languages (Google's xhtml:link). */
export function sitemapUrl(loc: string, lastModified?: string, alternates: readonly SitemapAlternate[] = []): string {
  const lastmod = lastModified ? `<lastmod>${lastModified}</lastmod>` : '';
  const links = alternates.map((a) => `<xhtml:link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(a.href)}"/>`).join('');
  return `<url><loc>${escapeHtml(loc)}</loc>${lastmod}${links}</url>`;
}

/** A sitemap of the pages `sitemapUrl` wrote. */
export function sitemapUrlset(entries: readonly string[]): string {
  const xhtml = entries.some((entry) => entry.includes('<xhtml:link')) ? ` xmlns:xhtml="${XHTML_NS}"` : '';
  return `${XML_HEAD}<urlset xmlns="${NS}"${xhtml}>\n${entries.join('\n')}\n</urlset>\n`;
}

/** A sitemap index: the addresses of the sitemaps it splits into. */
export function sitemapIndex(locs: readonly string[]): string {
  const entries = locs.map((loc) => `<sitemap><loc>${escapeHtml(loc)}</loc></sitemap>`);
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}
