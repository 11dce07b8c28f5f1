import { describe, expect, it } from 'vitest';
import { buildCsp, needsStrictPolicy } from '@/lib/security/csp';

describe('content security policy', () => {
  it('uses a nonce and no unsafe-inline script on signed-in areas', () => {
    const csp = buildCsp({ nonce: 'abc123', isDev: false });
    expect(csp).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).not.toContain('unsafe-eval');
  });

  it('still forbids plugins, framing, base changes and foreign scripts on cached pages', () => {
    const csp = buildCsp({ isDev: false });
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toMatch(/script-src 'self' 'unsafe-inline'(;|$)/);
  });

  it('applies the strict policy to /auth, /dashboard and /admin only', () => {
    expect(needsStrictPolicy('/dashboard')).toBe(true);
    expect(needsStrictPolicy('/admin/security')).toBe(true);
    expect(needsStrictPolicy('/auth')).toBe(true);
    expect(needsStrictPolicy('/authors')).toBe(false);
    expect(needsStrictPolicy('/')).toBe(false);
    expect(needsStrictPolicy('/blog/hola')).toBe(false);
  });
});
