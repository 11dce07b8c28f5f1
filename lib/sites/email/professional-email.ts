import 'server-only';
import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import { siteDomains, siteEmailAddresses, siteEmailDomains, subscriptions } from '@/db/schema';
import { UserFacingError } from '@/lib/actions/result';
import { AuthError, type Actor } from '@/lib/auth/session';
import { emailAddressLimit } from '@/lib/billing/plans';
import { resolveOwnPublishedSite, resolveOwnSite, type OwnSite } from '@/lib/customer-site/own-site';
import { getDb } from '@/lib/db/client';
import { getEmailForwarding } from '@/lib/email-forwarding/client';
import { ForwardingError, type EmailForwardingProvider, type ForwardingDomain, type MailDnsRecord } from '@/lib/email-forwarding/provider';
import { logger } from '@/lib/logger';
import { checkMailDns } from './email-dns';

/**
 * 'Correo profesional' (issue 26, decision 0031): addresses like contacto@minegocio.pe on the
 * customer's verified own domain, forwarded by the e-mail forwarding provider to the inbox they
 * already use. The provider holds the forwarding; site_email_domains and site_email_addresses hold
 * what the dashboard lists, written only after the provider said yes, so a failure leaves neither
 * side half done.
 */

export type EmailAddressView = { id: string; address: string; forwardTo: string };

export type EmailDomainView = {
  domain: string;
  records: MailDnsRecord[];
  verified: boolean;
  lastCheckedAt: string | null;
  lastError: string | null;
};

/**
 * What the dashboard's 'Correo profesional' page shows. unconfigured: this installation has no
 * forwarding provider; no_domain: no published site with a verified own domain yet; plan: the
 * customer has no active paid plan (a trial, a lapsed payment), so no addresses (those made before stay listed, and can be removed);
 * ready: the records, their check, the addresses and how many more the plan allows.
 */
export type OwnEmailSettings =
  | { state: 'unconfigured' }
  | { state: 'no_domain'; hasPublishedSite: boolean }
  | { state: 'plan'; siteId: string; domain: string; addresses: EmailAddressView[] }
  | {
      state: 'ready';
      siteId: string;
      /** The domain the addresses end in; its mail setup is null until 'Preparar mi correo'. */
      domain: string;
      setup: EmailDomainView | null;
      addresses: EmailAddressView[];
      limit: number;
      accountEmail: string;
      /** The provider's SMTP server, for 'Enviar como'. */
      sending: { host: string; port: number } | null;
    };

const UNAVAILABLE = 'El servicio de correo no respondió y no se hizo ningún cambio. Inténtalo de nuevo en unos minutos.';
const NOT_OFFERED = 'El correo profesional todavía no está disponible.';
/** A trial, a lapsed payment or no plan: every paid plan includes addresses, so the subscription is what is missing. */
const NOT_IN_PLAN = 'Las direcciones de correo profesional vienen con tu suscripción activa: actívala para crearlas.';

/** The domain addresses end in: the site's own domain, without the www a site is often connected on. */
export const mailDomainOf = (siteDomain: string) => siteDomain.replace(/^www\./, '');

const toAddressView = (row: typeof siteEmailAddresses.$inferSelect): EmailAddressView => ({
  id: row.id,
  address: `${row.localPart}@${row.domain}`,
  forwardTo: row.forwardTo,
});

const toDomainView = (row: typeof siteEmailDomains.$inferSelect): EmailDomainView => ({
  domain: row.domain,
  records: row.records,
  verified: row.verifiedAt !== null,
  lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
  lastError: row.lastError,
});

async function verifiedSiteDomain(siteId: string): Promise<string | null> {
  const [row] = await getDb()
    .select({ domain: siteDomains.domain })
    .from(siteDomains)
    .where(and(eq(siteDomains.siteId, siteId), isNotNull(siteDomains.verifiedAt)))
    .limit(1);
  return row?.domain ?? null;
}

async function planLimit(userId: string): Promise<number> {
  const [row] = await getDb()
    .select({ planType: subscriptions.planType, status: subscriptions.status })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .limit(1);
  return emailAddressLimit(row);
}

async function listAddresses(siteId: string): Promise<EmailAddressView[]> {
  const rows = await getDb().select().from(siteEmailAddresses).where(eq(siteEmailAddresses.siteId, siteId)).orderBy(asc(siteEmailAddresses.createdAt));
  return rows.map(toAddressView);
}

async function readMailSetup(siteId: string) {
  const [row] = await getDb().select().from(siteEmailDomains).where(eq(siteEmailDomains.siteId, siteId)).limit(1);
  return row ?? null;
}

