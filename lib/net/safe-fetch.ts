import 'server-only';
import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { Readable } from 'node:stream';
import { extractPageText, type PageText } from './extract-text';
import { isPublicAddress } from './ip-policy';

/**
 * Fetches a page an admin named ('Sitio Web' article source) without letting the URL reach the
 * inside of our network: http(s) only, the host resolved once and every address checked, the
 * connection made to that vetted address (no second lookup to rebind), redirects re-checked hop by
 * hop, 5 s for the whole exchange and at most 1 MB read.
 */
export type SafeFetchFailure =
  | 'invalid_url'
  | 'blocked_address'
  | 'dns_failed'
  | 'timeout'
  | 'http_status'
  | 'not_html'
  | 'too_many_redirects'
  | 'network';

const MESSAGES: Record<SafeFetchFailure, string> = {
  invalid_url: 'la dirección debe ser una URL http:// o https:// válida',
  blocked_address: 'la dirección apunta a una red privada o reservada',
  dns_failed: 'no se encontró el dominio',
  timeout: 'el sitio no respondió en 5 segundos',
  http_status: 'el sitio respondió con un error',
  not_html: 'la dirección no es una página web',
  too_many_redirects: 'el sitio redirige demasiadas veces',
  network: 'no se pudo conectar con el sitio',
};

export class SafeFetchError extends Error {
  override name = 'SafeFetchError';
  constructor(
    readonly reason: SafeFetchFailure,
    detail?: string,
  ) {
    super(detail ? `${MESSAGES[reason]} (${detail})` : MESSAGES[reason]);
  }
}

type Resolved = { address: string; family: 4 | 6 };

export type SafeFetchOptions = {
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** Tests swap the resolver and the policy; production uses DNS and public-only addresses. */
  resolve?: (hostname: string) => Promise<Resolved[]>;
  isAllowedAddress?: (ip: string) => boolean;
  allowedPorts?: ReadonlySet<number>;
};

export type FetchedPage = PageText & { url: string; truncated: boolean };

const DEFAULT_PORTS: ReadonlySet<number> = new Set([80, 443, 8080, 8443]);
const TEXT_TYPES = ['text/html', 'application/xhtml+xml', 'text/plain'];

async function resolveWithDns(hostname: string): Promise<Resolved[]> {
  const results = await dnsLookup(hostname, { all: true, verbatim: true });
  return results.map((r) => ({ address: r.address, family: r.family === 6 ? 6 : 4 }));
}

function parseTarget(raw: string, allowedPorts: ReadonlySet<number>): URL {
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

/** Resolves the host and returns one address every check agrees on; any private answer refuses. */
async function vetHost(url: URL, options: Required<Pick<SafeFetchOptions, 'resolve' | 'isAllowedAddress'>>): Promise<Resolved> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const literal = isIP(host);
  let addresses: Resolved[];
  if (literal) addresses = [{ address: host, family: literal === 6 ? 6 : 4 }];
  else {
    try {
      addresses = await options.resolve(host);
    } catch {
      throw new SafeFetchError('dns_failed');
    }
  }
  const first = addresses[0];
  if (!first) throw new SafeFetchError('dns_failed');
  if (addresses.some((a) => !options.isAllowedAddress(a.address))) throw new SafeFetchError('blocked_address');
  return first;
}

function request(url: URL, target: Resolved, signal: AbortSignal): Promise<IncomingMessage> {
  // The socket connects to the address we vetted, whatever DNS would answer a second time.
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(url, {
      method: 'GET',
      lookup,
      signal,
      headers: {
        'user-agent': 'VitrinaBot/1.0 (+https://vitrina.pe)',
        accept: 'text/html,application/xhtml+xml,text/plain;q=0.8',
        'accept-encoding': 'gzip, deflate, br',
        'accept-language': 'es-PE,es;q=0.9',
      },
    });
    req.on('response', resolve);
    req.on('error', reject);
    req.end();
  });
}

function decodedBody(response: IncomingMessage): Readable {
  switch ((response.headers['content-encoding'] ?? '').toLowerCase()) {
    case 'gzip':
      return response.pipe(createGunzip());
    case 'deflate':
      return response.pipe(createInflate());
    case 'br':
      return response.pipe(createBrotliDecompress());
    default:
      return response;
  }
}

/** Reads at most maxBytes of the (decompressed) body, so a compressed bomb stops there too. */
async function readCapped(response: IncomingMessage, maxBytes: number): Promise<{ body: Buffer; truncated: boolean }> {
  const chunks: Buffer[] = [];
  let size = 0;
  const stream = decodedBody(response);
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    const room = maxBytes - size;
    chunks.push(chunk.length > room ? chunk.subarray(0, room) : chunk);
    size += Math.min(chunk.length, room);
    if (size >= maxBytes) {
      response.destroy();
      return { body: Buffer.concat(chunks), truncated: true };
    }
  }
  return { body: Buffer.concat(chunks), truncated: false };
}

function decode(body: Buffer, contentType: string): string {
  const charset = /charset=["']?([\w-]+)/i.exec(contentType)?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(charset).decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

export async function fetchPublicPage(rawUrl: string, options: SafeFetchOptions = {}): Promise<FetchedPage> {
  const timeoutMs = options.timeoutMs ?? 5_000;
  const maxBytes = options.maxBytes ?? 1024 * 1024;
  const maxRedirects = options.maxRedirects ?? 3;
  const allowedPorts = options.allowedPorts ?? DEFAULT_PORTS;
  const policy = { resolve: options.resolve ?? resolveWithDns, isAllowedAddress: options.isAllowedAddress ?? isPublicAddress };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    let url = parseTarget(rawUrl, allowedPorts);
    for (let hop = 0; ; hop += 1) {
      const target = await vetHost(url, policy);
      if (controller.signal.aborted) throw new SafeFetchError('timeout');
      const response = await request(url, target, controller.signal);
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        response.resume();
        if (hop >= maxRedirects) throw new SafeFetchError('too_many_redirects');
        // Each hop goes through the same checks as the first URL.
        url = parseTarget(new URL(response.headers.location, url).toString(), allowedPorts);
        continue;
      }
      if (status < 200 || status >= 300) {
        response.resume();
        throw new SafeFetchError('http_status', `HTTP ${status}`);
      }
      const contentType = String(response.headers['content-type'] ?? 'text/html');
      if (!TEXT_TYPES.some((type) => contentType.toLowerCase().startsWith(type))) {
        response.destroy();
        throw new SafeFetchError('not_html');
      }
      const { body, truncated } = await readCapped(response, maxBytes);
      const text = decode(body, contentType);
      const page = contentType.toLowerCase().startsWith('text/plain')
        ? { title: '', description: '', text: text.replace(/\s+/g, ' ').trim().slice(0, 12_000) }
        : extractPageText(text);
      return { ...page, url: url.toString(), truncated };
    }
  } catch (error) {
    if (error instanceof SafeFetchError) throw error;
    if (controller.signal.aborted) throw new SafeFetchError('timeout');
    throw new SafeFetchError('network');
  } finally {
    clearTimeout(timer);
  }
}
