import 'server-only';
import { planOf } from '@/lib/billing/plans';
import { eq } from 'drizzle-orm';
import { subscriptions, trialSubmissions } from '@/db/schema';
import { UserFacingError } from '@/lib/actions/result';
import { buildWebsitePrompt } from '@/lib/submissions/website-prompt';
import { AuthError, type Actor } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { absoluteUrl } from '@/lib/config/app-url';
import { toSubmissionDetails } from './details';

/** Builds the website prompt for a submission and stores it; on failure the old prompt stays. */
export async function generateWebsitePrompt(actor: Actor, submissionId: string): Promise<{ prompt: string }> {
  if (actor.role !== 'admin') throw new AuthError('forbidden');
  const db = getDb();
  const [row] = await db
    .select({ s: trialSubmissions, planType: subscriptions.planType })
    .from(trialSubmissions)
    .leftJoin(subscriptions, eq(subscriptions.userId, trialSubmissions.userId))
    .where(eq(trialSubmissions.id, submissionId))
    .limit(1);
  if (!row) throw new UserFacingError('submission not found');
  const { s } = row;
  const isGrowth = planOf(row.planType) === 'growth';

  const prompt = await buildWebsitePrompt({
    ...toSubmissionDetails(s),
    // The builder reading the prompt is outside the app: it needs the full address.
    referenceImageUrl: s.referenceImageUrl ? absoluteUrl(s.referenceImageUrl) : null,
    plan: isGrowth ? 'growth' : 'basic',
  });
  await db.update(trialSubmissions).set({ generatedPrompt: prompt }).where(eq(trialSubmissions.id, submissionId));
  return { prompt };
}
