import { parsedElements, textOf } from './html-tree';

/**
 * The checks of a site's sitemap.xml and robots.txt as its host answers them (issue 26, item 2):
 * both must be there, the sitemap must list every page on the site's own host and nothing off it,
 * and robots.txt must let crawlers in and name the sitemap.
 */

/** The <loc> addresses of a sitemap (the HTML parser keeps unknown elements and their text). */
const sitemapLocations = (xml: string) =>
  parsedElements(xml)
    .filter((e) => e.tagName === 'loc')
    .map((loc) => textOf(loc).trim());

/** What is wrong with a site's sitemap answer, or null; `pages` are the paths it must list ('/', '/carta'). */
export async function sitemapProblem(response: Response, origin: string, pages: string[]): Promise<string | null> {
  if (response.status !== 200) return `/sitemap.xml answers ${response.status}`;
  const listed = sitemapLocations(await response.text());
  if (listed.length === 0) return 'The sitemap lists no address';
  const foreign = listed.filter((loc) => !loc.startsWith(`${origin}/`));
  if (foreign.length > 0) return `The sitemap lists addresses off ${origin} (${foreign.slice(0, 2).join(', ')})`;
  const missing = pages.filter((page) => !listed.includes(`${origin}${page}`));
  return missing.length > 0 ? `The sitemap does not list ${missing.slice(0, 3).join(', ')}` : null;
}

/** What is wrong with a site's robots.txt answer, or null. */
export async function robotsProblem(response: Response, origin: string): Promise<string | null> {
  if (response.status !== 200) return `/robots.txt answers ${response.status}`;
  const lines = (await response.text()).split('\n').map((line) => line.trim());
  if (lines.some((line) => /^disallow:\s*\/$/i.test(line))) return 'robots.txt keeps crawlers out of the whole site';
  return lines.some((line) => line.toLowerCase() === `sitemap: ${origin}/sitemap.xml`.toLowerCase()) ? null : 'robots.txt does not name the sitemap';
}
