import 'server-only';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { sites } from '@/db/schema';
import type { Actor } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';

/**
 * The site a customer operation addresses (decision 0023). Every customer-facing operation on a
 * site (approving it, asking for a change, its leads, domain, visits, export, what cancelling
 * does, and the payment that publishes it) finds its site here, so "whose site is this" is
 * answered once, by the site's owner column, and never again by joining the project's user.
 */

export type OwnSite = typeof sites.$inferSelect;

/** Whose site: a signed-in customer, or the account a payment belongs to. */
export type SiteOwner = Pick<Actor, 'userId'>;

const siteIdSchema = z.uuid();

/**
 * The owner's site named by `siteId`, or, without one, the owner's one site that is not removed
 * (the schema allows one: sites_one_per_customer_idx). Null when there is no such site, when it
 * is someone else's and when it was removed: the same answer, so nobody learns that a site id
 * exists. `includeRemoved` is for the reads that still show a removed site to its owner (its
 * leads, the lifecycle notice); without a `siteId` it then falls back to the newest removed one.
 */
export async function resolveOwnSite(owner: SiteOwner, siteId?: string | null, options: { includeRemoved?: boolean } = {}): Promise<OwnSite | null> {
  if (siteId != null && !siteIdSchema.safeParse(siteId).success) return null;
  const conditions = [eq(sites.userId, owner.userId)];
  if (siteId != null) conditions.push(eq(sites.id, siteId));
  if (!options.includeRemoved) conditions.push(ne(sites.status, 'removed'));
  const [site] = await getDb()
    .select()
    .from(sites)
    .where(and(...conditions))
    // The one site in use first; among removed ones, the newest.
    .orderBy(sql`${sites.status} = 'removed'`, desc(sites.createdAt))
    .limit(1);
  return site ?? null;
}

/**
 * The owner's site once it has been published and until it is removed (live or suspended): what
 * the dashboard's domain, visits and availability cards are about. Null before publishing.
 */
export async function resolveOwnPublishedSite(owner: SiteOwner, siteId?: string | null): Promise<(OwnSite & { status: 'live' | 'suspended' }) | null> {
  const site = await resolveOwnSite(owner, siteId);
  return site && (site.status === 'live' || site.status === 'suspended') ? { ...site, status: site.status } : null;
}

/** Whether the owner's site is online at our address: what a lapse's grace period (and so cancelling) applies to. */
export async function hasLiveOwnSite(owner: SiteOwner): Promise<boolean> {
  const site = await resolveOwnSite(owner);
  return site?.status === 'live' && site.publishedVersionId !== null;
}
