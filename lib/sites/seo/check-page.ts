import { SEO_LIMITS, type SeoFinding } from './rules';
import { attribute, parsedElements, textOf, type Element } from './html-tree';

/**
 * The checks of one page's HTML as its host serves it (issue 26, item 2), read with a real HTML
 * parser (html-tree.ts) rather than patterns. The links to follow are returned for the caller,
 * who asks the site for them.
 */

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** schema.org's LocalBusiness and the subtypes the renderer uses (lib/sites/render/structured-data.ts). */
const LOCAL_BUSINESS_TYPES = new Set(['LocalBusiness', 'Restaurant', 'TravelAgency', 'Store', 'ProfessionalService']);

function localBusinessProblem(scripts: string[], origin: string): string | null {
  if (scripts.length === 0) return 'No LocalBusiness JSON-LD on the page';
  for (const source of scripts) {
    let data: unknown;
    try {
      data = JSON.parse(source);
    } catch {
      return 'The JSON-LD block is not valid JSON';
    }
    const items = (Array.isArray(data) ? data : [data]) as Record<string, unknown>[];
    const business = items.find((item) => item && typeof item === 'object' && LOCAL_BUSINESS_TYPES.has(String(item['@type'])));
    if (!business) continue;
    if (business['@context'] !== 'https://schema.org' && business['@context'] !== 'http://schema.org')
      return 'The LocalBusiness data has no schema.org @context';
    const missing = ['name', 'url', 'address'].filter((key) => !business[key]);
    if (missing.length > 0) return `The LocalBusiness data lacks ${missing.join(', ')}`;
    if (!business.telephone && !business.email) return 'The LocalBusiness data has neither telephone nor email';
    if (typeof business.url !== 'string' || !business.url.startsWith(origin)) return `The LocalBusiness url is not on ${origin}`;
    return null;
  }
  return 'No LocalBusiness (or subtype) in the page’s JSON-LD';
}

function lengthProblem(what: string, text: string | undefined, { min, max }: { min: number; max: number }): string | null {
  if (!text) return `No ${what}`;
  if (text.length < min) return `${what[0]!.toUpperCase()}${what.slice(1)} is ${text.length} characters; aim for ${min}–${max}`;
  if (text.length > max) return `${what[0]!.toUpperCase()}${what.slice(1)} is ${text.length} characters; keep it to ${max}`;
  return null;
}

/**
 * An image lacks its text when it has no alt at all, or an empty one while it is a photo of the
 * page's content. An empty alt marks an image decorative (HTML's rule): the renderer gives one to
 * the counting pixel, the logo beside the business's name and the cover's backdrop, all loaded
 * at once; the content's photos (gallery, dishes, services) load lazily, and there an empty alt
 * is a photo nobody described.
 */
function needsAltText(img: Element): boolean {
  if (attribute(img, 'aria-hidden') === 'true' || ['presentation', 'none'].includes(attribute(img, 'role') ?? '')) return false;
  const alt = attribute(img, 'alt');
  if (alt === undefined) return true;
  if (alt === '') return attribute(img, 'loading') === 'lazy';
  return !squash(alt);
}

export type PageCheck = {
  findings: SeoFinding[];
  /** Paths of the site this page links to ('/', '/contacto'), without query or fragment. */
  internalLinks: string[];
};

/**
 * Checks one page: `origin` is where the site is canonical (its custom domain or subdomain),
 * `path` the page's own path ('/', '/contacto').
 */
export function checkPageHtml(html: string, { origin, path }: { origin: string; path: string }): PageCheck {
  const findings: SeoFinding[] = [];
  const found = (rule: SeoFinding['rule'], detail: string | null) => {
    if (detail) findings.push({ rule, path, detail });
  };
  const all = parsedElements(html);
  const byTag = (tag: string) => all.filter((e) => e.tagName === tag);

  const titles = byTag('title');
  found('title', titles.length > 1 ? `${titles.length} <title> elements` : lengthProblem('title', squash(textOf(titles[0])), SEO_LIMITS.title));

  const descriptions = byTag('meta').filter((m) => attribute(m, 'name')?.toLowerCase() === 'description');
  found(
    'description',
    descriptions.length > 1
      ? `${descriptions.length} meta descriptions`
      : lengthProblem('meta description', squash(attribute(descriptions[0], 'content') ?? ''), SEO_LIMITS.description),
  );

  const headings = byTag('h1');
  found(
    'h1',
    headings.length === 1
      ? squash(textOf(headings[0]!))
        ? null
        : 'The h1 is empty'
      : headings.length === 0
        ? 'No h1'
        : `${headings.length} h1 headings; keep one`,
  );

  const unlabelled = byTag('img').filter(needsAltText);
  found(
    'image_alt',
    unlabelled.length === 0
      ? null
      : `${unlabelled.length} image${unlabelled.length === 1 ? '' : 's'} without alt text (${unlabelled
          .map((img) => attribute(img, 'src') ?? '?')
          .slice(0, 3)
          .join(', ')})`,
  );

  const bytes = Buffer.byteLength(html);
  found(
    'page_weight',
    bytes > SEO_LIMITS.pageBytes ? `The page is ${Math.round(bytes / 1024)} KB of HTML; keep it under ${SEO_LIMITS.pageBytes / 1024} KB` : null,
  );

  const jsonLd = byTag('script')
    .filter((s) => attribute(s, 'type') === 'application/ld+json')
    .map(textOf);
  found('local_business', localBusinessProblem(jsonLd, origin));

  const canonicals = byTag('link').filter((l) => (attribute(l, 'rel') ?? '').toLowerCase().split(/\s+/).includes('canonical'));
  const expected = `${origin}${path}`;
  const canonical = attribute(canonicals[0], 'href');
  found(
    'canonical',
    canonicals.length === 0
      ? 'No canonical link'
      : canonicals.length > 1
        ? `${canonicals.length} canonical links`
        : canonical !== expected
          ? `The canonical address is ${canonical ?? 'empty'}, not ${expected}`
          : null,
  );

  const internalLinks = new Set<string>();
  for (const a of byTag('a')) {
    const href = attribute(a, 'href');
    if (!href || href.startsWith('#')) continue;
    let url: URL;
    try {
      url = new URL(href, expected);
    } catch {
      continue;
    }
    if (url.origin === new URL(origin).origin) internalLinks.add(url.pathname);
  }
  return { findings, internalLinks: [...internalLinks] };
}
