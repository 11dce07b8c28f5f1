import 'server-only';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { autoPublishRuns } from '@/db/schema';
import { getConfig } from '@/lib/config';
import { getDb } from '@/lib/db/client';
import { limaIsoWeekKey, msUntilNextLima } from '@/lib/jobs/lima-time';
import { logger } from '@/lib/logger';
import { registerJob } from '@/lib/jobs/schedulers';
import { autoPublishArticle, type AutoPublishOptions, type AutoPublishResult } from './auto-publish';

/**
 * The weekly automatic publication: Mondays 09:00 in Lima, one keyword per run (spec section 9).
 * Vercel Cron calls GET /api/cron/auto-publish; self-hosted servers run the job in process.
 * Either way the auto_publish_runs row of the ISO week is the claim, so several instances or a
 * retried cron call publish at most one article a week. The admin's test button skips this.
 */
export type ScheduledRunResult = { ran: false; week: string; message: string } | { ran: true; week: string; result: AutoPublishResult };

export const ALREADY_RAN_THIS_WEEK = 'La publicación automática de esta semana ya se hizo.';

/** A run that started this long ago and never finished died; its week may be tried again. */
const STALE_RUN_MINUTES = 30;

type Outcome = 'published' | 'drafted' | 'empty' | 'busy' | 'gone' | 'failed';

/**
 * Takes the week: a new row, or one whose earlier attempt produced no article (empty queue,
 * AI failure, a run that died). Returns the claim's start time, which later updates must match.
 */
async function claimWeek(week: string, now: Date): Promise<Date | null> {
  const staleBefore = new Date(now.getTime() - STALE_RUN_MINUTES * 60_000);
  const [row] = await getDb()
    .insert(autoPublishRuns)
    .values({ isoWeek: week, startedAt: now })
    .onConflictDoUpdate({
      target: autoPublishRuns.isoWeek,
      set: { startedAt: now, finishedAt: null, outcome: null, articleId: null },
      setWhere: or(
        sql`${autoPublishRuns.outcome} in ('empty', 'busy', 'gone', 'failed')`,
        and(isNull(autoPublishRuns.finishedAt), lt(autoPublishRuns.startedAt, staleBefore)),
      ),
    })
    .returning({ startedAt: autoPublishRuns.startedAt });
  return row?.startedAt ?? null;
}

async function finishWeek(week: string, claimedAt: Date, outcome: Outcome, articleId: string | null = null): Promise<void> {
  await getDb()
    .update(autoPublishRuns)
    .set({ finishedAt: new Date(), outcome, articleId })
    .where(and(eq(autoPublishRuns.isoWeek, week), eq(autoPublishRuns.startedAt, claimedAt)));
}

function outcomeOf(result: AutoPublishResult): Outcome {
  if (result.success) return result.article.status === 'published' ? 'published' : 'drafted';
  return result.reason;
}

/** One scheduled run for the ISO week of `now` (Lima). AUTO_PUBLISH_MODE=draft keeps it a draft. */
export async function runScheduledAutoPublish(now: Date = new Date(), options: Pick<AutoPublishOptions, 'generate'> = {}): Promise<ScheduledRunResult> {
  const week = limaIsoWeekKey(now);
  const claimedAt = await claimWeek(week, now);
  if (!claimedAt) return { ran: false, week, message: ALREADY_RAN_THIS_WEEK };
  let result: AutoPublishResult;
  try {
    result = await autoPublishArticle({ ...options, mode: getConfig().autoPublish.mode, authorId: null, now });
  } catch (error) {
    await finishWeek(week, claimedAt, 'failed');
    throw error;
  }
  await finishWeek(week, claimedAt, outcomeOf(result), result.success ? result.article.id : null);
  return { ran: true, week, result };
}

/*
 * The in-process run has no request, and Next refreshes its page cache only from a request, so
 * it cannot call revalidateBlog(): the list and sitemap catch up within their `revalidate`
 * window (five minutes), and the new article's own URL was never cached.
 */
registerJob({
  name: 'auto-publish',
  switch: 'autoPublish',
  nextDelay: (now) => msUntilNextLima(now, 9, 0, 1),
  run: async () => {
    const run = await runScheduledAutoPublish();
    logger.info({ week: run.week, ran: run.ran, ...(run.ran ? { success: run.result.success, message: run.result.message } : {}) }, 'weekly auto-publish');
  },
});
