import { answerQrScan } from '@/lib/sites/traffic/visit-routes';

export const dynamic = 'force-dynamic';
type Context = { params: Promise<{ label: string; page?: string[] }> };

/** Where a live site's printed QR codes lead: counted as a visit from the QR, then on to the page (lib/sites/traffic/visit-routes.ts). */
export async function GET(request: Request, context: Context) {
  const { label, page } = await context.params;
  return answerQrScan(label, page?.join('/') ?? '', request);
}
