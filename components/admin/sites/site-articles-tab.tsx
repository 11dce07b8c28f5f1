import { Badge } from '@/components/ui/badge';
import type { Actor } from '@/lib/auth/session';
import { ARTICLE_DUE_DAY, listSiteArticlesForTeam, type GrowthSiteStatus } from '@/lib/sites/articles/review';
import { SiteArticleReviewCard } from './site-article-review-card';

const STATE: Record<GrowthSiteStatus['state'], { label: string; variant: 'secondary' | 'success' | 'warning' }> = {
  published: { label: 'Published', variant: 'success' },
  pending_review: { label: 'Waiting for review', variant: 'warning' },
  missing: { label: 'No draft yet', variant: 'secondary' },
};

/**
 * 'Customer Articles' (issue 14): the Growth plan's monthly articles waiting for the team, and
 * where every Growth site stands this month, overdue ones first.
 */
export async function SiteArticlesTab({ actor }: { actor: Actor }) {
  const { month, pending, sites } = await listSiteArticlesForTeam(actor);
  return (
    <div className="grid gap-8">
      <section aria-labelledby="site-articles-review" className="grid gap-4">
        <h2 id="site-articles-review" className="text-lg font-semibold">
          Waiting for review ({pending.length})
        </h2>
        {pending.length === 0 ? (
          <p className="text-muted-foreground">Nothing to review. Drafts are written by the daily job for every Growth site, once a month.</p>
        ) : (
          <ul className="grid gap-4">
            {pending.map((article) => (
              <li key={article.id}>
                <SiteArticleReviewCard article={article} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="site-articles-month" className="grid gap-3">
        <h2 id="site-articles-month" className="text-lg font-semibold">
          Growth sites in {month}
        </h2>
        <p className="text-sm text-muted-foreground">
          Each Growth site gets one published article a month; after day {ARTICLE_DUE_DAY} a site without one is overdue. A site that first went live this month
          owes its first article next month.
        </p>
        {sites.length === 0 ? (
          <p className="text-muted-foreground">No live site is on the Growth plan yet.</p>
        ) : (
          <ul className="grid gap-2">
            {sites.map((site) => (
              <li key={site.siteId} className="flex flex-wrap items-center gap-2 rounded-md border border-border p-3 text-sm">
                <span className="font-medium">{site.businessName}</span>
                <Badge variant={STATE[site.state].variant}>{STATE[site.state].label}</Badge>
                {site.isOverdue ? <Badge variant="destructive">Overdue</Badge> : null}
                <a href={site.siteUrl} target="_blank" rel="noopener noreferrer" className="break-all text-primary underline underline-offset-2">
                  {site.siteUrl}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
