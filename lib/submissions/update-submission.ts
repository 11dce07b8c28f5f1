import 'server-only';
import { eq } from 'drizzle-orm';
import { trialSubmissions } from '@/db/schema';
import { UserFacingError } from '@/lib/actions/result';
import { AuthError, type Actor } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import type { SubmissionStatus } from './schemas';

/**
 * The admin's direct edits of a submission (spec section 7: update trial_submissions by id with
 * {status} or {published_url}; the preview link is the customer's review step).
 */
async function updateOne(actor: Actor, submissionId: string, values: Partial<typeof trialSubmissions.$inferInsert>) {
  if (actor.role !== 'admin') throw new AuthError('forbidden');
  const updated = await getDb()
    .update(trialSubmissions)
    .set(values)
    .where(eq(trialSubmissions.id, submissionId))
    .returning({ id: trialSubmissions.id });
  if (updated.length === 0) throw new UserFacingError('submission not found');
}

export async function updateSubmissionStatus(actor: Actor, input: { submissionId: string; status: SubmissionStatus }) {
  await updateOne(actor, input.submissionId, { status: input.status });
}

/** `url` is already checked to be http(s) by the action's schema. */
export async function updateSubmissionSiteUrl(actor: Actor, input: { submissionId: string; field: 'published' | 'preview'; url: string }) {
  await updateOne(actor, input.submissionId, input.field === 'published' ? { publishedUrl: input.url } : { previewUrl: input.url });
}
