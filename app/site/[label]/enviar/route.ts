import { getRequestIp } from '@/lib/http/request-ip';
import { resolveSiteLabel } from '@/lib/sites/domains';
import { formErrorPage } from '@/lib/sites/form-error-page';
import { sendSiteContact } from '@/lib/sites/site-contact';
import { SITE_THANKS_PATH } from '@/lib/sites/site-paths';

type Context = { params: Promise<{ label: string }> };

/** The contact form of a live site posts here (no JavaScript needed); success goes to /gracias. */
export async function POST(request: Request, context: Context) {
  const label = await resolveSiteLabel((await context.params).label);
  if (!label) return formErrorPage('Este sitio no está disponible.', 404);
  const form = await request.formData().catch(() => null);
  if (!form) return formErrorPage('No pudimos leer el formulario. Vuelve atrás e inténtalo de nuevo.', 400);
  const outcome = await sendSiteContact(label, form, await getRequestIp());
  if (!outcome.ok) return formErrorPage(outcome.message, outcome.status);
  return new Response(null, { status: 303, headers: { location: `/${SITE_THANKS_PATH}` } });
}
