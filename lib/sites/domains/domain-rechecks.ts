import 'server-only';
import { and, asc, eq, gt, isNotNull, ne, sql } from 'drizzle-orm';
import { siteDomains, sites, trialSubmissions, user } from '@/db/schema';
import { getDb } from '@/lib/db/client';
import { logger } from '@/lib/logger';
import { expireIfServing } from '@/lib/sites/serve/cache';
import { checkDns } from './domain-dns';
import { sendDomainEmail } from './domain-emails';
import { forgetDomain, forgottenDomainTags } from './domains';
import { siteHost } from '@/lib/sites/serve/site-url';

/**
 * The daily re-check of verified custom domains (decision 0013, addendum). A verified domain is
 * otherwise never looked at again, so one pointed elsewhere would stay our canonical address and
 * keep getting certificates. The first failing day warns the owner; the limit disconnects it.
 *
 * Why 3 failing days: the daily runner runs once per Lima day, so the third failure comes at
 * least 48 hours after the first, longer than the TTL of any record a provider serves (one day
 * at most in practice) and than a customer needs to read the warning and fix a slip. A provider's
 * brief outage or a fix still propagating never costs the domain; a domain that has really moved
 * stops being claimed within three days.
 */
export const DOMAIN_FAILED_CHECKS_LIMIT = 3;

/** Domains read per query, and DNS checks in flight at once (each is a few lookups). */
const BATCH_SIZE = 100;
const CONCURRENCY = 8;

type Outcome = 'passing' | 'restored' | 'warned' | 'failing' | 'disconnected' | 'unavailable' | 'skipped';
export type DomainRecheckResult = Record<Outcome, number>;

type Candidate = { id: string; siteId: string; domain: string; token: string; failedChecks: number; label: string; email: string; name: string };

function verifiedDomainsAfter(afterId: string | null): Promise<Candidate[]> {
  return getDb()
    .select({
      id: siteDomains.id,
      siteId: siteDomains.siteId,
      domain: siteDomains.domain,
      token: siteDomains.verificationToken,
      failedChecks: siteDomains.failedChecks,
      label: sites.label,
      email: sql<string>`coalesce(${user.email}, ${trialSubmissions.email})`,
      name: sql<string>`coalesce(${user.name}, ${trialSubmissions.businessName})`,
    })
    .from(siteDomains)
    .innerJoin(sites, eq(sites.id, siteDomains.siteId))
    .innerJoin(trialSubmissions, eq(trialSubmissions.id, sites.submissionId))
    .leftJoin(user, eq(user.id, trialSubmissions.userId))
    .where(and(isNotNull(siteDomains.verifiedAt), ne(sites.status, 'removed'), afterId ? gt(siteDomains.id, afterId) : undefined))
    .orderBy(asc(siteDomains.id))
    .limit(BATCH_SIZE);
}

async function recheck(c: Candidate, now: Date): Promise<Outcome> {
  const check = await checkDns(c.domain, siteHost(c.label), c.token);
  // Our resolver failing says nothing about the customer's records (checkDns logged it).
  if (check.status === 'unavailable') return 'unavailable';
  const failed = check.status === 'ok' ? 0 : c.failedChecks + 1;
  const isDisconnected = failed >= DOMAIN_FAILED_CHECKS_LIMIT;
  const [changed] = await getDb()
    .update(siteDomains)
    .set({
      lastCheckedAt: now,
      lastError: check.status === 'ok' ? null : check.reason,
      // Kept at the limit once disconnected: it marks a domain that was verified, whose records the
      // owner is asked to restore, apart from a claim never proven (which expires; domains.ts).
      failedChecks: failed,
      ...(isDisconnected ? { verifiedAt: null } : {}),
    })
    // Only the state we read: a domain replaced, removed or checked by another run meanwhile is
    // left alone, so no transition (and no e-mail) happens twice.
    .where(and(eq(siteDomains.id, c.id), eq(siteDomains.domain, c.domain), isNotNull(siteDomains.verifiedAt), eq(siteDomains.failedChecks, c.failedChecks)))
    .returning({ id: siteDomains.id });
  if (!changed) return 'skipped';

  const context = { siteId: c.siteId, domain: c.domain };
  if (check.status === 'ok') {
    if (c.failedChecks === 0) return 'passing';
    logger.info({ ...context, failedChecks: c.failedChecks }, 'site domain records restored before the limit');
    return 'restored';
  }
  const notice = {
    email: c.email,
    name: c.name,
    domain: c.domain,
    label: c.label,
    token: c.token,
    reason: check.reason,
    daysLeft: DOMAIN_FAILED_CHECKS_LIMIT - failed,
  };
  if (isDisconnected) {
    await expireIfServing(() => forgetDomain(c.label, c.domain), forgottenDomainTags(c.label, c.domain));
    logger.info(context, 'site domain disconnected after failing re-checks');
    await sendDomainEmail({ kind: 'disconnected', ...notice });
    return 'disconnected';
  }
  if (failed > 1) return 'failing';
  logger.info(context, 'site domain failing re-check, owner warned');
  await sendDomainEmail({ kind: 'failing', ...notice });
  return 'warned';
}

/** Runs `work` over `items` with at most `limit` in flight. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** The daily task: every verified domain of a site that still exists, a batch at a time. */
export async function recheckVerifiedDomains(now: Date = new Date()): Promise<DomainRecheckResult> {
  const result: DomainRecheckResult = { passing: 0, restored: 0, warned: 0, failing: 0, disconnected: 0, unavailable: 0, skipped: 0 };
  // Keyset paging by id: a domain disconnected mid-run leaves the set without shifting the pages.
  let afterId: string | null = null;
  for (;;) {
    const batch = await verifiedDomainsAfter(afterId);
    if (batch.length === 0) break;
    await eachLimited(batch, CONCURRENCY, async (c) => {
      result[await recheck(c, now)] += 1;
    });
    afterId = batch.at(-1)!.id;
  }
  if (result.unavailable > 0) logger.warn({ unavailable: result.unavailable }, 'site domain re-checks skipped: DNS lookups failed');
  return result;
}
