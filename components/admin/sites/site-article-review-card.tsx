'use client';

import { ArticleBody } from '@/components/blog/article-body';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { SiteArticleReview } from '@/lib/sites/articles/review';
import { approveSiteArticleAction, discardSiteArticleAction } from '@/lib/sites/articles/actions';
import { useAdminAction } from '../use-admin-action';

/** One drafted article: read it in full, then publish it on the customer's site or discard it. */
export function SiteArticleReviewCard({ article }: { article: SiteArticleReview }) {
  const { run, isPending } = useAdminAction();
  return (
    <article className="grid gap-3 rounded-lg border border-border p-4" aria-label={`${article.businessName}: ${article.title}`}>
      <p className="text-sm text-muted-foreground">
        {article.businessName} · {article.month} ·{' '}
        <a href={article.siteUrl} target="_blank" rel="noopener noreferrer" className="underline underline-offset-2">
          {article.siteUrl}
        </a>
      </p>
      <h3 className="text-lg font-semibold">{article.title}</h3>
      <p className="text-sm">{article.excerpt}</p>
      <details className="rounded-md bg-muted/40 p-3">
        <summary className="cursor-pointer text-sm font-medium">Read the article</summary>
        <ArticleBody html={article.content} className="mt-2" />
      </details>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          disabled={isPending}
          onClick={() =>
            run(
              approveSiteArticleAction,
              { articleId: article.id },
              { success: "Article published on the customer's site", errorPrefix: 'Error publishing the article: ' },
            )
          }
        >
          {isPending ? <Spinner className="size-4" label="Working..." /> : null}
          Approve and publish
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={isPending}
          onClick={() =>
            run(
              discardSiteArticleAction,
              { articleId: article.id },
              { success: 'Draft discarded: a new one will be written by the next daily run', errorPrefix: 'Error discarding the draft: ' },
            )
          }
        >
          Discard draft
        </Button>
      </div>
    </article>
  );
}
