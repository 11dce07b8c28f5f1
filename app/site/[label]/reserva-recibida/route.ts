import { reservationSentResponse } from '@/lib/sites/traffic/site-reservation';

/** The page after a reservation: its address holds the reservation, so it is rendered for each visitor and never cached. */
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ label: string }> };

export async function GET(request: Request, context: Context) {
  return reservationSentResponse(request, (await context.params).label);
}
