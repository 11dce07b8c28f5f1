import 'server-only';
import { isServedHost } from './domains';
import { normalizeDomain } from './schemas';
import { refusedRecently, rememberRefusal } from './tls-refusals';

const plain = (body: string, status: number) => new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

/**
 * The `ask` endpoint of Caddy's on-demand TLS: 200 lets Caddy obtain a certificate for the host,
 * anything else refuses it. Only hosts that serve a site get one (lib/sites/domains.ts), so a
 * stranger pointing names at our address cannot make us request certificates for them. Caddy
 * asks again on every handshake for a name it has no certificate for, so a refusal is answered
 * from a short-lived cache (tls-refusals.ts) instead of the database.
 */
export async function answerTlsAsk(raw: string | null, now = Date.now()): Promise<Response> {
  const domain = raw ? normalizeDomain(raw) : undefined;
  if (!domain || domain !== raw?.toLowerCase()) return plain('invalid domain', 400);
  if (await refusedRecently(domain, now)) return plain('not served here', 404);
  if (await isServedHost(domain)) return plain('ok', 200);
  await rememberRefusal(domain, now);
  return plain('not served here', 404);
}
