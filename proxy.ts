import { NextResponse, type NextRequest } from 'next/server';
import { getConfig } from '@/lib/config';
import { CLIENT_IP_HEADER, clientIpFromForwardedFor } from '@/lib/http/client-ip';
import { buildCsp, needsStrictPolicy, newNonce } from '@/lib/security/csp';
import { storageImageOrigins } from '@/lib/storage/origins';

const SESSION_COOKIES = ['better-auth.session_token', '__Secure-better-auth.session_token'];

/**
 * Fast, stateless work on every request: the client address for rate limits, the CSP, and
 * convenience redirects. It is never the only guard: pages and actions check the session again.
 */
export function proxy(request: NextRequest) {
  const config = getConfig();
  const { pathname, search } = request.nextUrl;
  const hasSessionCookie = SESSION_COOKIES.some((name) => request.cookies.has(name));

  if (!hasSessionCookie && (pathname.startsWith('/dashboard') || pathname.startsWith('/admin'))) {
    const target = new URL('/auth', request.url);
    target.searchParams.set('next', `${pathname}${search}`);
    return NextResponse.redirect(target);
  }

  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(
    CLIENT_IP_HEADER,
    clientIpFromForwardedFor(request.headers.get('x-forwarded-for'), config.auth.trustedProxyCount),
  );

  const isDev = config.nodeEnv === 'development';
  const nonce = needsStrictPolicy(pathname) ? newNonce() : undefined;
  const csp = buildCsp({ nonce, isDev, imageOrigins: storageImageOrigins(config) });
  if (nonce) {
    requestHeaders.set('x-nonce', nonce);
    requestHeaders.set('Content-Security-Policy', csp);
  }

  const response = NextResponse.next({ request: { headers: requestHeaders } });
  if (!pathname.startsWith('/api/')) response.headers.set('Content-Security-Policy', csp);
  return response;
}

export const config = {
  matcher: [
    {
      source: '/((?!_next/static|_next/image|favicon.ico|icon|apple-icon).*)',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
};
