import { answerSiteContactForm } from '@/lib/sites/traffic/site-contact';

type Context = { params: Promise<{ label: string }> };

/** The contact form of a live site posts here (no JavaScript needed); success goes to /gracias. */
export async function POST(request: Request, context: Context) {
  return answerSiteContactForm(request, (await context.params).label);
}
