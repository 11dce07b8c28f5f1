import { answerSiteReservationForm } from '@/lib/sites/traffic/site-reservation';

type Context = { params: Promise<{ label: string }> };

/** The reservation form of a live site posts here (no JavaScript needed); success goes to /reserva-recibida. */
export async function POST(request: Request, context: Context) {
  return answerSiteReservationForm(request, (await context.params).label);
}
