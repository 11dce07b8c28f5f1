import 'server-only';
import { eq } from 'drizzle-orm';
import { trialSubmissions } from '@/db/schema';
import { UserFacingError } from '@/lib/actions/result';
import { AuthError, type Actor } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { projectFiles, removeProjectFiles } from './project-files';

/**
 * Deletes a submission with its site, the customer's photos and every file of them (reference
 * image, photos, editor images); its messages stay, unlinked (set null).
 */
export async function deleteSubmission(actor: Actor, submissionId: string): Promise<void> {
  if (actor.role !== 'admin') throw new AuthError('forbidden');
  const files = await getDb().transaction(async (tx) => {
    const found = await projectFiles(tx, eq(trialSubmissions.id, submissionId));
    const deleted = await tx.delete(trialSubmissions).where(eq(trialSubmissions.id, submissionId)).returning({ id: trialSubmissions.id });
    return deleted.length > 0 ? found : null;
  });
  if (!files) throw new UserFacingError('submission not found');
  await removeProjectFiles(files);
}
