import { getSocialProofFeed } from '@/lib/social-proof/queries';

/**
 * The landing page's social-proof notice reads this: anonymous, public data only (business type
 * and city), so no session is needed. Served from shared caches for five minutes, which keeps the
 * landing page static and spares the database.
 */
export async function GET() {
  const feed = await getSocialProofFeed();
  return Response.json(feed, {
    headers: { 'Cache-Control': 'public, max-age=60, s-maxage=300, stale-while-revalidate=600' },
  });
}
