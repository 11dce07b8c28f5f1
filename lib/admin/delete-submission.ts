import 'server-only';
import { eq } from 'drizzle-orm';
import { trialSubmissions } from '@/db/schema';
import { UserFacingError } from '@/lib/actions/result';
import { AuthError, type Actor } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { forgetRetiredSites, retireSites } from '@/lib/sites/lifecycle/retire-sites';
import { projectFiles, removeProjectFiles } from '@/lib/submissions/project-files';

/**
 * Deletes a submission with its site, the customer's photos and every file of them (reference
 * image, photos, editor images); its messages stay, unlinked (set null). The site stops
 * answering at once, on its label and its own domain, and its label stays held (retire-sites.ts).
 */
export async function deleteSubmission(actor: Actor, submissionId: string): Promise<void> {
  if (actor.role !== 'admin') throw new AuthError('forbidden');
  const deleted = await getDb().transaction(async (tx) => {
    const project = eq(trialSubmissions.id, submissionId);
    const files = await projectFiles(tx, project);
    const retired = await retireSites(tx, project);
    const rows = await tx.delete(trialSubmissions).where(project).returning({ id: trialSubmissions.id });
    return rows.length > 0 ? { files, retired } : null;
  });
  if (!deleted) throw new UserFacingError('submission not found');
  forgetRetiredSites(deleted.retired);
  await removeProjectFiles(deleted.files);
}
