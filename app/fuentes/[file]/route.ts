import { siteFontFileNames, siteFontResponse } from '@/lib/sites/render/font-files';

/**
 * The font files of customers' sites (lib/sites/render/site-fonts.ts), on the app's host for the preview
 * and on every site's host (host-rewrites.ts leaves /fuentes alone). Written at build, then
 * served like any static file.
 */
export const dynamicParams = false;
export function generateStaticParams() {
  return siteFontFileNames().map((file) => ({ file }));
}

export async function GET(_request: Request, context: { params: Promise<{ file: string }> }) {
  return siteFontResponse((await context.params).file);
}
