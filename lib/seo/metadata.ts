import type { Metadata } from 'next';
import { siteConfig } from '@/content/site';

/** The generated sharing cards (app/opengraph-image.tsx and app/twitter-image.tsx). */
const SHARE_IMAGE = { width: 1200, height: 630, alt: `${siteConfig.name}: tu página web profesional desde S/ 25 al mes` };

type PageMetadataInput = {
  /** Page title; the root layout's template appends " | Vitrina" unless `absoluteTitle`. */
  title: string;
  absoluteTitle?: boolean;
  description: string;
  /** Path of the page, e.g. '/about'. Resolved against metadataBase (APP_URL). */
  path: string;
  /** Flow pages (trial result pages) stay out of search results. */
  noIndex?: boolean;
};

/**
 * Title, description, canonical URL, Open Graph and Twitter tags for one public page.
 * Next merges metadata shallowly, so a page that sets `openGraph` replaces the layout's whole
 * object, including the image the root's opengraph-image file would add: locale, site name and
 * image are therefore set here for every page.
 */
export function pageMetadata({ title, absoluteTitle = false, description, path, noIndex = false }: PageMetadataInput): Metadata {
  const fullTitle = absoluteTitle ? title : `${title} | ${siteConfig.name}`;
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      locale: 'es_PE',
      siteName: siteConfig.name,
      url: path,
      title: fullTitle,
      description,
      images: [{ url: '/opengraph-image', ...SHARE_IMAGE }],
    },
    twitter: {
      card: 'summary_large_image',
      title: fullTitle,
      description,
      images: [{ url: '/twitter-image', ...SHARE_IMAGE }],
    },
    ...(noIndex ? { robots: { index: false, follow: true } } : {}),
  };
}
