import { COUNTED_CONTACT_PATHS, phoneHref, whatsappHref } from '@/lib/sites/document/contact-links';
import type { BusinessCard } from '@/lib/sites/document/document';
import type { SiteLang } from '@/lib/sites/document/english';
import { SITE_BLOG_PATH, SITE_ENGLISH_PATH } from '@/lib/sites/document/site-paths';
import { exportFileName } from '@/lib/sites/serve/resolve-path';

/**
 * Where a site's own links, images and contact form lead, per rendering mode: the live site on its
 * own host, the customer's private preview (links kept under its token path, form shown but not
 * active), and the static export (relative `.html` files, no form: there is no server to post to).
 */
export type SiteMode = 'live' | 'preview' | 'export';

export type SiteLinks = {
  mode: SiteMode;
  /** The language of the page being rendered: its own links stay in it (the blog, Spanish only, excepted). */
  lang: SiteLang;
  /**
   * A link of the site itself ('/', '/contacto', '/contacto#escribenos', '/blog/{slug}', '#carta'), or any other
   * checked link unchanged, except that on the live site the business's own WhatsApp and phone
   * links, wherever they appear (hero, call to action, footer), go through the counting redirects.
   */
  page: (href: string) => string;
  /** The same, to the site's page in `lang`: the language link. */
  pageIn: (lang: SiteLang, href: string) => string;
  /** An image address: uploads stored by the app are served from the app's origin, not the site's host. */
  image: (url: string) => string;
  /** This page in the site's other language, for the header's language link; absent on a site without English. */
  languageLink?: string;
};

/** A path of the site itself: a page ('/', '/contacto'), the blog or one of its articles, with an optional anchor. */
const SITE_PATH = /^\/((?:[a-z0-9-]+(?:\/[a-z0-9-]+)?)?)(#[a-z0-9-]+)?$/;

export function siteLinks(
  mode: SiteMode,
  { appOrigin, previewBase, business, lang = 'es' }: { appOrigin: string; previewBase?: string; business: BusinessCard; lang?: SiteLang },
): SiteLinks {
  const image = (url: string) => (url.startsWith('/') ? `${appOrigin}${url}` : url);
  const counted = new Map<string, string>();
  if (mode === 'live') {
    const whatsapp = whatsappHref(business);
    const phone = phoneHref(business);
    if (whatsapp) counted.set(whatsapp, COUNTED_CONTACT_PATHS.whatsapp);
    if (phone) counted.set(phone, COUNTED_CONTACT_PATHS.phone);
  }
  const pageIn = (inLang: SiteLang, href: string) => {
    const redirect = counted.get(href);
    if (redirect) return redirect;
    const match = SITE_PATH.exec(href);
    if (!match) return href;
    const [, spanish = '', hash = ''] = match;
    const isBlog = spanish === SITE_BLOG_PATH || spanish.startsWith(`${SITE_BLOG_PATH}/`);
    const path = inLang === 'en' && !isBlog ? `${SITE_ENGLISH_PATH}${spanish ? `/${spanish}` : ''}` : spanish;
    if (mode === 'export') return `${exportFileName(path)}${hash}`;
    if (mode === 'preview' && previewBase) return `${previewBase}${path ? `/${path}` : ''}${hash}`;
    return `/${path}${hash}`;
  };
  return { mode, lang, page: (href) => pageIn(lang, href), pageIn, image };
}
