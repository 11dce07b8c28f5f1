import { answerContactRedirect } from '@/lib/sites/traffic/visit-routes';

export const dynamic = 'force-dynamic';
type Context = { params: Promise<{ label: string; destino: string }> };

/** A live site's WhatsApp and phone links, counted on the way (lib/sites/traffic/visits.ts). */
export async function GET(request: Request, context: Context) {
  const { label, destino } = await context.params;
  return answerContactRedirect(label, destino, request);
}
