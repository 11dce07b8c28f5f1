import type { Metadata } from 'next';
import type { PlanPrices, PricedText } from '@/content/plans';
import { siteConfig } from '@/content/site';
import { getPublicPrices } from '@/lib/billing/launch-price';

/** The alt text of the generated sharing card (components/marketing/og-card.tsx), which shows the hero's price. */
export const shareImageAlt: PricedText = ({ basic }) => `${siteConfig.name}: tu página web profesional desde ${basic} al mes`;

/** The generated sharing cards (app/opengraph-image.tsx and app/twitter-image.tsx). */
const shareImage = (url: string, prices: PlanPrices) => ({ url, width: 1200, height: 630, alt: shareImageAlt(prices) });

type PageMetadataInput = {
  /** Page title; the root layout's template appends " | Vitrina" unless `absoluteTitle`. */
  title: string;
  absoluteTitle?: boolean;
  description: string;
  /** Path of the page, e.g. '/about'. Resolved against metadataBase (APP_URL). */
  path: string;
  /** Flow pages (trial result pages) stay out of search results. */
  noIndex?: boolean;
  /** The current prices, which the sharing card's alt text names. */
  prices: PlanPrices;
};

/**
 * Title, description, canonical URL, Open Graph and Twitter tags for one public page.
 * Next merges metadata shallowly, so a page that sets `openGraph` replaces the layout's whole
 * object, including the image the root's opengraph-image file would add: locale, site name and
 * image are therefore set here for every page.
 */
export function pageMetadata({ title, absoluteTitle = false, description, path, noIndex = false, prices }: PageMetadataInput): Metadata {
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
      images: [shareImage('/opengraph-image', prices)],
    },
    twitter: {
      card: 'summary_large_image',
      title: fullTitle,
      description,
      images: [shareImage('/twitter-image', prices)],
    },
    ...(noIndex ? { robots: { index: false, follow: true } } : {}),
  };
}

/**
 * generateMetadata for a public page with fixed texts: its tags at the prices the public pages
 * show (cached; the page's revalidate brings in a new step, decision 0015).
 */
export const publicPageMetadata = (input: Omit<PageMetadataInput, 'prices'>) => async (): Promise<Metadata> =>
  pageMetadata({ ...input, prices: await getPublicPrices() });
