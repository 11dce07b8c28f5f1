import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNotNull, isNull, lt, ne } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import { siteDomains, sites } from '@/db/schema';
import { UserFacingError } from '@/lib/actions/result';
import { AuthError, type Actor } from '@/lib/auth/session';
import { getConfig } from '@/lib/config';
import { getDb } from '@/lib/db/client';
import { logger } from '@/lib/logger';
import { revalidateSite, siteCacheTags } from '@/lib/sites/serve/cache';
import { domainTag } from '@/lib/sites/serve/hosts';
import { checkDns, dnsRecords, isRootDomain, type DnsRecord } from './domain-dns';
import { resolveOwnPublishedSite, resolveOwnSite } from '@/lib/customer-site/own-site';
import { siteHost, siteUrl } from '@/lib/sites/serve/site-url';
import { forgetRefusal } from './tls-refusals';

/**
 * A customer's own domain for their site (issue 14, decision 0013). The customer (or the team)
 * names it; Vitrina shows two DNS records to create; once DNS shows both, the site answers on
 * that domain too and its canonical address moves there. TLS for it comes from Caddy's
 * on-demand certificates, which ask `isServedHost` (lib/sites/serve/hosts.ts) before issuing one.
 */

export type SiteDomainView = {
  domain: string;
  /** A root domain: its first record is an ALIAS/ANAME, and the www name is the other way. */
  isRoot: boolean;
  records: DnsRecord[];
  verified: boolean;
  lastCheckedAt: string | null;
  lastError: string | null;
};

function toView(row: typeof siteDomains.$inferSelect, label: string): SiteDomainView {
  return {
    domain: row.domain,
    isRoot: isRootDomain(row.domain),
    records: dnsRecords(row.domain, label, row.verificationToken),
    verified: row.verifiedAt !== null,
    lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
    lastError: row.lastError,
  };
}

/**
 * Who manages a domain: the site's owner from the dashboard ('own'), or the team from the panel
 * ('any', reached only through the admin guard, which also checks the second factor).
 */
export type DomainScope = 'own' | 'any';

/** The site, if this actor may manage it in this scope. Anyone else gets "forbidden", as for a missing or removed site. */
async function manageableSite(actor: Actor, siteId: string, scope: DomainScope) {
  if (scope === 'own') {
    const own = await resolveOwnSite(actor, siteId);
    if (!own) throw new AuthError('forbidden');
    return own;
  }
  if (actor.role !== 'admin') throw new AuthError('forbidden');
  const [row] = await getDb().select({ id: sites.id, label: sites.label, status: sites.status }).from(sites).where(eq(sites.id, siteId)).limit(1);
  if (!row || row.status === 'removed') throw new AuthError('forbidden');
  return row;
}

/** The domain of a site, with the records to create, or null when none was named. */
export async function getSiteDomain(actor: Actor, siteId: string, scope: DomainScope): Promise<SiteDomainView | null> {
  const site = await manageableSite(actor, siteId, scope);
  const [row] = await getDb().select().from(siteDomains).where(eq(siteDomains.siteId, site.id)).limit(1);
  return row ? toView(row, site.label) : null;
}

/** An unverified claim lasts this long: then the daily run drops it (the customer may name it again). */
export const DOMAIN_CLAIM_DAYS = 7;

/**
 * Names (or replaces) the site's domain; a new name starts unverified with a new token. Naming a
 * domain proves nothing, so another site's unverified claim does not stand in the way: whoever
 * verifies it first through DNS gets it. A domain verified for another site is refused to its
 * customer; the team may still name it, to move it once the domain's DNS proves the new site.
 */
