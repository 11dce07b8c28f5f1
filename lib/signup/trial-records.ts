import 'server-only';
import { deliveryDueOn } from '@/lib/submissions/delivery';
import { logoBriefs, siteSketches, subscriptions, trialSubmissions } from '@/db/schema';
import { insertConsents } from '@/lib/auth/consents';
import type { Database } from '@/lib/db/client';
import { joinLocation } from './location';
import { openingHoursFrom } from '@/lib/submissions/opening-hours';
import { LOGO_BRIEF_LIMITS } from '@/lib/submissions/logo-brief-options';
import type { TrialDetailsInput } from './schemas';

/** Whatever runs inside `db.transaction(...)`: the callback's handle shares the builder API. */
type Tx = Pick<Database, 'insert' | 'select' | 'update'>;

/**
 * The submission row a trial form becomes, mapped as spec section 3 says: copyTone is the
 * audience, style and tone; sitePreference is the main goal. The site draft is written from it.
 */
export function trialSubmissionValues({ userId, email, input, now }: { userId: string; email: string; input: TrialDetailsInput; now: Date }) {
  return {
    userId,
    businessName: input.businessName,
    businessType: input.industry ?? 'other',
    email,
    emailIsPublic: input.emailIsPublic,
    phone: input.phone ?? null,
    isQuoteRequest: input.quoteRequest,
    dueOn: deliveryDueOn({ industry: input.industry ?? null, isQuoteRequest: input.quoteRequest }, new Date()),
    websiteUrl: input.currentWebsiteUrl ?? null,
    googleBusinessUrl: input.googleBusinessUrl ?? null,
    industry: input.industry ?? null,
    targetAudience: input.copyTone ?? null,
    preferredStyle: input.copyTone ?? null,
    copyTone: input.copyTone ?? null,
    mainGoal: input.sitePreference,
    colorPreferences: input.brandColors ?? null,
    exampleWebsites: input.competitorSites ?? null,
    seoKeywords: input.targetKeywords ?? null,
    targetLocation: joinLocation(input),
    openingHours: openingHoursFrom(input),
    additionalInfo: input.notes ?? null,
    createdAt: now,
  } satisfies typeof trialSubmissions.$inferInsert;
}

/**
 * The rows a trial signup writes for an account: the submission, the trial subscription (left
 * alone if the account already has one, so a second form never restarts a trial; without an end
 * date: its 5 days start with the first preview, startTrialClock), the consents of issue 8, the
 * logo brief when one was written and, for a trial (not a quote for a custom project), the
 * request for its first sketch (decision 0038).
 * Runs inside the caller's transaction.
 */
export async function insertTrialRecords(tx: Tx, args: { userId: string; email: string; input: TrialDetailsInput; now: Date }) {
  const { userId, input } = args;
  const [submission] = await tx.insert(trialSubmissions).values(trialSubmissionValues(args)).returning({ id: trialSubmissions.id });
  if (!submission) throw new Error('trial submission insert returned no row');
  if (input.logoMessage) {
    await tx.insert(logoBriefs).values({
      submissionId: submission.id,
      name: input.businessName.slice(0, LOGO_BRIEF_LIMITS.name),
      colors: input.brandColors ?? null,
      style: input.logoStyle ?? null,
      message: input.logoMessage,
    });
  }

  await tx.insert(subscriptions).values({ userId, status: 'trial', planType: 'trial' }).onConflictDoNothing({ target: subscriptions.userId });

  await insertConsents(tx, userId, input);
  if (!input.quoteRequest) await tx.insert(siteSketches).values({ submissionId: submission.id });
  return { submissionId: submission.id, sketchRequested: !input.quoteRequest };
}
