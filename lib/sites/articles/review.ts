import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { siteArticles, sites, trialSubmissions, user } from '@/db/schema';
import { UserFacingError } from '@/lib/actions/result';
import { AuthError, type Actor } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { renderEmail } from '@/lib/email/render';
import { sendEmail } from '@/lib/email/send-email';
import { limaDateKey } from '@/lib/jobs/lima-time';
import { revalidateSite } from '@/lib/sites/serve/cache';
import { siteUrl } from '@/lib/sites/serve/site-url';
import { growthSites, limaMonthKey } from './queries';

/**
 * After this day of the Lima month, a Growth site without a published article is overdue; a site
 * that first went live this month owes its first article next month (it may get one earlier).
 */
export const ARTICLE_DUE_DAY = 15;
export type SiteArticleReview = {
  id: string;
  businessName: string;
  siteUrl: string;
  month: string;
  title: string;
  excerpt: string;
  content: string;
  draftedAt: string;
};
export type GrowthSiteStatus = { siteId: string; businessName: string; siteUrl: string; state: 'published' | 'pending_review' | 'missing'; isOverdue: boolean };

/** The panel's 'Customer articles': drafts to review, and where every Growth site stands this month. */
export async function listSiteArticlesForTeam(
  actor: Actor,
  now: Date = new Date(),
): Promise<{ month: string; pending: SiteArticleReview[]; sites: GrowthSiteStatus[] }> {
  if (actor.role !== 'admin') throw new AuthError('forbidden');
  const month = limaMonthKey(now);
  const [pending, growth, thisMonth] = await Promise.all([
    getDb()
      .select({ article: siteArticles, businessName: trialSubmissions.businessName, label: sites.label })
      .from(siteArticles)
      .innerJoin(sites, eq(sites.id, siteArticles.siteId))
      .innerJoin(trialSubmissions, eq(trialSubmissions.id, sites.submissionId))
      .where(eq(siteArticles.status, 'pending_review'))
      .orderBy(asc(siteArticles.createdAt))
      .limit(100),
    growthSites(),
    getDb().select({ siteId: siteArticles.siteId, status: siteArticles.status }).from(siteArticles).where(eq(siteArticles.month, month)),
  ]);
  const stateOf = new Map(thisMonth.map((a) => [a.siteId, a.status]));
  const pastDue = Number(limaDateKey(now).slice(8, 10)) > ARTICLE_DUE_DAY;
  const sitesNow = growth.map((site): GrowthSiteStatus => {
    const state = stateOf.get(site.siteId) ?? 'missing';
    const isNewThisMonth = site.firstPublishedAt !== null && limaMonthKey(site.firstPublishedAt) === month;
    return {
      siteId: site.siteId,
      businessName: site.businessName,
      siteUrl: siteUrl(site.label),
      state,
      isOverdue: state !== 'published' && pastDue && !isNewThisMonth,
    };
  });
  // Overdue first, then what still needs the team, then what is done.
  const rank = (s: GrowthSiteStatus) => (s.isOverdue ? 0 : s.state === 'published' ? 2 : 1);
  sitesNow.sort((a, b) => rank(a) - rank(b) || a.businessName.localeCompare(b.businessName, 'es'));
  return {
    month,
    sites: sitesNow,
    pending: pending.map(({ article, businessName, label }) => ({
      id: article.id,
      businessName,
      siteUrl: siteUrl(label),
      month: article.month,
      title: article.title,
      excerpt: article.excerpt,
      content: article.content,
      draftedAt: article.createdAt.toISOString(),
    })),
  };
}

async function pendingArticle(actor: Actor, articleId: string) {
  if (actor.role !== 'admin') throw new AuthError('forbidden');
  const [row] = await getDb()
    .select({ article: siteArticles, label: sites.label, businessName: trialSubmissions.businessName, ownerEmail: user.email })
    .from(siteArticles)
    .innerJoin(sites, eq(sites.id, siteArticles.siteId))
    .innerJoin(trialSubmissions, eq(trialSubmissions.id, sites.submissionId))
    .leftJoin(user, eq(user.id, trialSubmissions.userId))
    .where(eq(siteArticles.id, articleId))
    .limit(1);
  if (!row || row.article.status !== 'pending_review') throw new UserFacingError('This article is no longer waiting for review.', 'invalid');
  return row;
}

/** 'Approve and publish': the article appears on the site's blog, feed and sitemap at once. */
export async function approveSiteArticle(actor: Actor, articleId: string): Promise<{ url: string }> {
  const row = await pendingArticle(actor, articleId);
  await getDb()
    .update(siteArticles)
    .set({ status: 'published', publishedAt: new Date(), reviewedBy: actor.userId, reviewedAt: new Date() })
    .where(and(eq(siteArticles.id, articleId), eq(siteArticles.status, 'pending_review')));
  revalidateSite(row.label);
  const url = siteUrl(row.label, `blog/${row.article.slug}`);
  if (row.ownerEmail) {
    const body = renderEmail(
      [
        `Publicamos un nuevo artículo en el sitio de ${row.businessName}: «${row.article.title}».`,
        'Cada mes escribimos uno pensado en cómo te buscan tus clientes en Google. Compártelo en tus redes.',
      ],
      { label: 'Leer el artículo', url },
    );
    await sendEmail({ to: row.ownerEmail, subject: 'Nuevo artículo en tu sitio web', ...body });
  }
  return { url };
}

/** 'Discard': the draft goes away and the next daily run writes another one for the month. */
export async function discardSiteArticle(actor: Actor, articleId: string): Promise<void> {
  await pendingArticle(actor, articleId);
  await getDb()
    .delete(siteArticles)
    .where(and(eq(siteArticles.id, articleId), eq(siteArticles.status, 'pending_review')));
}
