import 'server-only';
import { createElement } from 'react';
import { siteLinks } from './site-links';
import { SiteArticleView, SiteBlogView } from './views/site-blog';
import { SitePageView, SiteReservationFormView, SiteReservationSentView, SiteThanksView } from './views/site-page';
import type { ReservationFormState } from './views/site-sections';
import type { ReservationRequest } from '@/lib/sites/traffic/reservation-text';
import { localBusinessJsonLd } from './structured-data';
import { siteText, type SiteText } from './site-text';
import { documentIn, hasEnglish, langPath, type SiteLang } from '@/lib/sites/document/english';
import { getConfig } from '@/lib/config';
import { escapeHtml } from '@/lib/html/escape';
import { serializeJsonLd } from '@/lib/seo/json-ld';
import { storageImageOrigins } from '@/lib/storage/origins';
import type { PublishedSiteArticle } from '@/lib/sites/articles/published';
import type { Section, SiteDocument, SitePage } from '@/lib/sites/document/document';
import {
  SITE_BLOG_PATH,
  SITE_OG_IMAGE_PATH,
  SITE_OG_IMAGE_SIZE,
  SITE_RESERVATION_PATH,
  SITE_ORDER_PATH,
  SITE_RESERVATION_SENT_PATH,
  SITE_THANKS_PATH,
} from '@/lib/sites/document/site-paths';
import type { OrderFormState } from './views/order-form';
import { SiteOrderFormView } from './views/order-page';
import { pairingFamilies, SITE_FONT_PATH } from './site-fonts';
import { siteStylesheet } from './site-styles';
import { renderStaticMarkup } from './static-markup';

/** What a page shows: one of the document's pages, the form's thank-you page, or the site's blog. */
export type SiteContent =
  | { kind: 'page'; page: SitePage }
  | { kind: 'thanks' }
  | { kind: 'reservation-form'; form: ReservationFormState & { pagePath: string } }
  | { kind: 'reservation-sent'; reservation: ReservationRequest }
  | { kind: 'order-form'; section: Extract<Section, { type: 'menu' | 'services' }>; form: OrderFormState & { pagePath: string } }
  | { kind: 'blog'; articles: PublishedSiteArticle[] }
  | { kind: 'article'; article: PublishedSiteArticle };

export type RenderSiteInput = {
  document: SiteDocument;
  content: SiteContent;
  /** The site has published articles: its menu shows 'Blog'. */
  hasBlog?: boolean;
  /** The site's public origin (https://{label}.{SITES_DOMAIN}): canonical URLs, Open Graph, JSON-LD. */
  origin: string;
  mode: 'live' | 'preview' | 'export';
  /** The language the page is in; 'en' only on a site whose English is turned on (the caller's 404 otherwise). */
  lang?: SiteLang;
  /** Where the preview lives (/vista-previa/{token}): its links stay under it. */
  previewBase?: string;
};

const attr = escapeHtml;
const meta = (key: 'name' | 'property', name: string, value: string) => `<meta ${key}="${name}" content="${attr(value)}">`;

/**
 * A complete HTML page of a customer's site, exactly what its host serves: inlined stylesheet,
 * meta, canonical and Open Graph tags, JSON-LD, favicon, and no script (the contact form is
 * plain HTML). The live site, the customer's preview (banner, noindex, links under the preview
 * path), the editor's preview (srcDoc) and the static export (relative .html links, contact by
 * WhatsApp/e-mail instead of the form) all come from here, so what is approved is what goes live.
 */