/** The page's state for the signed-in customer's site. */
export async function getOwnEmailSettings(actor: Actor): Promise<OwnEmailSettings> {
  const provider = getEmailForwarding();
  if (!provider) return { state: 'unconfigured' };
  const site = await resolveOwnPublishedSite(actor);
  if (!site) return { state: 'no_domain', hasPublishedSite: false };
  const siteDomain = await verifiedSiteDomain(site.id);
  if (!siteDomain) return { state: 'no_domain', hasPublishedSite: true };
  const domain = mailDomainOf(siteDomain);
  const [limit, addresses, setup] = await Promise.all([planLimit(actor.userId), listAddresses(site.id), readMailSetup(site.id)]);
  if (limit === 0) return { state: 'plan', siteId: site.id, domain, addresses };
  return {
    state: 'ready',
    siteId: site.id,
    domain,
    // A setup made for a domain the site no longer has is prepared again for the new one.
    setup: setup && setup.domain === domain ? toDomainView(setup) : null,
    addresses,
    limit,
    accountEmail: actor.email,
    sending: provider.sending,
  };
}

type Usable = { site: OwnSite; domain: string; limit: number; provider: EmailForwardingProvider };

/** The site, its mail domain, the plan's limit and the provider, or the reason the customer cannot act now. */
async function usableSite(actor: Actor, siteId: string): Promise<Usable> {
  const site = await resolveOwnSite(actor, siteId);
  if (!site) throw new AuthError('forbidden');
  const provider = getEmailForwarding();
  if (!provider) throw new UserFacingError(NOT_OFFERED, 'invalid');
  const siteDomain = site.status === 'live' || site.status === 'suspended' ? await verifiedSiteDomain(site.id) : null;
  if (!siteDomain) throw new UserFacingError('Para tener correo profesional, primero conecta y verifica tu propio dominio en Mi sitio.', 'invalid');
  const limit = await planLimit(actor.userId);
  if (limit === 0) throw new UserFacingError(NOT_IN_PLAN, 'invalid');
  return { site, domain: mailDomainOf(siteDomain), limit, provider };
}

function providerFailure(error: unknown, what: string): never {
  if (error instanceof ForwardingError && error.kind === 'refused') {
    logger.warn({ err: error }, `e-mail forwarding provider refused: ${what}`);
    throw new UserFacingError('El servicio de correo no aceptó el cambio y no se hizo nada. Revisa los datos o escríbenos si se repite.');
  }
  logger.warn({ err: error }, `e-mail forwarding provider failed: ${what}`);
  throw new UserFacingError(UNAVAILABLE);
}

/** 'Preparar mi correo': registers the domain at the provider and keeps the records it asks for. */
export async function prepareEmailDomain(actor: Actor, siteId: string): Promise<EmailDomainView> {
  const { site, domain, provider } = await usableSite(actor, siteId);
  let registered: ForwardingDomain;
  try {
    registered = await provider.ensureDomain(domain);
  } catch (error) {
    providerFailure(error, 'register domain');
  }
  const values = { domain, records: registered.records, verifiedAt: null, lastCheckedAt: null, lastError: null };
  const [row] = await getDb()
    .insert(siteEmailDomains)
    .values({ siteId: site.id, ...values })
    .onConflictDoUpdate({ target: siteEmailDomains.siteId, set: values })
    .returning();
  return toDomainView(row!);
}

/**
 * 'Verificar': our own look at DNS first (the same resolver as the site's domain), then the
 * provider's, which must see the records too before it forwards. The outcome is kept for the page.
 */
export async function verifyEmailDomain(actor: Actor, siteId: string): Promise<EmailDomainView> {
  const { site, domain, provider } = await usableSite(actor, siteId);
  const setup = await readMailSetup(site.id);
  if (!setup || setup.domain !== domain) throw new UserFacingError('Primero pulsa "Preparar mi correo" para ver los registros que debes crear.', 'invalid');
  const now = new Date();
  const dns = await checkMailDns(domain, setup.records);
  if (dns.status !== 'ok') {
    const [row] = await getDb()
      .update(siteEmailDomains)
      .set({ lastCheckedAt: now, lastError: dns.reason })
      .where(eq(siteEmailDomains.id, setup.id))
      .returning();
    return toDomainView(row!);
  }
  let seen: ForwardingDomain;
  try {
    seen = await provider.verifyDomain(domain);
  } catch (error) {
    providerFailure(error, 'verify domain');
  }
  const [row] = await getDb()
    .update(siteEmailDomains)
    .set(
      seen.isVerified
        ? { records: seen.records, lastCheckedAt: now, lastError: null, verifiedAt: setup.verifiedAt ?? now }
        : {
            records: seen.records,
            lastCheckedAt: now,
            lastError: 'Tus registros ya están en el DNS, pero el servicio de correo todavía no los ve. Vuelve a verificar en unos minutos.',
          },
    )
    .where(eq(siteEmailDomains.id, setup.id))
    .returning();
  logger.info({ siteId: site.id, domain, verified: seen.isVerified }, 'mail domain checked');
  return toDomainView(row!);
}

