import { reservationSentResponse } from '@/lib/sites/traffic/site-reservation';

/** /en/reserva-recibida: the reservation's confirmation for a visitor who booked from an English page; never cached. */
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ label: string }> };

export async function GET(request: Request, context: Context) {
  return reservationSentResponse(request, (await context.params).label, 'en');
}
