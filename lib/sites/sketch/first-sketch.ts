import 'server-only';
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { siteSketches, trialSubmissions } from '@/db/schema';
import { getDb } from '@/lib/db/client';
import { logger } from '@/lib/logger';
import { toSubmissionDetails } from '@/lib/submissions/details';
import { aiSiteDocument } from '@/lib/sites/document/ai-draft';
import { sketchSite } from '@/lib/sites/publish/versions';

/**
 * 'Tu primer boceto' (issue 27, item 1; decision 0038): right after a trial form, the AI's draft of
 * the site (or the rubro's template when the AI fails, is slow or is not configured) becomes the
 * site's version 1, which the customer sees in the dashboard marked as a sketch and the team
 * finishes in the editor. The request row is written by the sign-up itself; the instance that
 * claims it makes the sketch, and a claim that stays unanswered is taken over by another.
 */

/** The AI gets this long, so that with the template's second or two the sketch shows within 30 s. */
export const SKETCH_AI_BUDGET_MS = 22_000;
/** A claim older than this without an answer: its instance stopped (the AI's wait is far shorter). */
const STALE_CLAIM_MS = 2 * 60_000;
/** The sign-up's own instance starts at once; the sweep leaves it these seconds before stepping in. */
const UNCLAIMED_GRACE_MS = 10_000;
/** After this many claims, the sketch is given up: the team drafts the site as before. */
const MAX_ATTEMPTS = 3;
/** Sketches one sweep makes, one after another (each waits for the AI). */
const SWEEP_BATCH = 5;

/**
 * Claims the sketch of `submissionId` for this instance: answers true when it is this instance's
 * to make now (nobody holds it, or its holder went quiet), false otherwise.
 */
async function claimSketch(submissionId: string, now: Date): Promise<boolean> {
  const stale = new Date(now.getTime() - STALE_CLAIM_MS);
  const claimed = await getDb()
    .update(siteSketches)
    .set({ claimedAt: now, attempts: sql`${siteSketches.attempts} + 1` })
    .where(
      and(
        eq(siteSketches.submissionId, submissionId),
        eq(siteSketches.status, 'making'),
        lt(siteSketches.attempts, MAX_ATTEMPTS),
        or(isNull(siteSketches.claimedAt), lt(siteSketches.claimedAt, stale)),
      ),
    )
    .returning({ submissionId: siteSketches.submissionId });
  return claimed.length > 0;
}

/** Makes a claimed sketch: the AI's document or the template, stored as the site's first version. */
async function makeClaimedSketch(submissionId: string): Promise<'ready' | 'retry'> {
  const db = getDb();
  try {
    const [submission] = await db.select().from(trialSubmissions).where(eq(trialSubmissions.id, submissionId)).limit(1);
    if (!submission || submission.status === 'cancelled') {
      await db.update(siteSketches).set({ status: 'failed', finishedAt: new Date() }).where(eq(siteSketches.submissionId, submissionId));
      return 'ready';
    }
    const ai = await aiSiteDocument(toSubmissionDetails(submission), { budgetMs: SKETCH_AI_BUDGET_MS });
    const saved = await sketchSite(submissionId, ai.document ? { document: ai.document, source: 'ai' } : undefined);
    await db
      .update(siteSketches)
      .set({
        status: 'ready',
        versionId: saved.versionId,
        source: saved.source,
        fallbackReason: saved.added && !ai.document ? ai.reason : null,
        finishedAt: new Date(),
      })
      .where(and(eq(siteSketches.submissionId, submissionId), eq(siteSketches.status, 'making')));
    return 'ready';
  } catch (err) {
    logger.error({ err, submissionId }, 'first sketch failed; it is tried again');
    // Gives the claim back at once, so the next sweep retries; the last attempt gives up.
    await db
      .update(siteSketches)
      .set({
        claimedAt: sql`case when ${siteSketches.attempts} >= ${MAX_ATTEMPTS} then ${siteSketches.claimedAt} else null end`,
        status: sql`case when ${siteSketches.attempts} >= ${MAX_ATTEMPTS} then 'failed'::site_sketch_status else 'making'::site_sketch_status end`,
        finishedAt: sql`case when ${siteSketches.attempts} >= ${MAX_ATTEMPTS} then now() else null end`,
      })
      .where(eq(siteSketches.submissionId, submissionId));
    return 'retry';
  }
}

/** The sign-up's fast path (lib/signup/trial-started.ts): makes the new project's sketch now, if nobody else is. */
export async function makeFirstSketch(submissionId: string, now: Date = new Date()): Promise<boolean> {
  if (!(await claimSketch(submissionId, now))) return false;
  await makeClaimedSketch(submissionId);
  return true;
}

/**
 * Every few seconds on every instance: the sketches nobody started (the sign-up's process stopped
 * before, or runs no `after`), failed attempts to retry and claims left by a stopped instance.
 * Each is claimed before it is made, so two instances never make the same one.
 */
export async function sweepFirstSketches(now: Date = new Date()): Promise<{ made: number }> {
  const stale = new Date(now.getTime() - STALE_CLAIM_MS);
  // The last attempt's instance stopped too: nobody tries again; the team drafts the site.
  await getDb()
    .update(siteSketches)
    .set({ status: 'failed', finishedAt: now })
    .where(and(eq(siteSketches.status, 'making'), sql`${siteSketches.attempts} >= ${MAX_ATTEMPTS}`, lt(siteSketches.claimedAt, stale)));
  const unclaimedBefore = new Date(now.getTime() - UNCLAIMED_GRACE_MS);
  const waiting = await getDb()
    .select({ submissionId: siteSketches.submissionId })
    .from(siteSketches)
    .where(
      and(
        eq(siteSketches.status, 'making'),
        lt(siteSketches.attempts, MAX_ATTEMPTS),
        or(and(isNull(siteSketches.claimedAt), lt(siteSketches.createdAt, unclaimedBefore)), lt(siteSketches.claimedAt, stale)),
      ),
    )
    .orderBy(asc(siteSketches.createdAt))
    .limit(SWEEP_BATCH);
  let made = 0;
  for (const { submissionId } of waiting) if (await makeFirstSketch(submissionId, now)) made += 1;
  return { made };
}
