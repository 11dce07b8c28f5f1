import 'server-only';
import { Resolver } from 'node:dns/promises';
import { getConfig } from '@/lib/config';
import { logger } from '@/lib/logger';
import { siteHost } from '@/lib/sites/serve/site-url';

/**
 * The DNS side of a customer's own domain (decision 0013): the two records the customer creates,
 * and the one check of them that 'Verificar' and the daily re-check share.
 */

/** The TXT record's name and value prove the customer controls the domain. */
export const VERIFICATION_PREFIX = '_vitrina';
const verificationValue = (token: string) => `vitrina-verificacion=${token}`;

export type DnsRecord = { type: 'CNAME' | 'ALIAS' | 'TXT'; name: string; value: string };

/** Second-level names under which Peru's registry (and the usual others) hand out domains. */
const SHARED_SECOND_LEVEL = /\.(com|org|net|gob|edu|nom|mil|co|ac)\.[a-z]{2}$/;

/**
 * A root domain ('negocio.pe', 'negocio.com.pe') rather than a name under it ('www.negocio.pe'):
 * DNS allows no CNAME there, and most registrars refuse one, so the customer is told to create
 * an ALIAS/ANAME record (which answers with our addresses) or to connect the www name instead.
 */
export function isRootDomain(domain: string): boolean {
  const labels = domain.split('.').length;
  return labels === 2 || (labels === 3 && SHARED_SECOND_LEVEL.test(domain));
}

export function dnsRecords(domain: string, label: string, token: string): DnsRecord[] {
  return [
    { type: isRootDomain(domain) ? 'ALIAS' : 'CNAME', name: domain, value: siteHost(label) },
    { type: 'TXT', name: `${VERIFICATION_PREFIX}.${domain}`, value: verificationValue(token) },
  ];
}

/**
 * What DNS says about the two records. 'unavailable' is our own lookup failing (a timeout, a
 * resolver's SERVFAIL): it says nothing about the customer's records, so the daily re-check
 * never holds it against them.
 */
export type DnsCheck = { status: 'ok' } | { status: 'missing' | 'unavailable'; reason: string };

const DNS_TIMEOUT_MS = 3000;

/** The resolver every check of a customer's DNS asks: SITES_DNS_SERVERS when set, else the system's. */
export function customerDnsResolver(): Resolver {
  const resolver = new Resolver({ timeout: DNS_TIMEOUT_MS, tries: 2 });
  const servers = getConfig().sites.dnsServers;
  if (servers) resolver.setServers(servers);
  return resolver;
}

export async function checkDns(domain: string, target: string, token: string): Promise<DnsCheck> {
  const resolver = customerDnsResolver();
  try {
    const txt = (await quietly(resolver.resolveTxt(`${VERIFICATION_PREFIX}.${domain}`))).map((chunks) => chunks.join(''));
    if (!txt.includes(verificationValue(token))) {
      return {
        status: 'missing',
        reason: `No encontramos el registro TXT ${VERIFICATION_PREFIX}.${domain} con tu código de verificación. Si acabas de crearlo, espera unos minutos y vuelve a verificar.`,
      };
    }
    const cnames = (await quietly(resolver.resolveCname(domain))).map((name) => name.toLowerCase().replace(/\.$/, ''));
    if (cnames.includes(target)) return { status: 'ok' };
    // A root domain cannot hold a CNAME; providers offer ALIAS/ANAME, which answer with our addresses.
    const [ours, theirs] = await Promise.all([quietly(resolver.resolve4(target)), quietly(resolver.resolve4(domain))]);
    if (theirs.length > 0 && theirs.every((address) => ours.includes(address))) return { status: 'ok' };
    return {
      status: 'missing',
      reason: isRootDomain(domain)
        ? `${domain} todavía no apunta a tu sitio: crea un registro ALIAS o ANAME hacia ${target}. Si tu proveedor no los ofrece, conecta www.${domain} en su lugar.`
        : `${domain} todavía no apunta a tu sitio: crea el registro CNAME hacia ${target}.`,
    };
  } catch (error) {
    logger.warn({ err: error, domain }, 'site domain DNS lookup failed');
    return { status: 'unavailable', reason: 'No pudimos consultar el DNS de tu dominio en este momento. Inténtalo de nuevo en unos minutos.' };
  }
}

/** A name without records of that type is an empty answer, not a failure. */
export async function quietly<T>(lookup: Promise<T[]>): Promise<T[]> {
  try {
    return await lookup;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'ENODATA' || code === 'ENOTFOUND') return [];
    throw error;
  }
}
