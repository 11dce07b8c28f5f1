import 'server-only';
import { and, asc, desc, eq, gte, lt } from 'drizzle-orm';
import { siteRevisionRequests, siteSeoChecks, siteSeoTasks, sites, trialSubmissions, user } from '@/db/schema';
import { AuthError, type Actor } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { limaMonthBounds, limaMonthOf } from '@/lib/jobs/lima-time';
import { siteOrigin } from '@/lib/sites/serve/site-url';
import { SEO_RULE_LABELS, type SeoRule } from './rules';
import { seoMonthSchema } from './schemas';

export type SeoTaskItem = { id: string; rule: SeoRule; ruleLabel: string; path: string; detail: string; doneAt: Date | null; doneBy: string | null };
export type ContentUpdateItem = { id: string; sectionLabel: string; message: string; isDone: boolean; requestedAt: Date; doneAt: Date | null };

export type SiteSeoMonth = {
  site: { id: string; businessName: string; url: string };
  month: string;
  /** When the month's check ran for this site; null before it has. */
  checkedAt: Date | null;
  pagesChecked: number;
  tasks: SeoTaskItem[];
  /** The month's content update slot: the change requests the customer sent in the month. */
  contentUpdates: ContentUpdateItem[];
  /** Months with a check, newest first, for the page's month links. */
  months: string[];
};

/** The panel's SEO page of one site and month (the current Lima month when none is asked for); null for an unknown site. */
export async function readSiteSeoMonth(actor: Actor, siteId: string, requested?: string | null, now: Date = new Date()): Promise<SiteSeoMonth | null> {
  if (actor.role !== 'admin') throw new AuthError('forbidden');
  const month = seoMonthSchema.safeParse(requested).data ?? limaMonthOf(now);
  const [site] = await getDb()
    .select({ id: sites.id, label: sites.label, businessName: trialSubmissions.businessName })
    .from(sites)
    .leftJoin(trialSubmissions, eq(trialSubmissions.id, sites.submissionId))
    .where(eq(sites.id, siteId));
  if (!site) return null;
  const { start, end } = limaMonthBounds(month);
  const [tasks, [check], updates, months] = await Promise.all([
    getDb()
      .select({
        id: siteSeoTasks.id,
        rule: siteSeoTasks.rule,
        path: siteSeoTasks.path,
        detail: siteSeoTasks.detail,
        doneAt: siteSeoTasks.doneAt,
        doneBy: user.name,
      })
      .from(siteSeoTasks)
      .leftJoin(user, eq(user.id, siteSeoTasks.doneBy))
      .where(and(eq(siteSeoTasks.siteId, siteId), eq(siteSeoTasks.month, month)))
      .orderBy(asc(siteSeoTasks.path), asc(siteSeoTasks.rule)),
    getDb()
      .select({ checkedAt: siteSeoChecks.checkedAt, pagesChecked: siteSeoChecks.pagesChecked })
      .from(siteSeoChecks)
      .where(and(eq(siteSeoChecks.siteId, siteId), eq(siteSeoChecks.month, month))),
    getDb()
      .select()
      .from(siteRevisionRequests)
      .where(and(eq(siteRevisionRequests.siteId, siteId), gte(siteRevisionRequests.createdAt, start), lt(siteRevisionRequests.createdAt, end)))
      .orderBy(asc(siteRevisionRequests.createdAt)),
    getDb().select({ month: siteSeoChecks.month }).from(siteSeoChecks).where(eq(siteSeoChecks.siteId, siteId)).orderBy(desc(siteSeoChecks.month)),
  ]);
  return {
    site: { id: site.id, businessName: site.businessName ?? site.label, url: siteOrigin(site.label) },
    month,
    checkedAt: check?.checkedAt ?? null,
    pagesChecked: check?.pagesChecked ?? 0,
    tasks: tasks.map((t) => ({ ...t, ruleLabel: SEO_RULE_LABELS[t.rule] })),
    contentUpdates: updates.map((r) => ({
      id: r.id,
      sectionLabel: r.sectionLabel,
      message: r.message,
      isDone: r.status === 'hecho',
      requestedAt: r.createdAt,
      doneAt: r.doneAt,
    })),
    months: months.map((m) => m.month),
  };
}
