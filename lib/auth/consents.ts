import 'server-only';
import { and, eq, isNull, lte, notExists, sql } from 'drizzle-orm';
import { consents, legalNoticeDeliveries, legalNotices } from '@/db/schema';
import { CONSENT_POLICY_VERSIONS } from '@/content/legal/versions';
import { getDb, type Database } from '@/lib/db/client';
import { limaDateKey } from '@/lib/jobs/lima-time';

/** Both answers are kept, the declined marketing one too: when, and the versions of the documents they answer. */
export async function insertConsents(tx: Pick<Database, 'insert'>, userId: string, input: { acceptTerms: boolean; acceptMarketing: boolean }) {
  await tx.insert(consents).values([
    { userId, kind: 'terms_privacy', granted: input.acceptTerms, policyVersion: CONSENT_POLICY_VERSIONS.terms_privacy },
    { userId, kind: 'marketing', granted: input.acceptMarketing, policyVersion: CONSENT_POLICY_VERSIONS.marketing },
  ]);
}

/**
 * At sign-in: the changes announced to this customer (legal_notice_deliveries) that have taken
 * effect and that no consent of theirs names yet are recorded as accepted, one row each, naming
 * the new version ('terms:2027-01-15', 'privacy:…', 'prices:…'). A sign-up's combined row
 * ('terms:X;privacy:Y') counts as naming both. One statement, so two sign-ins at once rarely
 * both insert, and a second sign-in finds the row (decision 0033).
 */
export async function recordNoticeConsents(userId: string, now: Date = new Date()): Promise<number> {
  const today = limaDateKey(now);
  const version = sql`${legalNotices.document}::text || ':' || ${legalNotices.effectiveOn}::text`;
  const inserted = await getDb()
    .insert(consents)
    .select(
      getDb()
        .select({
          id: sql`gen_random_uuid()`.as('id'),
          userId: sql`${userId}`.as('user_id'),
          kind: sql`'terms_privacy'::consent_kind`.as('kind'),
          granted: sql`true`.as('granted'),
          policyVersion: sql`${version}`.as('policy_version'),
          createdAt: sql`now()`.as('created_at'),
        })
        .from(legalNotices)
        .innerJoin(legalNoticeDeliveries, and(eq(legalNoticeDeliveries.noticeId, legalNotices.id), eq(legalNoticeDeliveries.userId, userId)))
        .where(
          and(
            lte(legalNotices.effectiveOn, today),
            // A withdrawn notice never took effect: nothing to consent to.
            isNull(legalNotices.withdrawnAt),
            notExists(
              getDb()
                .select({ one: sql`1` })
                .from(consents)
                .where(and(eq(consents.userId, userId), sql`(${consents.policyVersion} || ';') like '%' || ${version} || ';%'`)),
            ),
          ),
        ),
    )
    .returning({ id: consents.id });
  return inserted.length;
}
