import 'server-only';
import { and, count, desc, eq, gt, inArray } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';
import { subscriptions, trialSubmissions } from '@/db/schema';
import { businessTypeLabels, socialProofBusinesses, socialProofRegions, socialProofTimes } from '@/content/social-proof';
import { industryValues, type IndustryValue } from '@/content/options';
import { getConfig } from '@/lib/config';
import { getDb } from '@/lib/db/client';
import { customersClaim } from './claims';
import { regionFromLocation } from './region';
import type { LiveActivation, SocialProofFeed } from './schemas';

const MAX_ITEMS = 10;
const RECENT_DAYS = 90;

const isIndustry = (value: string): value is IndustryValue => (industryValues as readonly string[]).includes(value);

/**
 * Recent purchases, most recent first: the business type and city of the customer's latest trial
 * submission, nothing that names them. The time shown runs from the purchase (the first
 * activation, when the first payment was confirmed), not from the sign-up days or weeks before
 * it, nor from a monthly renewal.
 */
async function readRecentActivations(): Promise<LiveActivation[]> {
  const db = getDb();
  const since = new Date(Date.now() - RECENT_DAYS * 24 * 60 * 60 * 1000);
  const active = await db
    .select({ userId: subscriptions.userId, purchasedAt: subscriptions.firstActivatedAt })
    .from(subscriptions)
    .where(and(eq(subscriptions.status, 'active'), gt(subscriptions.firstActivatedAt, since)))
    .orderBy(desc(subscriptions.firstActivatedAt))
    .limit(MAX_ITEMS * 2);
  if (active.length === 0) return [];

  const latest = await db
    .selectDistinctOn([trialSubmissions.userId], {
      userId: trialSubmissions.userId,
      businessType: trialSubmissions.businessType,
      targetLocation: trialSubmissions.targetLocation,
    })
    .from(trialSubmissions)
    .where(
      inArray(
        trialSubmissions.userId,
        active.map((row) => row.userId),
      ),
    )
    .orderBy(trialSubmissions.userId, desc(trialSubmissions.createdAt));
  const byUser = new Map(latest.map((row) => [row.userId, row]));

  const items: LiveActivation[] = [];
  for (const { userId, purchasedAt } of active) {
    const submission = byUser.get(userId);
    const region = regionFromLocation(submission?.targetLocation ?? null);
    if (!submission || !region || !purchasedAt) continue;
    const business = businessTypeLabels[isIndustry(submission.businessType) ? submission.businessType : 'other'];
    items.push({ business, region, at: purchasedAt.toISOString() });
    if (items.length === MAX_ITEMS) break;
  }
  return items;
}

/** Cached for a few minutes: every landing-page visitor asks, the answer changes rarely. */
const cachedActivations = unstable_cache(readRecentActivations, ['social-proof-activations'], {
  revalidate: 300,
  tags: ['social-proof'],
});

/**
 * The customers who work with us now, as 'Más de N negocios ... ya trabajan con nosotros' counts
 * them: subscriptions whose status is active, i.e. a month paid and running (one that will not
 * renew still counts until its paid month ends). A trial, an unpaid month (past_due), a cancelled
 * or expired plan does not. The launch price ladder counts differently, every customer ever
 * activated, so that it never steps back (lib/billing/launch-price.ts).
 */
export async function countActiveCustomers(): Promise<number> {
  const [row] = await getDb().select({ n: count() }).from(subscriptions).where(eq(subscriptions.status, 'active'));
  return Number(row?.n ?? 0);
}

const cachedActiveCustomers = unstable_cache(countActiveCustomers, ['active-customers'], { revalidate: 300, tags: ['social-proof'] });

/**
 * The 'más de N negocios' figure the public pages may state now, or null to state none. Null
 * while `next build` prerenders (it never opens the database); the pages' own `revalidate`
 * replaces that render with the real figure (decision 0015).
 */
export async function getCustomersClaim(): Promise<number | null> {
  if (getConfig().isBuild) return null;
  return customersClaim(await cachedActiveCustomers());
}

export async function getSocialProofFeed(): Promise<SocialProofFeed> {
  if (getConfig().socialProofDemo) {
    return {
      mode: 'demo',
      businesses: [...socialProofBusinesses],
      regions: [...socialProofRegions],
      times: [...socialProofTimes],
    };
  }
  return { mode: 'live', items: await cachedActivations() };
}
