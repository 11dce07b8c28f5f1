import 'server-only';
import { z } from 'zod';
import { AuthError, requireUser, type Actor } from '@/lib/auth/session';
import { UPLOADS_CSP } from '@/lib/security/csp';
import { suggestLabel } from '@/lib/sites/document/labels';
import { getStorage } from '@/lib/storage/storage';
import { LOGO_DOWNLOAD_SIZES, logoAtSize, type LogoDownloadSize } from './logo-image';
import { readOwnLogo } from './own-logo';

/**
 * The chosen logo as a PNG of one of the download sizes, for its owner only (the dashboard's
 * download links): the file is cut from the stored logo on each request, so the sizes never
 * drift from it and nothing more is stored. Null when there is no chosen logo to give.
 */
export async function ownLogoDownload(actor: Actor, size: LogoDownloadSize): Promise<{ body: Buffer; fileName: string } | null> {
  const logo = await readOwnLogo(actor);
  if (!logo?.chosen) return null;
  const storage = getStorage();
  const key = storage.keyFromUrl(logo.chosen.url);
  const stored = key ? await storage.read(key) : null;
  if (!stored) return null;
  const name = suggestLabel(logo.brief?.name ?? 'logo') || 'logo';
  return { body: await logoAtSize(stored, size), fileName: `logo-${name}-${size}.png` };
}

const TEXT = { 'Content-Type': 'text/plain; charset=utf-8' };
const sizeSchema = z.object({ tamano: z.coerce.number().pipe(z.union(LOGO_DOWNLOAD_SIZES.map((size) => z.literal(size)))) });

/** GET /api/logo?tamano=512: the signed-in customer's chosen logo, as an attachment. */
export async function handleLogoDownload(request: Request): Promise<Response> {
  let actor;
  try {
    actor = await requireUser();
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    return new Response('Inicia sesión para descargar tu logo.', { status: 401, headers: TEXT });
  }
  const query = sizeSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return new Response(`Elige un tamaño: ${LOGO_DOWNLOAD_SIZES.join(', ')} px.`, { status: 400, headers: TEXT });
  const file = await ownLogoDownload(actor, query.data.tamano);
  if (!file) return new Response('Todavía no elegiste un logo.', { status: 404, headers: TEXT });
  return new Response(new Uint8Array(file.body), {
    headers: {
      'Content-Type': 'image/png',
      'Content-Disposition': `attachment; filename="${file.fileName}"`,
      'Content-Security-Policy': UPLOADS_CSP,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    },
  });
}
