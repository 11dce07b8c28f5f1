import 'server-only';
import { and, eq } from 'drizzle-orm';
import { consents } from '@/db/schema';
import { privacy } from '@/content/legal/privacy';
import type { Actor } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { insertConsents } from './trial-records';

/**
 * The consents given on /auth's create-account form, stored right after Better Auth created the
 * account. Once per policy version: sending it again records nothing new.
 */
export async function recordSignupConsents(actor: Actor, input: { acceptTerms: boolean; acceptMarketing: boolean }): Promise<{ recorded: boolean }> {
  return getDb().transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: consents.id })
      .from(consents)
      .where(and(eq(consents.userId, actor.userId), eq(consents.kind, 'terms_privacy'), eq(consents.policyVersion, privacy.lastUpdatedISO)))
      .limit(1);
    if (existing) return { recorded: false };
    await insertConsents(tx, actor.userId, input);
    return { recorded: true };
  });
}
