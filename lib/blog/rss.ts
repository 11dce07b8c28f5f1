import 'server-only';
import { siteConfig } from '@/content/site';
import { rssFeed } from '@/lib/html/rss';
import { sanitizeArticleHtml } from '@/lib/html/sanitize';
import { absoluteUrl } from '@/lib/config/app-url';
import { keywordChips } from './format';
import { getFeedArticles } from './queries';

export const FEED_SIZE = 20;

/** RSS 2.0 of the newest published articles, with their sanitized bodies. */
export async function buildBlogRss(): Promise<string> {
  const articles = await getFeedArticles(FEED_SIZE);
  const channel = {
    title: `Blog de ${siteConfig.name}`,
    link: absoluteUrl('/blog'),
    description: 'Consejos prácticos para que tu negocio en Perú consiga más clientes en internet.',
    language: 'es-PE',
    selfLink: absoluteUrl('/blog/rss.xml'),
    // RSS wants PNG, JPEG or GIF for the channel's picture.
    imageUrl: absoluteUrl('/apple-icon'),
    copyright: `© ${new Date().getFullYear()} ${siteConfig.name}`,
    updated: articles[0] ? new Date(articles[0].publishedAt) : undefined,
  };
  return rssFeed(
    channel,
    articles.map((article) => ({
      title: article.title,
      link: absoluteUrl(`/blog/${article.slug}`),
      published: new Date(article.publishedAt),
      description: article.excerpt,
      contentHtml: sanitizeArticleHtml(article.content),
      categories: keywordChips(article.seoKeywords),
      imageUrl: article.imageUrl ? absoluteUrl(article.imageUrl) : undefined,
    })),
  );
}
