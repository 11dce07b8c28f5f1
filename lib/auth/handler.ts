import 'server-only';
import { getConfig } from '@/lib/config';
import { CLIENT_IP_HEADER, clientIpFrom } from '@/lib/http/client-ip';
import { getAuth } from './auth';

/**
 * Better Auth's HTTP endpoints (sign-up, sign-in, sign-out, reset, two-factor). Its rate limits
 * read the client address from CLIENT_IP_HEADER, which is set here (lib/http/client-ip.ts),
 * overwriting whatever the client sent under that name.
 */
export function handleAuthRequest(request: Request): Promise<Response> {
  const headers = new Headers(request.headers);
  headers.set(CLIENT_IP_HEADER, clientIpFrom(request.headers, getConfig().auth.trustedProxyCount));
  return getAuth().handler(new Request(request, { headers }));
}
