import { getActor } from '@/lib/auth/session';
import { limaDateKey } from '@/lib/jobs/lima-time';
import { exportMyData } from '@/lib/privacy/export-data';

/** GET: the signed-in customer's own data as a JSON download ('Descargar mis datos'). */
export async function GET(): Promise<Response> {
  const actor = await getActor();
  if (!actor) return Response.json({ error: 'Inicia sesión para descargar tus datos.' }, { status: 401 });
  const now = new Date();
  const data = await exportMyData(actor, now);
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="vitrina-mis-datos-${limaDateKey(now)}.json"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
