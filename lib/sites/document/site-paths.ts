/**
 * The paths a customer's site has, in one place: the document's page slugs, and what
 * next.config.ts lets through to the site route (lib/sites/serve/host-rewrites.ts). No imports, so the
 * config can load it.
 */

/**
 * The pages every template makes: '' is the home page (Inicio), the rest are paths under it. They
 * are served from the site route's cache like any fixed path; a page of the customer's own
 * (PAGE_SLUG below) is found by its site at request time (app/site/[label]/pagina/[slug]).
 */
export const pageSlugValues = ['', 'nosotros', 'servicios', 'carta', 'contacto', 'legal'] as const;

/** A page's own address, one path segment: lower-case letters, digits and single hyphens, up to 40. */
export const PAGE_SLUG = '[a-z0-9](?:-?[a-z0-9]){0,39}';

/** The site's own blog (the Growth plan's monthly articles) lives under this path. */
export const SITE_BLOG_PATH = 'blog';

/** Where the contact form lands after sending. */
export const SITE_THANKS_PATH = 'gracias';

/** Where the reservation form posts, and where it lands after sending (with the day, time and people in the query). */
export const SITE_RESERVATION_PATH = 'reservar';
export const SITE_RESERVATION_SENT_PATH = 'reserva-recibida';

/**
 * Where the site's printed QR codes lead (issue 27): /qr for the home page, /qr/{slug} for a page
 * such as the menu. A scan is counted there and redirected to the page itself, so the pages stay
 * one cached address each.
 */
export const SITE_QR_PATH = 'qr';

/** Where a menu's or catalogue's order form posts (issue 27); it answers with a redirect to WhatsApp. */
export const SITE_ORDER_PATH = 'pedido';

/**
 * A site's English pages (issue 27, item 5): /en is the home page, /en/{path} each other page, the
 * thank-you pages included. Only a site whose English is turned on answers them; others 404.
 */
export const SITE_ENGLISH_PATH = 'en';

/** Where a site's share picture is (app/site/[label]/og.png/route.ts), and its size. */
export const SITE_OG_IMAGE_PATH = '/og.png';
export const SITE_OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** An article's slug as lib/blog/unique-slug.ts makes them: lower-case words joined by hyphens. */
const ARTICLE_SLUG = '[a-z0-9](?:[a-z0-9-]{0,118}[a-z0-9])?';

/**
 * Every path a site can answer with something other than its 404, as a regular expression source
 * (without the leading slash): its pages, the thank-you page, the blog and its articles, the files
 * of app/site/[label] (share image, robots, sitemap, feed, counting pixel, forms), the counted
 * contact links and QR entries, and the English home and fixed pages. Next caches each path it renders on a site's host, so anything else is sent to
 * one shared 404 instead of becoming an entry of its own.
 */
export const SITE_PATH_PATTERN = [
  ...pageSlugValues.filter(Boolean),
  SITE_THANKS_PATH,
  SITE_BLOG_PATH,
  `${SITE_BLOG_PATH}/${ARTICLE_SLUG}`,
  'og\\.png',
  'robots\\.txt',
  'sitemap\\.xml',
  'feed\\.xml',
  'v\\.gif',
  'enviar',
  SITE_RESERVATION_PATH,
  SITE_RESERVATION_SENT_PATH,
  SITE_ORDER_PATH,
  'ir/[a-z]{1,20}',
  `${SITE_QR_PATH}(?:/[a-z]{1,20})?`,
  SITE_ENGLISH_PATH,
  `${SITE_ENGLISH_PATH}/(?:${[...pageSlugValues.filter(Boolean), SITE_THANKS_PATH].join('|')})`,
].join('|');

/**
 * Single-segment names a page of its own cannot take: the site's other fixed paths, and what
 * the host rewrites keep for the app on a site's host (Next's assets, the fonts, the API on a
 * custom domain, the internal route). Kept as words, so the page slug check needs no pattern.
 */
export const RESERVED_PAGE_SLUGS: readonly string[] = [
  SITE_THANKS_PATH,
  SITE_BLOG_PATH,
  SITE_RESERVATION_PATH,
  SITE_RESERVATION_SENT_PATH,
  SITE_ORDER_PATH,
  SITE_QR_PATH,
  SITE_ENGLISH_PATH,
  'enviar',
  'ir',
  'site',
  'api',
  'fuentes',
];

/** Whether `slug` can be a page the customer named: neither one of the templates' pages nor a reserved name. */
export const isOwnPageSlug = (slug: string) => !(pageSlugValues as readonly string[]).includes(slug) && !RESERVED_PAGE_SLUGS.includes(slug);
