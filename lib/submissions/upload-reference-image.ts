import 'server-only';
import { eq } from 'drizzle-orm';
import { trialSubmissions } from '@/db/schema';
import { UserFacingError } from '@/lib/actions/result';
import { AuthError, type Actor } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { logger } from '@/lib/logger';
import { getStorage, removeStoredUrl } from '@/lib/storage/storage';
import { readUploadedImage } from '@/lib/storage/uploaded-image';

/**
 * Stores a design reference image for a submission: checked by its bytes, re-encoded without
 * metadata, saved as `<submission id>-<timestamp>.<ext>`, and the replaced file removed.
 */
export async function uploadReferenceImage(actor: Actor, input: { submissionId: string; file: File }): Promise<{ url: string }> {
  if (actor.role !== 'admin') throw new AuthError('forbidden');
  const db = getDb();
  const [exists] = await db.select({ id: trialSubmissions.id }).from(trialSubmissions).where(eq(trialSubmissions.id, input.submissionId)).limit(1);
  if (!exists) throw new UserFacingError('submission not found');
  const image = await readUploadedImage(input.file);
  const storage = getStorage();
  const stored = await storage.put(`reference-images/${input.submissionId}-${Date.now()}.${image.ext}`, image.body, image.contentType);

  let previousUrl: string | null;
  try {
    previousUrl = await db.transaction(async (tx) => {
      // Row lock: two uploads at once each learn the URL the other replaced, so no file leaks.
      const [row] = await tx
        .select({ url: trialSubmissions.referenceImageUrl })
        .from(trialSubmissions)
        .where(eq(trialSubmissions.id, input.submissionId))
        .for('update');
      if (!row) throw new UserFacingError('submission not found');
      await tx.update(trialSubmissions).set({ referenceImageUrl: stored.url }).where(eq(trialSubmissions.id, input.submissionId));
      return row.url;
    });
  } catch (error) {
    await storage.remove(stored.key).catch(() => undefined);
    throw error;
  }
  if (previousUrl && previousUrl !== stored.url) {
    await removeStoredUrl(previousUrl).catch((err: unknown) => logger.warn({ err, previousUrl }, 'could not remove a replaced reference image'));
  }
  return { url: stored.url };
}
