import 'server-only';
import { getConfig } from '@/lib/config';
import { UPLOADS_CSP } from '@/lib/security/csp';
import { readLocalUpload } from './local';

const NOT_FOUND_HEADERS = { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' };

/**
 * Answers GET /api/uploads/<folder>/<name> from the local uploads folder. Only image types we
 * produce are served, each with its own content type, `nosniff` and a policy that forbids any
 * active content, so an upload can never run as a page of this origin.
 */
export async function serveLocalUpload(segments: string[]): Promise<Response> {
  const storage = getConfig().storage;
  if (storage.kind !== 'local') return new Response('Not found', { status: 404, headers: NOT_FOUND_HEADERS });
  // Each segment arrives decoded: `..%2F` becomes '../' inside one segment and fails the key check.
  const file = await readLocalUpload(storage.dir, segments.join('/'));
  if (!file) return new Response('Not found', { status: 404, headers: NOT_FOUND_HEADERS });
  return new Response(new Uint8Array(file.body), {
    status: 200,
    headers: {
      'content-type': file.contentType,
      'content-length': String(file.body.length),
      'x-content-type-options': 'nosniff',
      'content-security-policy': UPLOADS_CSP,
      'content-disposition': 'inline',
      // File names are unique (id + timestamp) and never rewritten.
      'cache-control': 'public, max-age=31536000, immutable',
    },
  });
}
