import 'server-only';
import type { IncomingMessage } from 'node:http';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { Readable } from 'node:stream';
import { extractPageText, type PageText } from './extract-text';
import { isPublicAddress } from './ip-policy';
import { SafeFetchError } from './safe-fetch-error';
import { DEFAULT_PORTS, resolveWithDns, vettedGetFollowing, type AddressPolicy } from './vetted-request';

export { SafeFetchError, type SafeFetchFailure } from './safe-fetch-error';

/**
 * Fetches a page an admin named ('Sitio Web' article source) without letting the URL reach the
 * inside of our network: http(s) only, the host resolved once and every address checked, the
 * connection made to that vetted address (no second lookup to rebind), redirects re-checked hop by
 * hop, 5 s for the whole exchange and at most 1 MB read.
 */
export type SafeFetchOptions = {
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** Tests swap the resolver and the policy; production uses DNS and public-only addresses. */
  resolve?: AddressPolicy['resolve'];
  isAllowedAddress?: AddressPolicy['isAllowedAddress'];
  allowedPorts?: ReadonlySet<number>;
};

export type FetchedPage = PageText & { url: string; truncated: boolean };

const TEXT_TYPES = ['text/html', 'application/xhtml+xml', 'text/plain'];

const HEADERS = {
  'user-agent': 'VitrinaBot/1.0 (+https://vitrina.pe)',
  accept: 'text/html,application/xhtml+xml,text/plain;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'es-PE,es;q=0.9',
};

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
    const { url, response } = await vettedGetFollowing(rawUrl, { policy, allowedPorts, maxRedirects, signal: controller.signal, headers: HEADERS });
    const status = response.statusCode ?? 0;
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
  } catch (error) {
    if (error instanceof SafeFetchError) throw error;
    if (controller.signal.aborted) throw new SafeFetchError('timeout');
    throw new SafeFetchError('network');
  } finally {
    clearTimeout(timer);
  }
}