export async function setSiteDomain(actor: Actor, input: { siteId: string; domain: string }, scope: DomainScope): Promise<SiteDomainView> {
  const site = await manageableSite(actor, input.siteId, scope);
  refuseOwnHosts(input.domain);
  const [holder] = await getDb()
    .select({ siteId: siteDomains.siteId })
    .from(siteDomains)
    .where(and(eq(siteDomains.domain, input.domain), isNotNull(siteDomains.verifiedAt)))
    .limit(1);
  if (holder && holder.siteId !== site.id && scope === 'own') throw new UserFacingError('Ese dominio ya está conectado a otro sitio.', 'invalid');
  const [previous] = await getDb().select().from(siteDomains).where(eq(siteDomains.siteId, site.id)).limit(1);
  if (previous?.domain === input.domain) return toView(previous, site.label);
  const values = {
    domain: input.domain,
    verificationToken: randomBytes(16).toString('hex'),
    verifiedAt: null,
    lastCheckedAt: null,
    lastError: null,
    failedChecks: 0,
    // The claim's age counts from this name, not from the site's first one.
    createdAt: new Date(),
  };
  const [row] = await getDb()
    .insert(siteDomains)
    .values({ siteId: site.id, ...values })
    .onConflictDoUpdate({ target: siteDomains.siteId, set: values })
    .returning();
  if (previous) forgetDomain(site.label, previous.domain);
  return toView(row!, site.label);
}

/** Disconnects the site's domain: the site answers on its subdomain only, canonical included. */
export async function removeSiteDomain(actor: Actor, siteId: string, scope: DomainScope): Promise<void> {
  const site = await manageableSite(actor, siteId, scope);
  const [row] = await getDb().delete(siteDomains).where(eq(siteDomains.siteId, site.id)).returning({ domain: siteDomains.domain });
  if (row) forgetDomain(site.label, row.domain);
}

const UNSERVED_REASON =
  'Tus registros DNS están bien, pero este servidor de Vitrina aún no sirve sitios en dominios propios, así que todavía no podemos conectar el tuyo.';

/**
 * 'Verificar': looks the two records up in DNS. The TXT record proves the customer controls the
 * domain; the CNAME (or, at a root domain, an ALIAS that resolves to the same addresses) sends
 * visitors here. The outcome is stored, so the customer and the team see the same reason.
 * A failure never disconnects a verified domain: only the daily re-check does, after several
 * days (domain-rechecks.ts), so pressing 'Verificar' while a fix propagates costs nothing.
 */
export async function verifySiteDomain(actor: Actor, siteId: string, scope: DomainScope): Promise<SiteDomainView> {
  const site = await manageableSite(actor, siteId, scope);
  const [row] = await getDb().select().from(siteDomains).where(eq(siteDomains.siteId, site.id)).limit(1);
  if (!row) throw new UserFacingError('Primero escribe el dominio que quieres conectar.', 'invalid');
  const dns = await checkDns(row.domain, siteHost(site.label), row.verificationToken);
  // Without a sites domain (development) the records point at {label}.localhost and the host
  // rewrites leave custom domains out: correct records would still reach no site.
  const check = dns.status === 'ok' && !getConfig().sites.domain ? { status: 'unserved' as const, reason: UNSERVED_REASON } : dns;
  const now = new Date();
  if (check.status !== 'ok') {
    const [updated] = await getDb().update(siteDomains).set({ lastCheckedAt: now, lastError: check.reason }).where(eq(siteDomains.id, row.id)).returning();
    logger.info({ siteId: site.id, domain: row.domain, check: check.status }, 'site domain checked');
    return toView(updated!, site.label);
  }
  // DNS names this site's token and points here: the domain is this site's. Every other claim
  // goes, a stranger's unverified one and a verification the domain's DNS no longer backs.
  const { updated, released } = await getDb().transaction(async (tx) => {
    const others = await tx
      .delete(siteDomains)
      .where(and(eq(siteDomains.domain, row.domain), ne(siteDomains.id, row.id)))
      .returning({ siteId: siteDomains.siteId, verifiedAt: siteDomains.verifiedAt });
    const [verified] = await tx
      .update(siteDomains)
      .set({ lastCheckedAt: now, lastError: null, verifiedAt: row.verifiedAt ?? now, failedChecks: 0 })
      .where(eq(siteDomains.id, row.id))
      .returning();
    const moved = others.filter((o) => o.verifiedAt !== null).map((o) => o.siteId);
    const labels = moved.length > 0 ? await tx.select({ label: sites.label }).from(sites).where(inArray(sites.id, moved)) : [];
    return { updated: verified!, released: labels.map((l) => l.label) };
  });
  for (const label of released) forgetDomain(label, row.domain);
  if (released.length > 0) logger.warn({ siteId: site.id, domain: row.domain, from: released }, 'site domain moved to the site whose DNS proves it');
  if (row.verifiedAt === null) forgetDomain(site.label, row.domain);
  logger.info({ siteId: site.id, domain: row.domain, check: check.status }, 'site domain checked');
  return toView(updated, site.label);
}

