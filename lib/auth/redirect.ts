/**
 * Where to send someone after they sign in. The target arrives in `?next=` (proxy.ts stores
 * the page they asked for), so it is attacker-controlled: it is accepted only if, read the way a
 * browser reads it, it stays on this site. Safe for client components: no server imports.
 */
export const DEFAULT_POST_LOGIN_PATH = '/dashboard';

/** Where someone lands after signing in when they asked for no page: the team works in the panel. */
export function homePath(role: 'admin' | 'customer'): string {
  return role === 'admin' ? '/admin' : DEFAULT_POST_LOGIN_PATH;
}

// Any origin works: only "does it stay on the same origin" matters, not which one.
const PROBE_ORIGIN = 'https://vitrina.invalid';
const MAX_LENGTH = 2048;

// Browsers strip tabs and newlines inside URLs and treat `\` as `/`, which turns `/\evil.com`
// or `/\t/evil.com` into `//evil.com`; no legitimate path here contains any of them.
const FORBIDDEN = /[\s\\\u0000-\u001f\u007f]/;

// Pages that would bounce straight back here (a redirect loop) or are not pages at all.
const EXCLUDED_PREFIXES = ['/auth', '/api'];

function startsWithSegment(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The post-login path in `raw` if it is a same-site page, else `fallback` (/dashboard). */
export function safeNextPath(raw: unknown, fallback = DEFAULT_POST_LOGIN_PATH): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_LENGTH) return fallback;
  if (!raw.startsWith('/') || raw.startsWith('//') || FORBIDDEN.test(raw)) return fallback;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  // Dot segments can collapse into a protocol-relative path: `/.//evil.com` reads as `//evil.com`.
  if (url.pathname.startsWith('//')) return fallback;
  if (EXCLUDED_PREFIXES.some((prefix) => startsWithSegment(url.pathname.toLowerCase(), prefix))) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
