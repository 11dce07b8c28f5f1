import { answerTlsAsk } from '@/lib/sites/domains/tls-ask';

export const dynamic = 'force-dynamic';

/** Caddy's on-demand TLS asks here before requesting a certificate (decision 0013). */
export function GET(request: Request) {
  return answerTlsAsk(new URL(request.url).searchParams.get('domain'));
}
