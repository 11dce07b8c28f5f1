import 'server-only';
// The key the server in front of Next reads (lib/http/edge-hooks.mjs, decision 0020).
import { TLS_ASK } from '@/lib/http/edge-hooks.mjs';
import { isServedHost } from '@/lib/sites/serve/hosts';
import { normalizeDomain } from '@/lib/sites/domains/schemas';
import { refusedRecently, rememberRefusal } from './tls-refusals';

type AskAnswer = { status: 200 | 400 | 404; body: string };

/**
 * The `ask` endpoint of Caddy's on-demand TLS: 200 lets Caddy obtain a certificate for the host,
 * anything else refuses it. Only hosts that serve a site get one (lib/sites/serve/hosts.ts), so a
 * stranger pointing names at our address cannot make us request certificates for them. Caddy
 * asks again on every handshake for a name it has no certificate for, so a refusal is answered
 * from a short-lived cache (tls-refusals.ts) instead of the database.
 */
export async function tlsAskAnswer(raw: string | null, now = Date.now()): Promise<AskAnswer> {
  const domain = raw ? normalizeDomain(raw) : undefined;
  if (!domain || domain !== raw?.toLowerCase()) return { status: 400, body: 'invalid domain' };
  if (await refusedRecently(domain, now)) return { status: 404, body: 'not served here' };
  if (await isServedHost(domain)) return { status: 200, body: 'ok' };
  await rememberRefusal(domain, now);
  return { status: 404, body: 'not served here' };
}

/** The route's answer (app/api/sites/tls-ask), for `next start` and while the edge cannot ask the app. */
export async function answerTlsAsk(raw: string | null, now = Date.now()): Promise<Response> {
  const { status, body } = await tlsAskAnswer(raw, now);
  return new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
}

/** Lets scripts/start.mjs answer the ask before Next routes it (same process: Next runs inside that server). */
export function registerTlsAsk(): void {
  (globalThis as Record<symbol, unknown>)[TLS_ASK] = (domain: string | null) => tlsAskAnswer(domain);
}
