import { answerVisitBeacon } from '@/lib/sites/traffic/visit-routes';

export const dynamic = 'force-dynamic';
type Context = { params: Promise<{ label: string }> };

/** The counting image of a live site's pages (lib/sites/traffic/visits.ts). */
export async function GET(request: Request, context: Context) {
  return answerVisitBeacon((await context.params).label, request);
}
