import type { EnglishVersion, Section, SiteDocument, SitePage } from './document';

/**
 * The English version of a site (issue 27, item 5; decision 0040): which texts have an English
 * counterpart, the document as an English visitor reads it, and what is still missing. Safe for
 * client components: the editor lists the same texts the renderer translates.
 */

export const siteLangValues = ['es', 'en'] as const;
export type SiteLang = (typeof siteLangValues)[number];

/** Whether the site has English pages: the team turned them on. */
export const hasEnglish = (document: SiteDocument): boolean => Boolean(document.english?.enabled);

/** Each text a visitor reads through `t`; names, addresses, prices, links and photos are the same in both languages. */
function mapTexts(document: SiteDocument, t: (text: string) => string): SiteDocument {
  const page = (p: SitePage): SitePage => ({ ...p, title: t(p.title), sections: p.sections.map((section) => mapSection(section, t)) });
  const { notice } = document.business;
  // The owner's notice (decision 0039): its words are translated, its kind and last day are not texts.
  const business = { ...document.business, tagline: t(document.business.tagline), notice: notice ? { ...notice, text: t(notice.text) } : notice };
  return { ...document, business, pages: document.pages.map(page) };
}

function mapSection(section: Section, t: (text: string) => string): Section {
  const heading = t(section.heading);
  switch (section.type) {
    case 'hero':
      return { ...section, heading, subheading: t(section.subheading), ctaLabel: t(section.ctaLabel) };
    case 'services':
      return { ...section, heading, items: section.items.map((item) => ({ ...item, name: t(item.name), description: t(item.description) })) };
    case 'menu':
      return {
        ...section,
        heading,
        categories: section.categories.map((category) => ({
          ...category,
          name: t(category.name),
          items: category.items.map((item) => ({ ...item, name: t(item.name), description: t(item.description) })),
        })),
      };
    case 'gallery':
      return { ...section, heading, images: section.images.map((image) => ({ ...image, alt: t(image.alt) })) };
    case 'testimonials':
      // The quote is translated; who said it keeps their name.
      return { ...section, heading, items: section.items.map((item) => ({ ...item, quote: t(item.quote) })) };
    case 'about':
      return { ...section, heading, body: t(section.body) };
    case 'faq':
      return { ...section, heading, items: section.items.map((item) => ({ question: t(item.question), answer: t(item.answer) })) };
    case 'contact':
    case 'reservations':
      return { ...section, heading, intro: t(section.intro) };
    case 'cta':
      return { ...section, heading, body: t(section.body), label: t(section.label) };
    case 'hours':
      return { ...section, heading };
  }
}

/** Every Spanish text that has (or wants) an English counterpart, in reading order, each once; blanks are no text. */
export function translatableTexts(document: SiteDocument): string[] {
  const texts = new Set<string>();
  mapTexts(document, (text) => {
    if (text.trim()) texts.add(text);
    return text;
  });
  return [...texts];
}

/** The English texts by the Spanish text they translate; an empty translation is none. */
export function englishTexts(english: EnglishVersion | null | undefined): Map<string, string> {
  return new Map((english?.texts ?? []).filter((pair) => pair.en.trim()).map((pair) => [pair.es, pair.en]));
}

/**
 * The document as its English pages show it: each text in English where the team has one, and
 * the Spanish where it has none yet (a gap shows, it never breaks a page; the editor counts them).
 */
export function inEnglish(document: SiteDocument): SiteDocument {
  const english = englishTexts(document.english);
  return mapTexts(document, (text) => english.get(text) ?? text);
}

/** The document's texts in `lang`: the Spanish document itself, or its English reading. */
export const documentIn = (document: SiteDocument, lang: SiteLang): SiteDocument => (lang === 'en' ? inEnglish(document) : document);

/** The Spanish texts that have no English yet. */
export function englishGaps(document: SiteDocument): string[] {
  const english = englishTexts(document.english);
  return translatableTexts(document).filter((text) => !english.has(text));
}

/**
 * The English version with `changes` made (an empty text removes one) and only the texts the document still has: a
 * translation of a Spanish text that was since rewritten or removed is dropped, not kept forever.
 */
export function withEnglishTexts(document: SiteDocument, changes: ReadonlyMap<string, string>): EnglishVersion {
  const english = englishTexts(document.english);
  for (const [es, en] of changes) {
    if (en.trim()) english.set(es, en);
    else english.delete(es);
  }
  const texts = translatableTexts(document).flatMap((es) => (english.has(es) ? [{ es, en: english.get(es)! }] : []));
  return { enabled: document.english?.enabled ?? false, texts };
}

/** The path of a site page in `lang`: '/carta' or '/en/carta'; the English home is '/en' ('' is the home page). */
export const langPath = (lang: SiteLang, path: string): string => (lang === 'en' ? `/en${path ? `/${path}` : ''}` : `/${path}`);

/** The language a page of the site is in, from its path ('/en/carta' is English). */
export const pathLang = (path: string): SiteLang => (path === '/en' || path.startsWith('/en/') ? 'en' : 'es');

/** The Spanish twin of a page's path: '/en/carta' → '/carta', '/en' → '/'; a Spanish path as it is. */
export const spanishPath = (path: string): string => (pathLang(path) === 'en' ? path.slice(3) || '/' : path);
