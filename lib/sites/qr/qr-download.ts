import 'server-only';
import { z } from 'zod';
import { AuthError, requireUser } from '@/lib/auth/session';
import { getOwnSiteQrCodes } from './qr-codes';
import { qrPng, qrSheetPdf, qrSvg } from './qr-files';

const querySchema = z.object({
  /** The page the code leads to ('' for the home page). */
  pagina: z
    .string()
    .regex(/^[a-z]{0,20}$/)
    .default(''),
  formato: z.enum(['png', 'svg', 'pdf']),
});

const text = (body: string, status: number) => new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

/** What the sheet prints under the code: the street and the city, as the site shows them. */
const addressLine = (business: { address: string; city: string }) => [business.address, business.city].filter(Boolean).join(', ');

/**
 * GET /api/sites/qr?pagina=&formato=png|svg|pdf: one of the signed-in customer's QR codes
 * (lib/sites/qr/qr-codes.ts) as a file to download and print.
 */
export async function handleSiteQrDownload(request: Request): Promise<Response> {
  let actor;
  try {
    actor = await requireUser();
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    return text('Inicia sesión para descargar tu código QR.', 401);
  }
  const query = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return text('Archivo no válido.', 400);
  const own = await getOwnSiteQrCodes(actor);
  const code = own?.codes.find((c) => c.slug === query.data.pagina);
  if (!own || !code) return text('Tu código QR estará aquí cuando tu sitio esté publicado.', 404);

  const fileName = `qr-${own.label}${code.slug ? `-${code.slug}` : ''}.${query.data.formato}`;
  const headers = { 'Content-Disposition': `attachment; filename="${fileName}"`, 'Cache-Control': 'private, no-store' };
  switch (query.data.formato) {
    case 'png':
      return new Response(new Uint8Array(await qrPng(code.url)), { headers: { ...headers, 'Content-Type': 'image/png' } });
    case 'svg':
      return new Response(await qrSvg(code.url), { headers: { ...headers, 'Content-Type': 'image/svg+xml' } });
    case 'pdf': {
      const pdf = await qrSheetPdf({
        url: code.url,
        businessName: own.document.business.name,
        caption: code.caption,
        address: addressLine(own.document.business),
      });
      return new Response(new Uint8Array(pdf), { headers: { ...headers, 'Content-Type': 'application/pdf' } });
    }
  }
}
