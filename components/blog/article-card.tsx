import Link from 'next/link';
import { CARD_KEYWORD_LIMIT, formatArticleDate, keywordChips } from '@/lib/blog/format';
import { ArticleCover } from './article-cover';
import { KeywordChips } from './keyword-chips';

export type ArticleCardData = {
  title: string;
  slug: string;
  excerpt: string;
  seoKeywords: string | null;
  imageUrl: string | null;
  publishedAt: Date;
};

/**
 * One article in the list: the whole card is one link, announced by its title. The first card's
 * cover is usually the largest thing on screen, so it loads first instead of lazily.
 */
export function ArticleCard({ article, priority = false }: { article: ArticleCardData; priority?: boolean }) {
  const chips = keywordChips(article.seoKeywords, CARD_KEYWORD_LIMIT);
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-lg border border-border bg-card shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md">
      {article.imageUrl ? <ArticleCover src={article.imageUrl} alt="" priority={priority} /> : null}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h2 className="text-lg leading-snug font-semibold text-card-foreground">
          <Link href={`/blog/${article.slug}`} className="group-hover:text-primary after:absolute after:inset-0 after:content-[''] focus-visible:outline-none">
            {article.title}
          </Link>
        </h2>
        <p className="text-sm text-muted-foreground">
          <time dateTime={article.publishedAt.toISOString()}>{formatArticleDate(article.publishedAt)}</time>
        </p>
        {article.excerpt ? <p className="line-clamp-3 text-sm text-foreground/90">{article.excerpt}</p> : null}
        <div className="mt-auto pt-1">
          <KeywordChips keywords={chips} />
        </div>
      </div>
    </article>
  );
}
