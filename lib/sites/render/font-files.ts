import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SITE_FONT_FAMILIES, siteFontByFile } from './site-fonts';

/** The packaged font files, by name (the static export copies them too). */
export const siteFontFileNames = (): string[] => Object.values(SITE_FONT_FAMILIES).map((f) => f.file);

/** The bytes of one packaged font file, from its npm package; null for any other name. */
export async function readSiteFont(file: string): Promise<Buffer | null> {
  const family = siteFontByFile(file);
  if (!family) return null;
  return readFile(path.join(process.cwd(), 'node_modules', family.package, 'files', family.file));
}

/** /fuentes/{file}: the file with a font type, cacheable by browsers and CDNs for a week. */
export async function siteFontResponse(file: string): Promise<Response> {
  const bytes = await readSiteFont(file);
  if (!bytes) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return new Response(new Uint8Array(bytes), {
    headers: { 'content-type': 'font/woff2', 'cache-control': 'public, max-age=604800, stale-while-revalidate=2592000', 'access-control-allow-origin': '*' },
  });
}
