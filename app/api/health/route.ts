import { isDatabaseReachable, mailTransportState } from '@/lib/health/check-health';

export const dynamic = 'force-dynamic';

export async function GET() {
  const [database, mail] = await Promise.all([isDatabaseReachable(), mailTransportState()]);
  const healthy = database && mail !== 'down';
  return Response.json(
    { status: healthy ? 'ok' : 'unavailable', database: database ? 'up' : 'down', mail },
    { status: healthy ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  );
}
