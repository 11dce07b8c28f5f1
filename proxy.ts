import { NextResponse, type NextRequest } from 'next/server';
import { getConfig } from '@/lib/config';
import { buildCsp, newNonce } from '@/lib/security/csp';
import { storageImageOrigins } from '@/lib/storage/origins';

const SESSION_COOKIES = ['better-auth.session_token', '__Secure-better-auth.session_token'];

/**
 * Runs for the signed-in areas only (see the matcher): convenience sign-in redirects and the
 * per-request nonce CSP. Public pages never come through here, so the cache answers them without
 * starting the proxy (issue 7's throughput; their policy is a static header from next.config.ts).
 * It is never the only guard: pages and actions check the session again.
 */
export async function proxy(request: NextRequest) {
  const config = getConfig();
  const { pathname } = request.nextUrl;
  const hasSessionCookie = SESSION_COOKIES.some((name) => request.cookies.has(name));
  const isAdminArea = pathname === '/admin' || pathname.startsWith('/admin/');

  if (!hasSessionCookie && (pathname.startsWith('/dashboard') || isAdminArea)) {
    return redirectToSignIn(request);
  }
  if (hasSessionCookie && isAdminArea) {
    const away = await redirectNonAdmin(request);
    if (away) return away;
  }
  if (await isUnknownComplaintSheet(request)) {
    // A path no route matches: Next answers it with its prerendered /_not-found page and a 404,
    // complete HTML (decision 0008; the page's own notFound() would send an empty shell).
    return NextResponse.rewrite(new URL('/_hoja-no-encontrada', request.url));
  }

  const nonce = newNonce();
  const csp = buildCsp({ nonce, isDev: config.nodeEnv === 'development', imageOrigins: storageImageOrigins(config) });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('x-nonce', nonce);
  // Next reads the nonce for its own scripts from the request's policy.
  requestHeaders.set('Content-Security-Policy', csp);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', csp);
  return response;
}

function redirectToSignIn(request: NextRequest) {
  const target = new URL('/auth', request.url);
  target.searchParams.set('next', `${request.nextUrl.pathname}${request.nextUrl.search}`);
  return NextResponse.redirect(target);
}

/**
 * Spec section 6: signed-in non-admins go to /dashboard, and so does anyone whose role check
 * fails. Only /admin pays for the session and role lookups (loaded on demand); the panel's pages
 * and actions still check the role themselves.
 */
async function redirectNonAdmin(request: NextRequest): Promise<NextResponse | null> {
  try {
    const [{ getAuth }, { getRole }] = await Promise.all([import('@/lib/auth/auth'), import('@/lib/auth/roles')]);
    const session = await getAuth().api.getSession({ headers: request.headers, query: { disableRefresh: true } });
    if (!session) return redirectToSignIn(request);
    if ((await getRole(session.user.id)) === 'admin') return null;
  } catch {
    // Falls through: a failed check never opens the panel.
  }
  return NextResponse.redirect(new URL('/dashboard', request.url));
}

const SHEET_PATH = /^\/libro-de-reclamaciones\/([^/]+)\/?$/;

/** A printable complaint sheet that does not exist or that this visitor may not see. */
async function isUnknownComplaintSheet(request: NextRequest): Promise<boolean> {
  const match = SHEET_PATH.exec(request.nextUrl.pathname);
  if (!match) return false;
  try {
    const [{ getActorForHeaders }, { getSheetForViewer }] = await Promise.all([import('@/lib/auth/session'), import('@/lib/complaints/queries')]);
    const token = request.nextUrl.searchParams.get('t') ?? undefined;
    const actor = await getActorForHeaders(request.headers);
    return (await getSheetForViewer(decodeURIComponent(match[1]!), { token, actor })) === null;
  } catch {
    // The page checks again and answers for itself.
    return false;
  }
}

export const config = {
  matcher: [
    {
      // STRICT_AREAS of lib/security/csp.ts (a matcher must be a literal; the unit test compares).
      source: '/:area(auth|dashboard|admin|libro-de-reclamaciones)/:path*',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
};
