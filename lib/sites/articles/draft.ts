import 'server-only';
import { and, asc, eq, notExists, sql } from 'drizzle-orm';
import { siteArticles, sites } from '@/db/schema';
import { generateArticle } from '@/lib/ai/generate-article';
import { baseSlug } from '@/lib/blog/unique-slug';
import { getDb } from '@/lib/db/client';
import { sanitizeArticleHtml } from '@/lib/html/sanitize';
import { logger } from '@/lib/logger';
import type { Rubro } from '@/lib/sites/document/document';
import { readVersionDocument } from '@/lib/sites/document/stored-version';
import { growthSites, limaMonthKey } from './queries';

/** Drafts per daily run: each is an AI call of up to a minute; the rest wait for the next day. */
const DRAFTS_PER_RUN = 20;

const RUBRO_WORDS: Record<Rubro, string> = {
  restaurant: 'restaurante',
  tourism: 'agencia de turismo',
  shop: 'tienda',
  services: 'servicios',
  other: 'negocio',
};

/**
 * The daily task: drafts this month's article for every Growth site that has none yet. An AI
 * failure leaves the site without one (the team sees it as missing, then overdue) and the next
 * day's run tries again; a second run the same day finds the drafts and does nothing.
 */
export async function draftMonthlySiteArticles(now: Date = new Date()): Promise<{ drafted: number; failed: number }> {
  const month = limaMonthKey(now);
  const due = await growthSites(
    notExists(
      getDb()
        .select({ one: sql`1` })
        .from(siteArticles)
        .where(and(eq(siteArticles.siteId, sites.id), eq(siteArticles.month, month))),
    ),
  )
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
  const { business } = readVersionDocument(site.document);
  const keywords = (site.keywords ?? '')
    .split(',')
    .map((k: string) => k.trim())
    .filter(Boolean);
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
    .values({
      siteId: site.siteId,
      month,
      slug,
      title: article.title,
      excerpt: article.excerpt,
      content: sanitizeArticleHtml(article.content),
      keywords: article.suggestedKeywords,
    })
    // Another run that got there first keeps its draft.
    .onConflictDoNothing();
}
