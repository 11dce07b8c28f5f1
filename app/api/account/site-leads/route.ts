import { getActor } from '@/lib/auth/session';
import { limaDateKey } from '@/lib/jobs/lima-time';
import { ownSiteLeadsCsv } from '@/lib/sites/traffic/leads';

/** GET: the messages the customer's site received, as CSV ('Exportar CSV' in 'Mensajes de tu web'). */
export async function GET(): Promise<Response> {
  const actor = await getActor();
  if (!actor) return Response.json({ error: 'Inicia sesión para descargar tus mensajes.' }, { status: 401 });
  return new Response(await ownSiteLeadsCsv(actor), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="mensajes-de-mi-web-${limaDateKey(new Date())}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
