import 'server-only';
import { z } from 'zod';
import { UserFacingError } from '@/lib/actions/result';
import { AuthError, requireUser } from '@/lib/auth/session';
import { exportSite } from './export-site';

const querySchema = z.object({ site: z.uuid().optional() });

/**
 * GET /api/sites/export: the signed-in customer's own site as a zip ('Descargar mi sitio');
 * with ?site={id}, any site, for the team's hand-over.
 */
export async function handleSiteExport(request: Request): Promise<Response> {
  let actor;
  try {
    actor = await requireUser();
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    return new Response('Inicia sesión para descargar tu sitio.', { status: 401, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  const query = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return new Response('Sitio no válido.', { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  try {
    const { fileName, zip } = await exportSite(actor, { siteId: query.data.site });
    return new Response(new Blob([zip as Uint8Array<ArrayBuffer>]), {
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="${fileName}"`,
        'Cache-Control': 'private, no-store',
      },
    });
  } catch (error) {
    if (!(error instanceof UserFacingError)) throw error;
    return new Response(error.message, { status: 403, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
}
