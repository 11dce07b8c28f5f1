import 'server-only';
import { consents } from '@/db/schema';
import { CONSENT_POLICY_VERSIONS } from '@/content/legal/versions';
import type { Database } from '@/lib/db/client';

/** Both answers are kept, the declined marketing one too: when, and the versions of the documents they answer. */
export async function insertConsents(tx: Pick<Database, 'insert'>, userId: string, input: { acceptTerms: boolean; acceptMarketing: boolean }) {
  await tx.insert(consents).values([
    { userId, kind: 'terms_privacy', granted: input.acceptTerms, policyVersion: CONSENT_POLICY_VERSIONS.terms_privacy },
    { userId, kind: 'marketing', granted: input.acceptMarketing, policyVersion: CONSENT_POLICY_VERSIONS.marketing },
  ]);
}
