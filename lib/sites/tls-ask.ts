import 'server-only';
import { isServedHost } from './domains';
import { normalizeDomain } from './schemas';

const plain = (body: string, status: number) => new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

/**
 * The `ask` endpoint of Caddy's on-demand TLS: 200 lets Caddy obtain a certificate for the host,
 * anything else refuses it. Only hosts that serve a site get one (lib/sites/domains.ts), so a
 * stranger pointing names at our address cannot make us request certificates for them.
 */
export async function answerTlsAsk(raw: string | null): Promise<Response> {
  const domain = raw ? normalizeDomain(raw) : undefined;
  if (!domain || domain !== raw?.toLowerCase()) return plain('invalid domain', 400);
  return (await isServedHost(domain)) ? plain('ok', 200) : plain('not served here', 404);
}
