import 'server-only';
import { and, asc, desc, eq, inArray, notExists, sql, type SQL } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';
import { siteArticles, sites, siteVersions, subscriptions, trialSubmissions, user } from '@/db/schema';
import { generateArticle } from '@/lib/ai/generate-article';
import { UserFacingError } from '@/lib/actions/result';
import { baseSlug } from '@/lib/blog/unique-slug';
import { AuthError, type Actor } from '@/lib/auth/session';
import { getConfig } from '@/lib/config';
import { getDb } from '@/lib/db/client';
import { renderEmail } from '@/lib/email/render';
import { sendEmail } from '@/lib/email/send-email';
import { sanitizeArticleHtml } from '@/lib/html/sanitize';
import { limaDateKey } from '@/lib/jobs/lima-time';
import { logger } from '@/lib/logger';
import { revalidateSite, siteCacheTag } from '@/lib/sites/serve/cache';
import { siteDocumentSchema, type Rubro } from '@/lib/sites/document/document';
import { siteUrl } from '@/lib/sites/serve/site-url';

/**
 * The Growth plan's monthly SEO article (issue 14): once a month the article generator drafts one
 * for each Growth customer's live site from the site's keywords; the team reviews it in the panel
 * ('Customer articles'); once approved it is published on the site's own blog, feed and sitemap.
 */

/**
 * After this day of the Lima month, a Growth site without a published article is overdue; a site
 * that first went live this month owes its first article next month (it may get one earlier).
 */
export const ARTICLE_DUE_DAY = 15;
/** Drafts per daily run: each is an AI call of up to a minute; the rest wait for the next day. */
const DRAFTS_PER_RUN = 20;

const RUBRO_WORDS: Record<Rubro, string> = { restaurant: 'restaurante', tourism: 'agencia de turismo', shop: 'tienda', services: 'servicios', other: 'negocio' };

export const limaMonthKey = (at: Date) => limaDateKey(at).slice(0, 7);

/** Plan types that are the Growth plan: our key, and the Stripe product id when configured. */
function growthPlanTypes(): string[] {
  const product = getConfig().stripe?.products.growth;
  return product ? ['growth', product] : ['growth'];
}

/** Live sites of customers paying the Growth plan, with what an article is written from. */
function growthSites(extra?: SQL) {
  return getDb()
    .select({
      siteId: sites.id,
      label: sites.label,
      businessName: trialSubmissions.businessName,
      keywords: trialSubmissions.seoKeywords,
      ownerEmail: user.email,
      document: siteVersions.document,
      firstPublishedAt: sites.firstPublishedAt,
    })
    .from(sites)
    .innerJoin(trialSubmissions, eq(trialSubmissions.id, sites.submissionId))
    .innerJoin(user, eq(user.id, trialSubmissions.userId))
    .innerJoin(subscriptions, eq(subscriptions.userId, trialSubmissions.userId))
    .innerJoin(siteVersions, eq(siteVersions.id, sites.publishedVersionId))
    .where(and(eq(sites.status, 'live'), eq(subscriptions.status, 'active'), inArray(subscriptions.planType, growthPlanTypes()), extra))
    .$dynamic();
}

/**
 * The daily task: drafts this month's article for every Growth site that has none yet. An AI
 * failure leaves the site without one (the team sees it as missing, then overdue) and the next
 * day's run tries again; a second run the same day finds the drafts and does nothing.
 */
export async function draftMonthlySiteArticles(now: Date = new Date()): Promise<{ drafted: number; failed: number }> {
  const month = limaMonthKey(now);
  const due = await growthSites(notExists(getDb().select({ one: sql`1` }).from(siteArticles).where(and(eq(siteArticles.siteId, sites.id), eq(siteArticles.month, month)))))
    .orderBy(asc(sites.publishedAt))
    .limit(DRAFTS_PER_RUN);
  let drafted = 0;
  let failed = 0;
  for (const site of due) {
    try {
      await draftArticle(site, month);
      drafted += 1;
    } catch (error) {
      failed += 1;
      logger.warn({ err: error, siteId: site.siteId }, 'site article draft failed');
    }
  }
  return { drafted, failed };
}

