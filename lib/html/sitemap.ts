import { escapeHtml } from './escape';

/**
 * The one sitemap writer (sitemaps.org 0.9), for the app's own blog (lib/blog/sitemap.ts) and for
 * customers' sites (lib/sites/serve/site-files.ts). Callers give absolute addresses; the writer
 * escapes them.
 */

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** One page of a sitemap; `lastModified` is an ISO date. */
export function sitemapUrl(loc: string, lastModified?: string): string {
  const lastmod = lastModified ? `<lastmod>${lastModified}</lastmod>` : '';
  return `<url><loc>${escapeHtml(loc)}</loc>${lastmod}</url>`;
}

/** A sitemap of the pages `sitemapUrl` wrote. */
export function sitemapUrlset(entries: readonly string[]): string {
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${entries.join('\n')}\n</urlset>\n`;
}

/** A sitemap index: the addresses of the sitemaps it splits into. */
export function sitemapIndex(locs: readonly string[]): string {
  const entries = locs.map((loc) => `<sitemap><loc>${escapeHtml(loc)}</loc></sitemap>`);
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}
