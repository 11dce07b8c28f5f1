import { describe, expect, it } from 'vitest';
import { DEFAULT_POST_LOGIN_PATH, homePath, safeNextPath } from '@/lib/auth/redirect';

describe('safeNextPath: where to go after signing in', () => {
  it.each([
    ['/admin', '/admin'],
    ['/dashboard', '/dashboard'],
    ['/dashboard?success=true', '/dashboard?success=true'],
    ['/admin?tab=messages#top', '/admin?tab=messages#top'],
    ['/blog/como-aparecer-en-google', '/blog/como-aparecer-en-google'],
    ['/admin/../dashboard', '/dashboard'],
    ['/%2F%2Fevil.com', '/%2F%2Fevil.com'],
  ])('keeps the same-site path %s', (raw, expected) => {
    expect(safeNextPath(raw)).toBe(expected);
  });

  it.each([
    ['an absolute URL', 'https://evil.com/dashboard'],
    ['a protocol-relative URL', '//evil.com'],
    ['a protocol-relative URL with a path', '//evil.com/admin'],
    ['a backslash the browser reads as a slash', '/\\evil.com'],
    ['two backslashes', '\\\\evil.com'],
    ['a tab between the slashes', '/\t/evil.com'],
    ['a newline between the slashes', '/\n/evil.com'],
    ['a carriage return', '/\r/evil.com'],
    ['a leading space', ' /dashboard'],
    ['a space inside', '/ /evil.com'],
    ['a non-breaking space', '/\u00a0/evil.com'],
    ['a NUL byte', '/dash\u0000board'],
    ['dot segments that collapse into //', '/.//evil.com'],
    ['parent segments that collapse into //', '/..//evil.com'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path without a leading slash', 'evil.com'],
    ['a scheme-relative path with a scheme', 'http:/evil.com'],
    ['an empty string', ''],
    ['an over-long value', `/${'a'.repeat(3000)}`],
    ['the auth page itself (a redirect loop)', '/auth'],
    ['a page under /auth', '/auth/reset-password'],
    ['the auth page in other case', '/AUTH'],
    ['an API route', '/api/auth/sign-out'],
  ])('rejects %s', (_label, raw) => {
    expect(safeNextPath(raw)).toBe(DEFAULT_POST_LOGIN_PATH);
  });

  it('falls back to /dashboard for anything that is not a string', () => {
    expect(safeNextPath(undefined)).toBe('/dashboard');
    expect(safeNextPath(null)).toBe('/dashboard');
    expect(safeNextPath(['/admin', '//evil.com'])).toBe('/dashboard');
    expect(safeNextPath(42)).toBe('/dashboard');
  });

  it('never returns something a browser would resolve to another origin', () => {
    const tricky = ['/\\/evil.com', '/%09/evil.com', '/.\\./evil.com', '/x/../..//evil.com', '/@evil.com', '/;@evil.com'];
    for (const raw of tricky) {
      const result = safeNextPath(raw);
      expect(new URL(result, 'https://vitrina.pe').origin, raw).toBe('https://vitrina.pe');
      expect(result.startsWith('//'), raw).toBe(false);
    }
  });
});

describe('where someone lands after signing in without asking for a page', () => {
  it('takes the team to the panel and customers to their dashboard', () => {
    expect(homePath('admin')).toBe('/admin');
    expect(homePath('customer')).toBe('/dashboard');
    expect(safeNextPath(undefined, homePath('admin'))).toBe('/admin');
    // A page asked for still wins.
    expect(safeNextPath('/admin?tab=blog', homePath('customer'))).toBe('/admin?tab=blog');
  });
});
