import 'server-only';
import { registerDailyTask } from '@/lib/jobs/daily';
import { registerJob } from '@/lib/jobs/schedulers';
import { onTrialStarted } from '@/lib/signup/trial-started';
import { limaMonthOf, msUntilNextLima } from '@/lib/jobs/lima-time';
import { isAuthorizedCronCall } from '@/lib/jobs/cron-auth';
import { draftMonthlySiteArticles } from '@/lib/sites/articles/draft';
import { recheckVerifiedDomains } from '@/lib/sites/domains/domain-rechecks';
import { expireDomainClaims } from '@/lib/sites/domains/domains';
import { retireOrphanEmailAddresses } from '@/lib/sites/email/retire-addresses';
import { deleteExpiredSiteLeads } from '@/lib/sites/traffic/leads';
import { checkMonthlySeo, runMonthlySeoChecks } from '@/lib/sites/seo/seo-job';
import { sendMonthlyReports } from '@/lib/sites/traffic/monthly-report-job';
import { deleteOldViewMarks } from '@/lib/sites/traffic/visits';
import { makeFirstSketch, sweepFirstSketches } from '@/lib/sites/sketch/first-sketch';
import { runNoticeEnds } from '@/lib/sites/quick-edits/notice-ends';

/** The Growth plan's monthly article: drafted by the daily run, within the month it belongs to. */
registerDailyTask({ name: 'site-articles', run: (now) => draftMonthlySiteArticles(now) });

/**
 * 'Tu primer boceto' (decision 0038): the sign-up's instance starts it as soon as the form is
 * answered; every instance's scheduler looks every few seconds for one nobody started or whose
 * instance stopped. Where no scheduler runs (Vercel), the sign-up's own start is the only one.
 */
onTrialStarted('site-first-sketch', (submissionId) => makeFirstSketch(submissionId));
registerJob({ name: 'site-first-sketches', switch: 'dailyJobs', nextDelay: () => 5_000, run: () => sweepFirstSketches() });

/** The owners' notices ("Cerrado por feriado") leave the live sites as a Lima day begins (decision 0039). */
registerJob({ name: 'site-notice-ends', switch: 'dailyJobs', nextDelay: (now) => msUntilNextLima(now, 0, 0), run: () => runNoticeEnds() });

/** Customers' verified domains, looked up again once a day (decision 0013). */
registerDailyTask({ name: 'site-domain-rechecks', run: recheckVerifiedDomains });

/** Domains named and never verified are dropped after a week (lib/sites/domains/domains.ts). */
registerDailyTask({ name: 'site-domain-claims', run: expireDomainClaims });

/** 'Correo profesional' addresses of removed sites and deleted accounts stop forwarding (decision 0031). */
registerDailyTask({ name: 'site-email-retirement', run: retireOrphanEmailAddresses });

/** Visitors' messages are kept no longer than the sites' privacy pages say (lib/sites/traffic/lead-retention.ts). */
registerDailyTask({ name: 'site-lead-retention', run: deleteExpiredSiteLeads });

/** The visitors' marks that bound the view counts matter for minutes; none is kept past a day. */
registerDailyTask({ name: 'site-view-marks', run: deleteOldViewMarks });

/** 'Tu reporte del mes': the month just ended, e-mailed to each live site's owner on the month's first days. */
registerDailyTask({ name: 'site-monthly-reports', run: sendMonthlyReports });

/** The monthly SEO work: every live Growth site checked on the month's first working day, findings as tasks (decision 0034). */
registerDailyTask({ name: 'site-seo-checks', run: runMonthlySeoChecks });

/**
 * GET /api/cron/site-articles (CRON_SECRET): drafts the month's missing articles now, for an
 * operator who does not want to wait for the next daily run (and for the end-to-end suite).
 */
export async function handleSiteArticlesCron(request: Request): Promise<Response> {
  if (!isAuthorizedCronCall(request.headers.get('authorization'))) return Response.json({ error: 'unauthorized' }, { status: 401 });
  return Response.json(await draftMonthlySiteArticles());
}

/**
 * GET /api/cron/site-seo-checks (CRON_SECRET): checks now the live Growth sites not checked yet this
 * month (a site that moved to Growth after the first working day, or a run to repeat by hand), and
 * for the end-to-end suite. Sites already checked this month are left as they are.
 */
export async function handleSeoChecksCron(request: Request): Promise<Response> {
  if (!isAuthorizedCronCall(request.headers.get('authorization'))) return Response.json({ error: 'unauthorized' }, { status: 401 });
  return Response.json(await checkMonthlySeo(limaMonthOf(new Date())));
}
