import { isDatabaseReachable } from '@/lib/health/check-health';

export const dynamic = 'force-dynamic';

export async function GET() {
  const database = await isDatabaseReachable();
  return Response.json(
    { status: database ? 'ok' : 'unavailable', database: database ? 'up' : 'down' },
    { status: database ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  );
}
