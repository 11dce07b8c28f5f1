import 'server-only';
import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { SafeFetchError } from './safe-fetch-error';

/**
 * The guard every server-side request to a name someone else chose goes through (decision 0005):
 * http(s) only on a few ports, the host resolved once and every address checked, and the socket
 * connected to that vetted address through a custom `lookup`, so a second DNS answer cannot
 * rebind it. The page fetcher (safe-fetch.ts) and the uptime probe (probe.ts) share it.
 */
export type Resolved = { address: string; family: 4 | 6 };

export type AddressPolicy = {
  /** Tests swap the resolver; production asks the system's (getaddrinfo). */
  resolve: (hostname: string) => Promise<Resolved[]>;
  /** Which resolved addresses may be connected to; public unicast only unless a caller says otherwise. */
  isAllowedAddress: (ip: string) => boolean;
};

export const DEFAULT_PORTS: ReadonlySet<number> = new Set([80, 443, 8080, 8443]);

export async function resolveWithDns(hostname: string): Promise<Resolved[]> {
  const results = await dnsLookup(hostname, { all: true, verbatim: true });
  return results.map((r) => ({ address: r.address, family: r.family === 6 ? 6 : 4 }));
}

export function parseTarget(raw: string, allowedPorts: ReadonlySet<number>): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new SafeFetchError('invalid_url');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new SafeFetchError('invalid_url');
  if (url.username || url.password) throw new SafeFetchError('invalid_url', 'sin usuario ni contraseña');
  const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
  if (!allowedPorts.has(port)) throw new SafeFetchError('blocked_address', `puerto ${port}`);
  return url;
}

/**
 * Resolves the host and returns every address it has, the one to connect to first; any address
 * the policy refuses refuses the whole host (a mixed answer is how rebinding starts).
 */
export async function vetHost(url: URL, policy: AddressPolicy): Promise<[Resolved, ...Resolved[]]> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const literal = isIP(host);
  let addresses: Resolved[];
  if (literal) addresses = [{ address: host, family: literal === 6 ? 6 : 4 }];
  else {
    try {
      addresses = await policy.resolve(host);
    } catch {
      throw new SafeFetchError('dns_failed');
    }
  }
  const [first, ...rest] = addresses;
  if (!first) throw new SafeFetchError('dns_failed');
  if (addresses.some((a) => !policy.isAllowedAddress(a.address))) throw new SafeFetchError('blocked_address');
  return [first, ...rest];
}

export type VettedRequestOptions = {
  signal: AbortSignal;
  headers: OutgoingHttpHeaders;
  /** Extra certificate authorities to trust (tests' own CA); production trusts the system's. */
  ca?: string | Buffer;
  /** Tests: the port a local stand-in listens on, for URLs that name none (instead of 443 for https). */
  port?: number;
};

/** One GET to `url`, its socket connected to `target` whatever DNS would answer a second time. */
export function vettedGet(url: URL, target: Resolved, options: VettedRequestOptions): Promise<IncomingMessage> {
  const lookup: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(url, {
      method: 'GET',
      lookup,
      signal: options.signal,
      headers: options.headers,
      // A fresh connection each time: each request connects to the address vetted for it, and no
      // idle socket outlives the exchange.
      agent: false,
      ...(options.ca ? { ca: options.ca } : {}),
      ...(options.port && !url.port ? { port: options.port } : {}),
    });
    req.on('response', resolve);
    req.on('error', reject);
    req.end();
  });
}

export type FollowOptions = VettedRequestOptions & {
  policy: AddressPolicy;
  allowedPorts: ReadonlySet<number>;
  maxRedirects: number;
  /** Sees the first hop's vetted addresses before anything is requested (the probe's server check). */
  checkFirstHop?: (addresses: Resolved[]) => void;
};

/**
 * GETs `rawUrl` through the guard and follows redirects by hand, each hop vetted like the first,
 * up to `maxRedirects`; answers the first response that is not a redirect, with the URL it came
 * from. The caller reads (or drops) its body.
 */
export async function vettedGetFollowing(rawUrl: string, options: FollowOptions): Promise<{ url: URL; response: IncomingMessage }> {
  let url = parseTarget(rawUrl, options.allowedPorts);
  for (let hop = 0; ; hop += 1) {
    const addresses = await vetHost(url, options.policy);
    if (hop === 0) options.checkFirstHop?.(addresses);
    if (options.signal.aborted) throw new SafeFetchError('timeout');
    const response = await vettedGet(url, addresses[0], options);
    const status = response.statusCode ?? 0;
    if (status < 300 || status >= 400 || !response.headers.location) return { url, response };
    response.resume();
    if (hop >= options.maxRedirects) throw new SafeFetchError('too_many_redirects');
    url = parseTarget(new URL(response.headers.location, url).toString(), options.allowedPorts);
  }
}
