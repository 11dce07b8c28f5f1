import type { Metadata } from 'next';
import { siteConfig } from '@/content/site';
import { absoluteUrl } from '@/lib/site/url';
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

/**
 * Title, description (the excerpt), canonical URL and social tags of one article. The share
 * image comes from the opengraph-image and twitter-image files beside the page.
 */
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
    },
    twitter: { card: 'summary_large_image', title: socialTitle, description },
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
    ...(article.imageUrl ? { image: [absoluteUrl(article.imageUrl)] } : {}),
    datePublished: article.publishedAt.toISOString(),
    dateModified: (article.updatedAt > article.publishedAt ? article.updatedAt : article.publishedAt).toISOString(),
    inLanguage: 'es-PE',
    keywords: keywordChips(article.seoKeywords).join(', '),
    author: { '@type': 'Organization', name: siteConfig.name, url: absoluteUrl('/') },
    publisher: {
      '@type': 'Organization',
      name: siteConfig.name,
      url: absoluteUrl('/'),
      logo: { '@type': 'ImageObject', url: absoluteUrl('/icon.svg') },
    },
  };
}
