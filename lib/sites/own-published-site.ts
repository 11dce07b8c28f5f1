import 'server-only';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { sites, trialSubmissions } from '@/db/schema';
import type { Actor } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';

/**
 * The customer's site once it has been published and until it is removed (live or suspended):
 * what the dashboard's domain, visits and availability cards are about.
 */
export async function findOwnPublishedSite(actor: Actor): Promise<{ id: string; label: string; status: 'live' | 'suspended' } | null> {
  const [site] = await getDb()
    .select({ id: sites.id, label: sites.label, status: sites.status })
    .from(sites)
    .innerJoin(trialSubmissions, eq(trialSubmissions.id, sites.submissionId))
    .where(and(eq(trialSubmissions.userId, actor.userId), inArray(sites.status, ['live', 'suspended'])))
    .orderBy(desc(sites.createdAt))
    .limit(1);
  return site ? { ...site, status: site.status === 'live' ? 'live' : 'suspended' } : null;
}
