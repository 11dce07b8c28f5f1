import 'server-only';
import { isPublicAddress } from './ip-policy';
import { SafeFetchError } from './safe-fetch-error';
import { DEFAULT_PORTS, resolveWithDns, vettedGetFollowing, type AddressPolicy, type VettedRequestOptions } from './vetted-request';

/**
 * Is a page being served? One GET through the outbound guard (vetted-request.ts): the host
 * resolved once and checked, redirects followed by hand and checked again, the whole exchange
 * bounded in time and the body read (and dropped) up to a cap, so a page that stalls half-way
 * counts as not served. Used by the uptime checker, whose targets include names customers chose.
 */
export type ProbeFailure =
  'invalid_url' | 'blocked_address' | 'wrong_server' | 'dns_failed' | 'timeout' | 'tls' | 'http_status' | 'too_many_redirects' | 'network';

export type ProbeResult = { ok: true; status: number; ms: number } | { ok: false; failure: ProbeFailure; status?: number; ms: number };

export type ProbeOptions = Partial<AddressPolicy> & {
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  allowedPorts?: ReadonlySet<number>;
  /**
   * When set, the URL's host must resolve to these addresses only (a customer's domain must lead
   * to our own servers); any other answer is 'wrong_server' and nothing is requested from it.
   */
  expectedAddresses?: ReadonlySet<string>;
  userAgent?: string;
} & Pick<VettedRequestOptions, 'ca' | 'port'>;

const TLS_ERROR = /CERT|TLS|SSL|EPROTO|UNABLE_TO_VERIFY|HOSTNAME_MISMATCH/i;

function failureOf(error: unknown, aborted: boolean): ProbeFailure {
  if (error instanceof SafeFetchError) {
    return error.reason === 'not_html' || error.reason === 'http_status' ? 'http_status' : error.reason === 'timeout' ? 'timeout' : error.reason;
  }
  if (aborted) return 'timeout';
  const code = (error as { code?: unknown })?.code;
  return typeof code === 'string' && TLS_ERROR.test(code) ? 'tls' : 'network';
}

class WrongServer extends Error {}

/** Reads the body to its end or to `maxBytes`, whichever comes first, keeping none of it. */
async function drain(response: AsyncIterable<Buffer> & { destroy: () => void }, maxBytes: number): Promise<void> {
  let size = 0;
  for await (const chunk of response) {
    size += chunk.length;
    if (size >= maxBytes) {
      response.destroy();
      return;
    }
  }
}

export async function probeUrl(rawUrl: string, options: ProbeOptions = {}): Promise<ProbeResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const maxRedirects = options.maxRedirects ?? 3;
  const allowedPorts = options.allowedPorts ?? DEFAULT_PORTS;
  const policy: AddressPolicy = { resolve: options.resolve ?? resolveWithDns, isAllowedAddress: options.isAllowedAddress ?? isPublicAddress };
  const headers = {
    'user-agent': options.userAgent ?? 'VitrinaUptime/1.0 (+https://vitrina.pe)',
    accept: 'text/html,*/*;q=0.8',
    'accept-encoding': 'gzip, br',
  };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? 10_000);
  try {
    const { response } = await vettedGetFollowing(rawUrl, {
      policy,
      allowedPorts,
      maxRedirects,
      signal: controller.signal,
      headers,
      ca: options.ca,
      port: options.port,
      checkFirstHop: (addresses) => {
        if (options.expectedAddresses && addresses.some((a) => !options.expectedAddresses!.has(a.address))) throw new WrongServer();
      },
    });
    const status = response.statusCode ?? 0;
    if (status < 200 || status >= 300) {
      response.resume();
      return { ok: false, failure: 'http_status', status, ms: elapsed() };
    }
    await drain(response, options.maxBytes ?? 2 * 1024 * 1024);
    return { ok: true, status, ms: elapsed() };
  } catch (error) {
    if (error instanceof WrongServer) return { ok: false, failure: 'wrong_server', ms: elapsed() };
    return { ok: false, failure: failureOf(error, controller.signal.aborted), ms: elapsed() };
  } finally {
    clearTimeout(timer);
  }
}
