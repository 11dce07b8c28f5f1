import 'server-only';
import { Feed } from 'feed';
import { siteConfig } from '@/content/site';
import { sanitizeArticleHtml } from '@/lib/html/sanitize';
import { absoluteUrl } from '@/lib/config/app-url';
import { keywordChips } from './format';
import { getFeedArticles } from './queries';

export const FEED_SIZE = 20;

/** RSS 2.0 of the newest published articles, with their sanitized bodies. */
export async function buildBlogRss(): Promise<string> {
  const articles = await getFeedArticles(FEED_SIZE);
  const blogUrl = absoluteUrl('/blog');
  const feed = new Feed({
    title: `Blog de ${siteConfig.name}`,
    description: 'Consejos prácticos para que tu negocio en Perú consiga más clientes en internet.',
    id: blogUrl,
    link: blogUrl,
    language: 'es-PE',
    // RSS wants PNG, JPEG or GIF for the channel's picture.
    image: absoluteUrl('/apple-icon'),
    favicon: absoluteUrl('/icon.svg'),
    copyright: `© ${new Date().getFullYear()} ${siteConfig.name}`,
    updated: articles[0] ? new Date(articles[0].publishedAt) : undefined,
    generator: false,
    feedLinks: { rss: absoluteUrl('/blog/rss.xml') },
  });
  for (const article of articles) {
    const link = absoluteUrl(`/blog/${article.slug}`);
    feed.addItem({
      title: article.title,
      id: link,
      guid: link,
      link,
      date: new Date(article.publishedAt),
      description: article.excerpt,
      content: sanitizeArticleHtml(article.content),
      category: keywordChips(article.seoKeywords).map((name) => ({ name })),
      ...(article.imageUrl ? { image: absoluteUrl(article.imageUrl) } : {}),
    });
  }
  return feed.rss2();
}
