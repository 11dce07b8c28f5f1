import type { Metadata } from 'next';
import { siteConfig } from '@/content/site';
import { absoluteUrl } from '@/lib/config/app-url';
import { keywordChips } from './format';

type SeoArticle = {
  title: string;
  slug: string;
  excerpt: string;
  seoKeywords: string | null;
  publishedAt: Date;
  updatedAt: Date;
};

const articlePath = (slug: string) => `/blog/${slug}`;

/** The article's share card (app/(marketing)/blog/[slug]/share-card/route.ts). */
const shareCard = (slug: string) => ({ url: `${articlePath(slug)}/share-card`, width: 1200, height: 630, type: 'image/png' });
const SHARE_CARD_ALT = 'Artículo del blog de Vitrina';

/** Title, description (the excerpt), canonical URL and social tags of one article, with its share card. */
export function articleMetadata(article: SeoArticle): Metadata {
  const description = article.excerpt || `${article.title} — Blog de ${siteConfig.name}`;
  const socialTitle = `${article.title} | ${siteConfig.name}`;
  return {
    title: article.title,
    description,
    keywords: keywordChips(article.seoKeywords),
    alternates: { canonical: articlePath(article.slug) },
    openGraph: {
      type: 'article',
      locale: 'es_PE',
      siteName: siteConfig.name,
      url: articlePath(article.slug),
      title: socialTitle,
      description,
      publishedTime: article.publishedAt.toISOString(),
      modifiedTime: article.updatedAt.toISOString(),
      tags: keywordChips(article.seoKeywords),
      images: [{ ...shareCard(article.slug), alt: SHARE_CARD_ALT }],
    },
    twitter: { card: 'summary_large_image', title: socialTitle, description, images: [{ ...shareCard(article.slug), alt: SHARE_CARD_ALT }] },
  };
}

/** schema.org BlogPosting, serialized by lib/seo's JsonLd (which escapes `<`). */
export function articleJsonLd(article: SeoArticle & { imageUrl: string | null }) {
  const url = absoluteUrl(articlePath(article.slug));
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    headline: article.title.slice(0, 110),
    description: article.excerpt,
    // The cover when there is one, and always the 1200×630 share card drawn for every article.
    image: [
      ...(article.imageUrl ? [absoluteUrl(article.imageUrl)] : []),
      { '@type': 'ImageObject', url: absoluteUrl(shareCard(article.slug).url), width: 1200, height: 630 },
    ],
    datePublished: article.publishedAt.toISOString(),
    dateModified: (article.updatedAt > article.publishedAt ? article.updatedAt : article.publishedAt).toISOString(),
    inLanguage: 'es-PE',
    keywords: keywordChips(article.seoKeywords).join(', '),
    author: { '@type': 'Organization', name: siteConfig.name, url: absoluteUrl('/') },
    publisher: {
      '@type': 'Organization',
      name: siteConfig.name,
      url: absoluteUrl('/'),
      logo: { '@type': 'ImageObject', url: absoluteUrl('/apple-icon'), width: 180, height: 180 },
    },
  };
}
