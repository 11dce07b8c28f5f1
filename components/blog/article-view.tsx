import { formatArticleDate, keywordChips } from '@/lib/blog/format';
import { ArticleBody } from './article-body';
import { ArticleCover } from './article-cover';
import { BackToBlog } from './back-to-blog';
import { KeywordChips } from './keyword-chips';

export type ArticleViewData = {
  title: string;
  excerpt: string;
  seoKeywords: string | null;
  imageUrl: string | null;
  publishedAt: Date;
  /** Sanitized HTML. */
  html: string;
};

/** A published article: back link, title, date, cover, every keyword and the body. */
export function ArticleView({ article }: { article: ArticleViewData }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <BackToBlog />
      <header className="mt-6 flex flex-col gap-4">
        <h1 className="text-3xl leading-tight font-bold tracking-tight sm:text-4xl">{article.title}</h1>
        <p className="text-sm text-muted-foreground">
          Publicado el <time dateTime={article.publishedAt.toISOString()}>{formatArticleDate(article.publishedAt)}</time>
        </p>
        <KeywordChips keywords={keywordChips(article.seoKeywords)} />
      </header>
      {article.imageUrl ? <ArticleCover src={article.imageUrl} alt="" priority className="mt-8 rounded-lg" /> : null}
      <ArticleBody html={article.html} className="mt-8" />
    </article>
  );
}
