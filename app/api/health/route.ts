import { isDatabaseReachable, mailTransportState, pageCacheState, receiptsState } from '@/lib/health/check-health';

export const dynamic = 'force-dynamic';

/**
 * The operator's check, for a monitor that alerts: 503 when anything this instance relies on is
 * down (the database, the SMTP server, the shared page cache), with each part in the body. Load
 * balancers use /api/health/ready, which a refusing SMTP server must not fail.
 */
export async function GET() {
  const [database, mail, cache, receipts] = await Promise.all([isDatabaseReachable(), mailTransportState(), pageCacheState(), receiptsState()]);
  const healthy = database && mail !== 'down' && !('redis' in cache && cache.redis === 'down');
  return Response.json(
    { status: healthy ? 'ok' : 'unavailable', database: database ? 'up' : 'down', mail, ...cache, ...receipts },
    { status: healthy ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  );
}
