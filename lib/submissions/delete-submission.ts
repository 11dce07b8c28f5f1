import 'server-only';
import { eq } from 'drizzle-orm';
import { trialSubmissions } from '@/db/schema';
import { UserFacingError } from '@/lib/actions/result';
import { AuthError, type Actor } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { logger } from '@/lib/logger';
import { removeStoredUrl } from '@/lib/storage/storage';

/** Deletes a submission and its reference image; its messages stay, unlinked (set null). */
export async function deleteSubmission(actor: Actor, submissionId: string): Promise<void> {
  if (actor.role !== 'admin') throw new AuthError('forbidden');
  const [deleted] = await getDb()
    .delete(trialSubmissions)
    .where(eq(trialSubmissions.id, submissionId))
    .returning({ referenceImageUrl: trialSubmissions.referenceImageUrl });
  if (!deleted) throw new UserFacingError('submission not found');
  await removeStoredUrl(deleted.referenceImageUrl).catch((err: unknown) =>
    logger.warn({ err, submissionId }, 'could not remove the reference image of a deleted submission'),
  );
}
