import 'server-only';
import { getConfig } from '@/lib/config';
import { hasBearerToken } from '@/lib/security/bearer-token';
import { EXPOSITION_CONTENT_TYPE } from '@/lib/metrics/exposition';
import { scrapeMetrics } from './metrics-scrape';

/**
 * GET /api/metrics for Prometheus (decision 0022): only with `Authorization: Bearer
 * <METRICS_TOKEN>`. Without a configured token the endpoint does not exist (404, as any unknown
 * address); a missing or wrong token is 401. The figures include sales (receipts), so they are
 * never public.
 */
export async function handleMetricsRequest(request: Request): Promise<Response> {
  const token = getConfig().metricsToken;
  if (!token) return new Response('Not Found\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
  if (!hasBearerToken(request.headers.get('authorization'), token)) {
    return new Response('Unauthorized\n', {
      status: 401,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'WWW-Authenticate': 'Bearer realm="metrics"' },
    });
  }
  return new Response(await scrapeMetrics(), { headers: { 'Content-Type': EXPOSITION_CONTENT_TYPE, 'Cache-Control': 'no-store' } });
}
