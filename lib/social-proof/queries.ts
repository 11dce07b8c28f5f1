import 'server-only';
import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';
import { subscriptions, trialSubmissions } from '@/db/schema';
import { businessTypeLabels, socialProofBusinesses, socialProofRegions, socialProofTimes } from '@/content/social-proof';
import { industryValues, type IndustryValue } from '@/content/options';
import { getConfig } from '@/lib/config';
import { getDb } from '@/lib/db/client';
import { regionFromLocation } from './region';
import type { LiveActivation, SocialProofFeed } from './schemas';

const MAX_ITEMS = 10;
const RECENT_DAYS = 90;

const isIndustry = (value: string): value is IndustryValue => (industryValues as readonly string[]).includes(value);

/**
 * Recent paying customers, most recent first: the business type and city of their latest trial
 * submission, nothing that names them. Subscriptions keep no activation timestamp, and
 * updated_at moves on every renewal (which would present a monthly renewal as a new purchase),
 * so the date shown is when the customer joined.
 */
async function readRecentActivations(): Promise<LiveActivation[]> {
  const db = getDb();
  const since = new Date(Date.now() - RECENT_DAYS * 24 * 60 * 60 * 1000);
  const active = await db
    .select({ userId: subscriptions.userId, joinedAt: subscriptions.createdAt })
    .from(subscriptions)
    .where(and(eq(subscriptions.status, 'active'), gt(subscriptions.createdAt, since)))
    .orderBy(desc(subscriptions.createdAt))
    .limit(MAX_ITEMS * 2);
  if (active.length === 0) return [];

  const latest = await db
    .selectDistinctOn([trialSubmissions.userId], {
      userId: trialSubmissions.userId,
      businessType: trialSubmissions.businessType,
      targetLocation: trialSubmissions.targetLocation,
    })
    .from(trialSubmissions)
    .where(inArray(trialSubmissions.userId, active.map((row) => row.userId)))
    .orderBy(trialSubmissions.userId, desc(trialSubmissions.createdAt));
  const byUser = new Map(latest.map((row) => [row.userId, row]));

  const items: LiveActivation[] = [];
  for (const { userId, joinedAt } of active) {
    const submission = byUser.get(userId);
    const region = regionFromLocation(submission?.targetLocation ?? null);
    if (!submission || !region) continue;
    const business = businessTypeLabels[isIndustry(submission.businessType) ? submission.businessType : 'other'];
    items.push({ business, region, at: joinedAt.toISOString() });
    if (items.length === MAX_ITEMS) break;
  }
  return items;
}

/** Cached for a few minutes: every landing-page visitor asks, the answer changes rarely. */
const cachedActivations = unstable_cache(readRecentActivations, ['social-proof-activations'], {
  revalidate: 300,
  tags: ['social-proof'],
});

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
