import { handleAuthRequest } from '@/lib/auth/handler';

/**
 * Better Auth's HTTP endpoints called as a browser or a script would, from the connection
 * address `ip` (what `npm start` writes into the socket header).
 */
export function postAuth(path: string, body: unknown, options: { ip: string; cookie?: string }) {
  return handleAuthRequest(
    new Request(`http://localhost:3000/api/auth${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'http://localhost:3000',
        'x-vitrina-socket-ip': options.ip,
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
      body: JSON.stringify(body),
    }),
  );
}

/** The cookies a response sets, as a Cookie header for the next request. */
export const cookieFrom = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
