import 'server-only';
import { eq } from 'drizzle-orm';
import { trialSubmissions } from '@/db/schema';
import { UserFacingError } from '@/lib/actions/result';
import { aiSiteDocument } from '@/lib/sites/document/ai-draft';
import type { AiFailureKind } from '@/lib/ai/client';
import { AuthError, type Actor } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { toSubmissionDetails } from '@/lib/submissions/details';
import { draftSite } from '@/lib/sites/publish/versions';

/**
 * 'Generate site draft' in the submission card: the AI's document when it produced a valid one,
 * otherwise the rubro's template, saved as the site's next version (version 1 of a new site).
 * `fallback` says why the template was used, so the team knows what they are looking at.
 */
export async function generateSiteDraft(actor: Actor, submissionId: string) {
  if (actor.role !== 'admin') throw new AuthError('forbidden');
  const [submission] = await getDb().select().from(trialSubmissions).where(eq(trialSubmissions.id, submissionId)).limit(1);
  if (!submission) throw new UserFacingError('submission not found');
  const ai = await aiSiteDocument(toSubmissionDetails(submission));
  const saved = await draftSite(actor, submissionId, ai.document ? { document: ai.document, source: 'ai' } : undefined);
  const fallback: AiFailureKind | null = ai.document ? null : ai.reason;
  return { ...saved, fallback };
}
