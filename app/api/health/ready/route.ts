import { isDatabaseReachable } from '@/lib/health/check-health';

export const dynamic = 'force-dynamic';

/**
 * The load balancer's check: can this instance serve? Only the database decides, since pages,
 * sign-in and customers' sites all need it and nothing else. A stopping `npm start` answers 503
 * here itself before Next sees the request (scripts/graceful-shutdown.mjs).
 */
export async function GET() {
  const database = await isDatabaseReachable();
  return Response.json(
    { status: database ? 'ready' : 'unavailable', database: database ? 'up' : 'down' },
    { status: database ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  );
}