async function draftArticle(site: Awaited<ReturnType<typeof growthSites>>[number], month: string): Promise<void> {
  const { business } = siteDocumentSchema.parse(site.document);
  const keywords = (site.keywords ?? '').split(',').map((k: string) => k.trim()).filter(Boolean);
  const topic = keywords[0] ?? `${RUBRO_WORDS[business.rubro]} en ${business.city || 'Perú'}`;
  const article = await generateArticle({
    sourceType: 'keyword',
    sourceValue: topic,
    seoKeywords: keywords.join(', ') || undefined,
    forBusiness: { name: business.name, kind: RUBRO_WORDS[business.rubro], city: business.city },
  });
  const taken = new Set((await getDb().select({ slug: siteArticles.slug }).from(siteArticles).where(eq(siteArticles.siteId, site.siteId))).map((r) => r.slug));
  const base = baseSlug(article.title);
  let slug = base;
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
  await getDb()
    .insert(siteArticles)
    .values({ siteId: site.siteId, month, slug, title: article.title, excerpt: article.excerpt, content: sanitizeArticleHtml(article.content), keywords: article.suggestedKeywords })
    // Another run that got there first keeps its draft.
    .onConflictDoNothing();
}

export type SiteArticleReview = { id: string; businessName: string; siteUrl: string; month: string; title: string; excerpt: string; content: string; draftedAt: string };
export type GrowthSiteStatus = { siteId: string; businessName: string; siteUrl: string; state: 'published' | 'pending_review' | 'missing'; isOverdue: boolean };

/** The panel's 'Customer articles': drafts to review, and where every Growth site stands this month. */
export async function listSiteArticlesForTeam(actor: Actor, now: Date = new Date()): Promise<{ month: string; pending: SiteArticleReview[]; sites: GrowthSiteStatus[] }> {
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
    return { siteId: site.siteId, businessName: site.businessName, siteUrl: siteUrl(site.label), state, isOverdue: state !== 'published' && pastDue && !isNewThisMonth };
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
      [`Publicamos un nuevo artículo en el sitio de ${row.businessName}: «${row.article.title}».`, 'Cada mes escribimos uno pensado en cómo te buscan tus clientes en Google. Compártelo en tus redes.'],
      { label: 'Leer el artículo', url },
    );
    await sendEmail({ to: row.ownerEmail, subject: 'Nuevo artículo en tu sitio web', ...body });
  }
  return { url };
}

/** 'Discard': the draft goes away and the next daily run writes another one for the month. */
export async function discardSiteArticle(actor: Actor, articleId: string): Promise<void> {
  await pendingArticle(actor, articleId);
  await getDb().delete(siteArticles).where(and(eq(siteArticles.id, articleId), eq(siteArticles.status, 'pending_review')));
}

export type PublishedSiteArticle = { slug: string; title: string; excerpt: string; content: string; publishedAt: string };

/** A site's published articles, newest first, cached with the rest of the site until it changes. */
export async function getPublishedSiteArticles(label: string): Promise<PublishedSiteArticle[]> {
  return unstable_cache(
    async () => {
      const rows = await getDb()
        .select({ slug: siteArticles.slug, title: siteArticles.title, excerpt: siteArticles.excerpt, content: siteArticles.content, publishedAt: siteArticles.publishedAt })
        .from(siteArticles)
        .innerJoin(sites, eq(sites.id, siteArticles.siteId))
        .where(and(eq(sites.label, label), eq(siteArticles.status, 'published')))
        .orderBy(desc(siteArticles.publishedAt))
        .limit(120);
      return rows.map((r) => ({ ...r, publishedAt: (r.publishedAt ?? new Date()).toISOString() }));
    },
    ['site-articles', label],
    { tags: [siteCacheTag(label)] },
  )();
}