/**
 * 'Agregar dirección': the provider first, then our row, both inside one transaction that holds
 * the site's mail setup row, so two instances adding at once cannot pass the plan's limit. A name
 * the provider already has for this site's recipient (an earlier attempt whose answer was lost)
 * is taken over rather than refused.
 */
export async function addEmailAddress(actor: Actor, input: { siteId: string; localPart: string; forwardTo: string }): Promise<EmailAddressView> {
  const { site, domain, limit, provider } = await usableSite(actor, input.siteId);
  if (input.forwardTo.endsWith(`@${domain}`)) {
    throw new UserFacingError(`Escribe el correo donde ya recibes mensajes (por ejemplo tu Gmail), no uno de ${domain}.`, 'invalid');
  }
  return getDb().transaction(async (tx) => {
    const [setup] = await tx.select().from(siteEmailDomains).where(eq(siteEmailDomains.siteId, site.id)).limit(1).for('update');
    if (!setup || setup.domain !== domain || setup.verifiedAt === null) {
      throw new UserFacingError('Primero verifica los registros de tu dominio: después podrás crear direcciones.', 'invalid');
    }
    const [{ used } = { used: 0 }] = await tx.select({ used: count() }).from(siteEmailAddresses).where(eq(siteEmailAddresses.siteId, site.id));
    if (used >= limit)
      throw new UserFacingError(
        limit === 1
          ? 'Tu plan incluye 1 dirección y ya la tienes. Quítala para crear otra.'
          : `Tu plan incluye hasta ${limit} direcciones y ya las tienes todas. Quita una para crear otra.`,
        'invalid',
      );
    const [taken] = await tx
      .select({ id: siteEmailAddresses.id })
      .from(siteEmailAddresses)
      .where(and(eq(siteEmailAddresses.siteId, site.id), eq(siteEmailAddresses.localPart, input.localPart)))
      .limit(1);
    if (taken) throw new UserFacingError(`Ya tienes la dirección ${input.localPart}@${domain}.`, 'invalid');

    let aliasId: string;
    try {
      aliasId = (await provider.createAlias(domain, { name: input.localPart, recipient: input.forwardTo })).id;
    } catch (error) {
      if (!(error instanceof ForwardingError && error.kind === 'duplicate')) providerFailure(error, 'create alias');
      const existing = await provider.listAliases(domain).then(
        (aliases) => aliases.find((alias) => alias.name === input.localPart),
        (listError: unknown) => providerFailure(listError, 'list aliases'),
      );
      if (!existing || !existing.recipients.includes(input.forwardTo)) {
        throw new UserFacingError(`${input.localPart}@${domain} ya existe en el servicio de correo con otro destino. Elige otro nombre.`, 'invalid');
      }
      aliasId = existing.id;
    }
    const [row] = await tx
      .insert(siteEmailAddresses)
      .values({ siteId: site.id, localPart: input.localPart, domain, forwardTo: input.forwardTo, providerAliasId: aliasId })
      .returning();
    logger.info({ siteId: site.id, domain }, 'professional e-mail address added');
    return toAddressView(row!);
  });
}

/** 'Quitar': the provider stops forwarding first; the row goes only once it has (or never had it). */
export async function removeEmailAddress(actor: Actor, input: { siteId: string; addressId: string }): Promise<void> {
  const site = await resolveOwnSite(actor, input.siteId);
  if (!site) throw new AuthError('forbidden');
  const provider = getEmailForwarding();
  if (!provider) throw new UserFacingError(NOT_OFFERED, 'invalid');
  const [row] = await getDb()
    .select()
    .from(siteEmailAddresses)
    .where(and(eq(siteEmailAddresses.id, input.addressId), eq(siteEmailAddresses.siteId, site.id)))
    .limit(1);
  if (!row) throw new UserFacingError('Esa dirección ya no existe.', 'invalid');
  try {
    await provider.deleteAlias(row.domain, row.providerAliasId);
  } catch (error) {
    if (!(error instanceof ForwardingError && error.kind === 'not_found')) providerFailure(error, 'delete alias');
  }
  await getDb().delete(siteEmailAddresses).where(eq(siteEmailAddresses.id, row.id));
  logger.info({ siteId: site.id, domain: row.domain }, 'professional e-mail address removed');
}
