import 'server-only';
import { Resolver } from 'node:dns/promises';
import { getConfig } from '@/lib/config';
import { isPublicAddress } from '@/lib/net/ip-policy';
import { probeUrl, type ProbeFailure, type ProbeOptions, type ProbeResult } from '@/lib/net/probe';
import { DEFAULT_PORTS, resolveWithDns, type Resolved } from '@/lib/net/vetted-request';
import type { UptimeTarget } from './targets';

/**
 * One round of checks: every URL of every target fetched over the network as a visitor would,
 * with a short timeout. The app's pages and the sites' label hosts are our own names; customers'
 * domains are theirs, so they go through the outbound guard's public-only policy and must
 * resolve to the addresses their label host resolves to (the CNAME or ALIAS we ask for):
 * a domain pointing at a private address or at another server is down, with that reason.
 */
export type CheckOptions = {
  timeoutMs?: number;
  /** At most this many targets are checked at once (default: enough to end a round within the minute). */
  concurrency?: number;
  /** Tests: the local stand-ins' certificate authority, and the port they listen on for https:// URLs without one. */
  ca?: ProbeOptions['ca'];
  port?: number;
  /** Tests: which addresses count as the public internet (production: lib/net/ip-policy.ts). */
  isPublicAddress?: (ip: string) => boolean;
};

export type TargetResult = { target: UptimeTarget; ok: boolean; reason: string | null };

export const CHECK_TIMEOUT_MS = 10_000;

const FAILURES: Record<ProbeFailure, string> = {
  invalid_url: 'la dirección no es válida',
  blocked_address: 'apunta a una red privada o reservada, no a nuestros servidores',
  wrong_server: 'apunta a otro servidor, no al de su sitio en Vitrina',
  dns_failed: 'no se encontró en el DNS',
  timeout: `no respondió en ${CHECK_TIMEOUT_MS / 1000} segundos`,
  tls: 'su certificado HTTPS no es válido',
  http_status: 'respondió con un error',
  too_many_redirects: 'redirige demasiadas veces',
  network: 'no aceptó la conexión',
};

function describe(url: string, result: Extract<ProbeResult, { ok: false }>): string {
  const { host, pathname } = new URL(url);
  const where = pathname === '/' ? host : `${host}${pathname}`;
  return `${where}: ${FAILURES[result.failure]}${result.status ? ` (HTTP ${result.status})` : ''}`;
}

type Resolve = (hostname: string) => Promise<Resolved[]>;

/**
 * At most `limit` lookups at once. A round asks for every site's names within a second or two, and
 * a resolver sent hundreds of questions at once drops some (seen with 1,000 sites): a lost answer
 * would read as the site's DNS failing. Lookups are quick, so queueing them costs little.
 */
function limitLookups(resolve: Resolve, limit: number): Resolve {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async (hostname) => {
    while (active >= limit) await new Promise<void>((wake) => waiting.push(wake));
    active += 1;
    try {
      return await resolve(hostname);
    } finally {
      active -= 1;
      waiting.shift()?.();
    }
  };
}

/** Customers' names are looked up through SITES_DNS_SERVERS when set, as the domain check does. */
function sitesResolver(): Resolve {
  const servers = getConfig().sites.dnsServers;
  if (!servers) return resolveWithDns;
  const resolver = new Resolver({ timeout: 3000, tries: 2 });
  resolver.setServers(servers);
  return async (hostname) => {
    const [v4, v6] = await Promise.allSettled([resolver.resolve4(hostname), resolver.resolve6(hostname)]);
    const addresses: Resolved[] = [
      ...(v4.status === 'fulfilled' ? v4.value.map((address) => ({ address, family: 4 as const })) : []),
      ...(v6.status === 'fulfilled' ? v6.value.map((address) => ({ address, family: 6 as const })) : []),
    ];
    if (addresses.length === 0) throw new Error(`no address for ${hostname}`);
    return addresses;
  };
}

async function checkSite(target: UptimeTarget, base: ProbeOptions, ownPorts: ReadonlySet<number>, options: CheckOptions, resolve: Resolve): Promise<string[]> {
  const failures: string[] = [];
  let labelAddresses: ReadonlySet<string> | undefined;
  for (const { url, kind } of target.urls) {
    let result: ProbeResult;
    if (kind === 'label') {
      // Resolved here once, so the domain can be compared with the very addresses checked.
      const resolved = await resolve(new URL(url).hostname).catch(() => null);
      labelAddresses = resolved ? new Set(resolved.map((a) => a.address)) : undefined;
      result = resolved
        ? await probeUrl(url, { ...base, resolve: async () => resolved, isAllowedAddress: () => true, allowedPorts: ownPorts })
        : { ok: false, failure: 'dns_failed', ms: 0 };
    } else {
      result = await probeUrl(url, { ...base, resolve, isAllowedAddress: options.isPublicAddress ?? isPublicAddress, expectedAddresses: labelAddresses });
    }
    if (!result.ok) failures.push(describe(url, result));
  }
  return failures;
}

/** `resolve` is the round's one resolver for sites' names (a target checked alone gets its own). */
export async function checkTarget(target: UptimeTarget, options: CheckOptions = {}, resolve: Resolve = sitesResolver()): Promise<TargetResult> {
  const appPort = Number(new URL(getConfig().appUrl).port);
  const ownPorts = new Set([...DEFAULT_PORTS, ...(appPort ? [appPort] : [])]);
  const base: ProbeOptions = { timeoutMs: options.timeoutMs ?? CHECK_TIMEOUT_MS, ca: options.ca, port: options.port };
  let failures: string[];
  if (target.siteId === null) {
    // The operator's own address (APP_URL), looked up by the system like any client's.
    const results = await Promise.all(target.urls.map(({ url }) => probeUrl(url, { ...base, isAllowedAddress: () => true, allowedPorts: ownPorts })));
    failures = results.flatMap((result, i) => (result.ok ? [] : [describe(target.urls[i]!.url, result)]));
  } else {
    failures = await checkSite(target, base, ownPorts, options, resolve);
  }
  return { target, ok: failures.length === 0, reason: failures.length > 0 ? failures.join('; ') : null };
}

/**
 * Enough targets at once that a round where every one times out (10 s for the label host, 10 s
 * for the domain) still ends in about 40 s, before the next minute's: two targets per worker.
 * Capped so a round never holds more sockets than the unit allows (LimitNOFILE): beyond ~1,000
 * sites a worst-case round is stopped at the unit's 55 s limit and records nothing that minute.
 */
const roundConcurrency = (targets: number) => Math.min(512, Math.max(16, Math.ceil(targets / 2)));

export async function checkTargets(targets: UptimeTarget[], options: CheckOptions = {}): Promise<TargetResult[]> {
  const results: TargetResult[] = new Array(targets.length);
  const resolve = limitLookups(sitesResolver(), 32);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < targets.length; i = next++) results[i] = await checkTarget(targets[i]!, options, resolve);
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency ?? roundConcurrency(targets.length), targets.length) }, worker));
  return results;
}
