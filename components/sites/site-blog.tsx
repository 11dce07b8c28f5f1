import { ArticleBody } from '@/components/blog/article-body';
import type { PublishedSiteArticle } from '@/lib/sites/articles';
import { SITE_BLOG_PATH } from '@/lib/sites/resolve-path';

const published = new Intl.DateTimeFormat('es-PE', { dateStyle: 'long', timeZone: 'America/Lima' });

/** A site's blog: its published articles, newest first. */
export function SiteBlogIndex({ businessName, articles }: { businessName: string; articles: PublishedSiteArticle[] }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="site-heading text-3xl font-bold text-[var(--site-primary)]">Blog de {businessName}</h1>
      <ul className="mt-8 grid gap-8">
        {articles.map((article) => (
          <li key={article.slug}>
            <article>
              <h2 className="site-heading text-xl font-semibold">
                <a href={`/${SITE_BLOG_PATH}/${article.slug}`} className="hover:underline">
                  {article.title}
                </a>
              </h2>
              <p className="mt-1 text-sm text-neutral-600">
                <time dateTime={article.publishedAt}>{published.format(new Date(article.publishedAt))}</time>
              </p>
              <p className="mt-2">{article.excerpt}</p>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One article. Its HTML was sanitized when the generator's answer was stored. */
export function SiteArticleView({ article }: { article: PublishedSiteArticle }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <p className="text-sm">
        <a href={`/${SITE_BLOG_PATH}`} className="underline underline-offset-4">
          Blog
        </a>
      </p>
      <h1 className="site-heading mt-2 text-3xl font-bold text-[var(--site-primary)]">{article.title}</h1>
      <p className="mt-2 text-sm text-neutral-600">
        <time dateTime={article.publishedAt}>{published.format(new Date(article.publishedAt))}</time>
      </p>
      <ArticleBody html={article.content} className="mt-6 [&_a]:text-[var(--site-primary)] [&_blockquote]:border-neutral-300" />
    </article>
  );
}