export async function renderSiteHtml(input: RenderSiteInput): Promise<string> {
  const { origin, mode } = input;
  const lang = input.lang ?? 'es';
  const text = siteText(lang);
  // The customer's texts in the page's language; the structure, prices, photos and links are the Spanish document's.
  const document = documentIn(input.document, lang);
  const content = contentIn(input.content, input.document, document);
  const config = getConfig();
  const appOrigin = new URL(config.appUrl).origin;
  const { slug, title, description } = describe(document, content, text);
  // A bilingual site's pages name their twin: the language link, and hreflang for search engines
  // (a document page only: the blog is Spanish, and the forms' answers are not for indexing).
  const isBilingual = hasEnglish(document) && mode !== 'preview';
  const twins = isBilingual && content.kind === 'page';
  const other = text.otherLanguage.lang;
  const links = {
    ...siteLinks(mode, { appOrigin, previewBase: input.previewBase, business: document.business, lang }),
    ...(isBilingual ? { languageLink: siteLinks(mode, { appOrigin, business: document.business }).pageIn(other, twins ? `/${slug}` : '/') } : {}),
  };
  const { business, theme } = document;
  // A form's answers are for the visitor who sent it, never for search engines.
  const isThanks = content.kind === 'thanks' || content.kind === 'reservation-form' || content.kind === 'reservation-sent' || content.kind === 'order-form';
  const url = `${origin}${langPath(lang, slug)}`;
  const fontBase = mode === 'export' ? SITE_FONT_PATH.slice(1) : SITE_FONT_PATH;
  const robots = mode === 'preview' ? 'noindex, nofollow' : isThanks ? 'noindex, follow' : null;
  const ownUpload = (u: string) => u.startsWith('/api/uploads/') || storageImageOrigins(config).some((o) => u.startsWith(`${o}/`));
  // The logo is the favicon when it is an image of ours (in an export, the copy beside the pages).
  const ownLogo = business.logoUrl && (mode === 'export' ? !/^[a-z][a-z0-9+.-]*:/i.test(business.logoUrl) : ownUpload(business.logoUrl));
  const icon = ownLogo ? links.image(business.logoUrl!) : letterIcon(business.name, theme.primary);
  const image = `${origin}${SITE_OG_IMAGE_PATH}`;

  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    robots ? meta('name', 'robots', robots) : '',
    mode === 'preview' ? '' : `<link rel="canonical" href="${attr(url)}">`,
    ...(twins
      ? [
          ...(['es', 'en'] as const).map((l) => `<link rel="alternate" hreflang="${l}" href="${attr(`${origin}${langPath(l, slug)}`)}">`),
          `<link rel="alternate" hreflang="x-default" href="${attr(`${origin}${langPath('es', slug)}`)}">`,
        ]
      : []),
    ...(mode === 'preview'
      ? []
      : [
          meta('property', 'og:type', content.kind === 'article' ? 'article' : 'website'),
          meta('property', 'og:locale', text.ogLocale),
          ...(isBilingual ? [meta('property', 'og:locale:alternate', siteText(other).ogLocale)] : []),
          meta('property', 'og:site_name', business.name),
          meta('property', 'og:title', title),
          meta('property', 'og:description', description),
          meta('property', 'og:url', url),
          meta('property', 'og:image', image),
          meta('property', 'og:image:width', String(SITE_OG_IMAGE_SIZE.width)),
          meta('property', 'og:image:height', String(SITE_OG_IMAGE_SIZE.height)),
          meta('property', 'og:image:alt', business.name),
          meta('name', 'twitter:card', 'summary_large_image'),
          meta('name', 'twitter:title', title),
          meta('name', 'twitter:description', description),
          meta('name', 'twitter:image', image),
        ]),
    `<meta name="theme-color" content="${theme.primary}">`,
    `<link rel="icon" href="${attr(icon)}">`,
    // The pairing's one or two files, fetched with the HTML rather than after the stylesheet is read.
    ...pairingFamilies(theme.fonts).files.map((f) => `<link rel="preload" href="${fontBase}/${f.file}" as="font" type="font/woff2" crossorigin>`),
    `<style>${siteStylesheet(document, fontBase)}</style>`,
    input.hasBlog && mode === 'live'
      ? `<link rel="alternate" type="application/rss+xml" title="${attr(`Blog de ${business.name}`)}" href="${attr(`${origin}/feed.xml`)}">`
      : '',
    `<script type="application/ld+json">${serializeJsonLd(localBusinessJsonLd(document, origin, image, lang))}</script>`,
  ].filter(Boolean);

  const hasBlog = input.hasBlog ?? false;
  const body = renderStaticMarkup(
    content.kind === 'page'
      ? createElement(SitePageView, { document, page: content.page, links, hasBlog })
      : content.kind === 'thanks'
        ? createElement(SiteThanksView, { document, links, hasBlog })
        : content.kind === 'reservation-form'
          ? createElement(SiteReservationFormView, { document, links, hasBlog, form: content.form })
          : content.kind === 'reservation-sent'
            ? createElement(SiteReservationSentView, { document, links, hasBlog, reservation: content.reservation })
            : content.kind === 'order-form'
              ? createElement(SiteOrderFormView, { document, links, hasBlog, section: content.section, form: content.form })
              : content.kind === 'blog'
                ? createElement(SiteBlogView, { document, links, articles: content.articles })
                : createElement(SiteArticleView, { document, links, article: content.article }),
  );
  return `<!doctype html><html lang="${text.htmlLang}"><head>${head.join('')}</head><body>${body}</body></html>`;
}

