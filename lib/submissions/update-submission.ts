import 'server-only';
import { type SubmissionStatus } from '@/db/enums';
import { and, eq, isNull, ne, or } from 'drizzle-orm';
import { trialSubmissions, user } from '@/db/schema';
import { UserFacingError } from '@/lib/actions/result';
import { AuthError, type Actor } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { startTrialClock } from '@/lib/billing/trial-lifecycle';
import { sendPreviewReadyEmail } from './emails';

/**
 * The admin's direct edits of a submission (spec section 7: update trial_submissions by id with
 * {status} or {published_url}; the preview link is the customer's review step).
 */
async function updateOne(actor: Actor, submissionId: string, values: Partial<typeof trialSubmissions.$inferInsert>) {
  if (actor.role !== 'admin') throw new AuthError('forbidden');
  const updated = await getDb().update(trialSubmissions).set(values).where(eq(trialSubmissions.id, submissionId)).returning({ id: trialSubmissions.id });
  if (updated.length === 0) throw new UserFacingError('submission not found');
}

export async function updateSubmissionStatus(actor: Actor, input: { submissionId: string; status: SubmissionStatus }) {
  await updateOne(actor, input.submissionId, { status: input.status });
}

/**
 * `url` is already checked to be http(s) by the action's schema. A new preview link is e-mailed
 * to the customer (the first one starts their trial); saving the same link again sends nothing.
 */
export async function updateSubmissionSiteUrl(actor: Actor, input: { submissionId: string; field: 'published' | 'preview'; url: string }) {
  if (input.field === 'published') return updateOne(actor, input.submissionId, { publishedUrl: input.url });
  if (actor.role !== 'admin') throw new AuthError('forbidden');
  const db = getDb();
  const [changed] = await db
    .update(trialSubmissions)
    .set({ previewUrl: input.url })
    .where(and(eq(trialSubmissions.id, input.submissionId), or(isNull(trialSubmissions.previewUrl), ne(trialSubmissions.previewUrl, input.url))))
    .returning({ userId: trialSubmissions.userId, email: trialSubmissions.email, businessName: trialSubmissions.businessName });
  if (!changed) {
    // Unchanged, or not there at all: only the latter is an error.
    const [exists] = await db.select({ id: trialSubmissions.id }).from(trialSubmissions).where(eq(trialSubmissions.id, input.submissionId)).limit(1);
    if (!exists) throw new UserFacingError('submission not found');
    return;
  }
  const [account] = changed.userId ? await db.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, changed.userId)).limit(1) : [];
  // The first preview starts the trial's 5 days.
  const trial = changed.userId ? await startTrialClock(changed.userId) : null;
  await sendPreviewReadyEmail(
    {
      email: account?.email ?? changed.email,
      name: account?.name ?? changed.businessName,
      businessName: changed.businessName,
    },
    trial,
  );
}