/**
 * The daily task: claims never verified and older than DOMAIN_CLAIM_DAYS go, so a name typed and
 * never proven does not linger. Nothing was served on them, so there is nothing to expire. A
 * domain the daily re-check disconnected (failed checks) stays, with the reason, for its owner.
 */
export async function expireDomainClaims(now: Date = new Date()): Promise<{ expired: number }> {
  const cutoff = new Date(now.getTime() - DOMAIN_CLAIM_DAYS * 24 * 60 * 60 * 1000);
  const gone = await getDb()
    .delete(siteDomains)
    .where(and(isNull(siteDomains.verifiedAt), eq(siteDomains.failedChecks, 0), lt(siteDomains.createdAt, cutoff)))
    .returning({ id: siteDomains.id });
  return { expired: gone.length };
}

function refuseOwnHosts(domain: string): void {
  const config = getConfig();
  const own = [new URL(config.appUrl).hostname, config.sites.domain].filter((host): host is string => Boolean(host));
  if (own.some((host) => domain === host || domain.endsWith(`.${host}`) || host.endsWith(`.${domain}`))) {
    throw new UserFacingError('Ese dominio es de Vitrina: escribe un dominio tuyo.', 'invalid');
  }
}

/** Expires what was cached about a domain (a TLS refusal included), and the site's pages (their canonical moves). */
export function forgetDomain(label: string, domain: string): void {
  forgetRefusal(domain);
  revalidateTag(domainTag(domain), { expire: 0 });
  revalidateSite(label);
}

/** The tags forgetDomain expires, for work that may run without a request (expireIfServing). */
export const forgottenDomainTags = (label: string, domain: string) => [domainTag(domain), ...siteCacheTags(label)];

export type OwnDomainSettings = { siteId: string; siteAddress: string; domain: SiteDomainView | null };

/** The dashboard's 'Tu dominio': for a customer whose site is published (live or suspended). */
export async function getOwnDomainSettings(actor: Actor, siteId?: string): Promise<OwnDomainSettings | null> {
  const site = await resolveOwnPublishedSite(actor, siteId);
  if (!site) return null;
  const [row] = await getDb().select().from(siteDomains).where(eq(siteDomains.siteId, site.id)).limit(1);
  return { siteId: site.id, siteAddress: siteUrl(site.label), domain: row ? toView(row, site.label) : null };
}

/** The custom domains of the sites on one admin page, by site id. */
export async function domainsForSites(actor: Actor, siteIds: string[]): Promise<Map<string, SiteDomainView>> {
  if (actor.role !== 'admin') throw new AuthError('forbidden');
  if (siteIds.length === 0) return new Map();
  const rows = await getDb()
    .select({ domain: siteDomains, label: sites.label })
    .from(siteDomains)
    .innerJoin(sites, eq(sites.id, siteDomains.siteId))
    .where(inArray(siteDomains.siteId, siteIds));
  return new Map(rows.map((row) => [row.domain.siteId, toView(row.domain, row.label)]));
}
