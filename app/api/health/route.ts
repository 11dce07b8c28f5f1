import { isDatabaseReachable, mailTransportState, pageCacheState } from '@/lib/health/check-health';
import { readReceiptsService } from '@/lib/receipts/queries';

export const dynamic = 'force-dynamic';

/**
 * The operator's check, for a monitor that alerts: 503 when anything this instance relies on is
 * down (the database, the SMTP server, the shared page cache), with each part in the body. Load
 * balancers use /api/health/ready, which a refusing SMTP server must not fail. How many receipts
 * wait for the receipt API is a business figure, not for this public answer.
 */
export async function GET() {
  const [database, mail, cache] = await Promise.all([isDatabaseReachable(), mailTransportState(), pageCacheState()]);
  const healthy = database && mail !== 'down' && !('redis' in cache && cache.redis === 'down');
  return Response.json(
    { status: healthy ? 'ok' : 'unavailable', database: database ? 'up' : 'down', mail, ...cache, receipts: readReceiptsService() },
    { status: healthy ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  );
}
