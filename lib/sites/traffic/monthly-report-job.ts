import 'server-only';
import { and, asc, eq, gt, inArray, lt, notExists, sql } from 'drizzle-orm';
import { siteMonthlyReports, sites, subscriptions, user } from '@/db/schema';
import type { StoredPlan } from '@/lib/billing/plans';
import { absoluteUrl } from '@/lib/config/app-url';
import { getDb } from '@/lib/db/client';
import { renderEmail } from '@/lib/email/render';
import { sendEmail } from '@/lib/email/send-email';
import { limaDateKey, limaMonthBounds, limaMonthOf, previousMonthKey } from '@/lib/jobs/lima-time';
import { logger } from '@/lib/logger';
import { siteOrigin } from '@/lib/sites/serve/site-url';
import { readMonthlyReports, type MonthlyReport } from './monthly-report';
import {
  contactsSentence,
  growthSentences,
  monthName,
  nothingElseSentence,
  shortMonthName,
  trendSentence,
  visitsLabel,
  visitsSentence,
} from './monthly-report-text';

/**
 * The daily task that e-mails 'Tu reporte del mes' (issue 26): on the first day of a Lima month,
 * every live site's owner gets the month just ended. Each (site, month) is recorded in
 * site_monthly_reports before its e-mail goes, so a second run, another instance or a retried
 * cron call never sends it again. The second and third days pick up what a failed first run
 * left (an e-mail that could not be sent is un-recorded so they try it again); after that the
 * month's report stays on the dashboard only.
 */

/** The first days of a month on which the month before is still e-mailed. */
const SENDING_DAYS = 3;
/** Sites read per batch: each batch is a handful of queries (monthly-report.ts). */
const BATCH = 500;

type Recipient = { id: string; label: string; email: string; name: string; isGrowth: boolean };

/** Live sites published before `monthEnd` whose report of `month` was not recorded yet, after `afterId`, by id. */
function dueSites(month: string, monthEnd: Date, afterId: string | null): Promise<Recipient[]> {
  return getDb()
    .select({
      id: sites.id,
      label: sites.label,
      email: user.email,
      name: user.name,
      isGrowth: sql<boolean>`coalesce(${subscriptions.status} = 'active' and ${subscriptions.planType} = ${'growth' satisfies StoredPlan}, false)`,
    })
    .from(sites)
    .innerJoin(user, eq(user.id, sites.userId))
    .leftJoin(subscriptions, eq(subscriptions.userId, sites.userId))
    .where(
      and(
        eq(sites.status, 'live'),
        lt(sql`coalesce(${sites.firstPublishedAt}, ${sites.publishedAt})`, monthEnd),
        afterId ? gt(sites.id, afterId) : undefined,
        notExists(
          getDb()
            .select({ one: sql`1` })
            .from(siteMonthlyReports)
            .where(and(eq(siteMonthlyReports.siteId, sites.id), eq(siteMonthlyReports.month, month))),
        ),
      ),
    )
    .orderBy(asc(sites.id))
    .limit(BATCH);
}

/** The Spanish e-mail of one site's month. */
export function monthlyReportEmail(report: MonthlyReport, site: { label: string; name: string }) {
  const month = shortMonthName(report.month);
  const subject = report.views === 0 ? `Tu reporte de ${month}` : `Tu reporte de ${month}: ${visitsLabel(report.views)}`;
  const lines = [`Hola ${site.name}:`, `Este es el resumen de ${monthName(report.month)} de tu web ${siteOrigin(site.label)}.`];
  if (!report.hasData) {
    lines.push(`${visitsSentence(report)} ${nothingElseSentence}`);
  } else {
    lines.push([visitsSentence(report), trendSentence(report)].filter(Boolean).join(' '));
    if (report.topPages.length > 0) {
      lines.push(`Las páginas más vistas: ${report.topPages.map((p) => `${p.path} (${visitsLabel(p.views)})`).join(', ')}.`);
    }
    lines.push(contactsSentence(report));
  }
  lines.push(...growthSentences(report));
  lines.push('En tu panel tienes el detalle día por día y los meses anteriores.');
  return { subject, ...renderEmail(lines, { label: 'Ver mi reporte', url: absoluteUrl(`/dashboard/resultados/mes?mes=${report.month}`) }) };
}

/**
 * The reports of `month` still owed, a batch at a time: each batch's sites are recorded in
 * site_monthly_reports first (only the rows this caller inserted are yielded, whoever else is
 * running), then their reports are read. The benchmark times exactly this: the job's database work.
 */
export async function* claimMonthlyReports(month: string, now: Date): AsyncGenerator<{ site: Recipient; report: MonthlyReport }[]> {
  const { end } = limaMonthBounds(month);
  for (let after: string | null = null; ;) {
    const batch = await dueSites(month, end, after);
    if (batch.length === 0) return;
    after = batch.at(-1)!.id;
    const claimed = await getDb()
      .insert(siteMonthlyReports)
      .values(batch.map((s) => ({ siteId: s.id, month })))
      .onConflictDoNothing()
      .returning({ siteId: siteMonthlyReports.siteId });
    const mine = new Set(claimed.map((c) => c.siteId));
    const recipients = batch.filter((s) => mine.has(s.id));
    const reports = await readMonthlyReports(recipients, month, now);
    yield recipients.map((site) => ({ site, report: reports.get(site.id)! }));
  }
}

/**
 * The daily task: e-mails the month just ended to every live site's owner not e-mailed it yet,
 * on the first SENDING_DAYS days of a Lima month; any other day it does nothing.
 */
export async function sendMonthlyReports(now: Date = new Date()): Promise<{ month: string | null; sent: number; failed: number }> {
  if (Number(limaDateKey(now).slice(8, 10)) > SENDING_DAYS) return { month: null, sent: 0, failed: 0 };
  const month = previousMonthKey(limaMonthOf(now));
  let sent = 0;
  let failed = 0;
  for await (const batch of claimMonthlyReports(month, now)) {
    const delivered: string[] = [];
    const undelivered: string[] = [];
    for (const { site, report } of batch) {
      const ok = await sendEmail({ to: site.email, ...monthlyReportEmail(report, site) });
      (ok ? delivered : undelivered).push(site.id);
    }
    if (delivered.length > 0) {
      await getDb()
        .update(siteMonthlyReports)
        .set({ emailedAt: new Date() })
        .where(and(eq(siteMonthlyReports.month, month), inArray(siteMonthlyReports.siteId, delivered)));
    }
    // Not sent: un-recorded, so the next day's run tries again.
    if (undelivered.length > 0) {
      await getDb()
        .delete(siteMonthlyReports)
        .where(and(eq(siteMonthlyReports.month, month), inArray(siteMonthlyReports.siteId, undelivered)));
    }
    sent += delivered.length;
    failed += undelivered.length;
  }
  if (sent + failed > 0) logger.info({ month, sent, failed }, 'monthly site reports e-mailed');
  return { month, sent, failed };
}