/**
 * The content with the document's page or section as `document` (in the page's language) has it.
 * An order form's section is found by its place in `original`: the caller picked it on the page the
 * form was sent from, and the same section id may stand on two pages (the home's menu and the
 * menu's page) with different items.
 */
function contentIn(content: SiteContent, original: SiteDocument, document: SiteDocument): SiteContent {
  if (content.kind === 'page') return { ...content, page: document.pages.find((p) => p.slug === content.page.slug) ?? content.page };
  if (content.kind !== 'order-form') return content;
  for (const [p, page] of original.pages.entries()) {
    const s = page.sections.indexOf(content.section);
    const section = s >= 0 ? document.pages[p]?.sections[s] : undefined;
    if (section?.type === content.section.type) return { ...content, section: section as typeof content.section };
  }
  return content;
}

/** The path, title and description of a page: its canonical address, <title> and meta description. */
function describe({ business }: SiteDocument, content: SiteContent, text: SiteText): { slug: string; title: string; description: string } {
  const fallback = business.tagline || text.nameIn(business.name, business.city || text.country);
  switch (content.kind) {
    case 'page':
      return { slug: content.page.slug, title: content.page.slug ? `${content.page.title} | ${business.name}` : business.name, description: fallback };
    case 'thanks':
      return { slug: SITE_THANKS_PATH, title: `${text.titles.thanks} | ${business.name}`, description: fallback };
    case 'reservation-form':
      return { slug: SITE_RESERVATION_PATH, title: `${text.titles.reservation} | ${business.name}`, description: fallback };
    case 'reservation-sent':
      return { slug: SITE_RESERVATION_SENT_PATH, title: `${text.titles.reservationSent} | ${business.name}`, description: fallback };
    case 'order-form':
      return { slug: SITE_ORDER_PATH, title: `${text.titles.order} | ${business.name}`, description: fallback };
    case 'blog':
      return { slug: SITE_BLOG_PATH, title: `Blog | ${business.name}`, description: `Artículos de ${business.name}` };
    case 'article':
      return {
        slug: `${SITE_BLOG_PATH}/${content.article.slug}`,
        title: `${content.article.title} | ${business.name}`,
        description: content.article.excerpt || fallback,
      };
  }
}

/** A favicon when the logo is not an image of ours: the business's initial on its colour. */
function letterIcon(name: string, color: string): string {
  const letter = escapeHtml((name.trim()[0] ?? 'V').toLocaleUpperCase('es-PE'));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${color}"/><text x="32" y="45" font-family="Arial,sans-serif" font-size="38" font-weight="700" fill="#fff" text-anchor="middle">${letter}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
