import 'server-only';
import { getConfig } from '@/lib/config';
import { CLIENT_IP_HEADER, clientIpFrom } from '@/lib/http/client-ip';
import { BodyTooLargeError, readLimitedBytes } from '@/lib/http/read-limited-body';
import { getAuth } from './auth';

/**
 * The largest body Better Auth is handed. Its biggest, the sign-up with its profile fields and
 * consents, is under 2 KB; Better Auth itself would read a body of any size into memory.
 */
export const MAX_AUTH_BODY_BYTES = 8 * 1024;

/**
 * Better Auth's HTTP endpoints (sign-up, sign-in, sign-out, reset, two-factor). Its rate limits
 * read the client address from CLIENT_IP_HEADER, which is set here (lib/http/client-ip.ts),
 * overwriting whatever the client sent under that name. A body past MAX_AUTH_BODY_BYTES is
 * answered 413 after reading only that much.
 */
export async function handleAuthRequest(request: Request): Promise<Response> {
  const headers = new Headers(request.headers);
  headers.set(CLIENT_IP_HEADER, clientIpFrom(request.headers, getConfig().auth.trustedProxyCount));
  if (!request.body) return getAuth().handler(new Request(request, { headers }));
  let body: Buffer;
  try {
    body = await readLimitedBytes(request, MAX_AUTH_BODY_BYTES);
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    return Response.json({ code: 'BODY_TOO_LARGE', message: 'La solicitud es demasiado grande.' }, { status: 413 });
  }
  // The bytes as read, whatever length the sender declared.
  headers.delete('content-length');
  return getAuth().handler(new Request(request.url, { method: request.method, headers, body: new Uint8Array(body), signal: request.signal }));
}
