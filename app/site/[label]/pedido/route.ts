import { answerSiteOrderForm } from '@/lib/sites/traffic/site-order';

type Context = { params: Promise<{ label: string }> };

/** A live site's order form posts here (no JavaScript needed); a sent order goes on to the business's WhatsApp. */
export async function POST(request: Request, context: Context) {
  return answerSiteOrderForm(request, (await context.params).label);
}
