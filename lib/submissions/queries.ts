import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { trialSubmissions } from '@/db/schema';
import { AuthError, type Actor } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';

/** The customer's newest project (spec: "latest submission"), or null. */
export async function findLatestSubmission(userId: string) {
  const [row] = await getDb()
    .select({
      id: trialSubmissions.id,
      businessName: trialSubmissions.businessName,
      status: trialSubmissions.status,
      createdAt: trialSubmissions.createdAt,
      previewUrl: trialSubmissions.previewUrl,
      publishedUrl: trialSubmissions.publishedUrl,
      dueOn: trialSubmissions.dueOn,
      revisedDueOn: trialSubmissions.revisedDueOn,
    })
    .from(trialSubmissions)
    .where(eq(trialSubmissions.userId, userId))
    .orderBy(desc(trialSubmissions.createdAt))
    .limit(1);
  return row ?? null;
}

/** The stored website prompt of one submission, for the viewer dialog. */
export async function getWebsitePrompt(actor: Actor, submissionId: string): Promise<string | null> {
  if (actor.role !== 'admin') throw new AuthError('forbidden');
  const [row] = await getDb().select({ prompt: trialSubmissions.generatedPrompt }).from(trialSubmissions).where(eq(trialSubmissions.id, submissionId)).limit(1);
  return row?.prompt ?? null;
}
