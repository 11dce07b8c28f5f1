import { PHASE_PRODUCTION_SERVER } from 'next/constants';
import { pathToRegexp } from 'next/dist/compiled/path-to-regexp';
import { describe, expect, it, vi } from 'vitest';
import nextConfig from '@/next.config';
import { config as proxyConfig } from '@/proxy';
import { API_CSP, API_POLICY_SOURCE, buildCsp, PUBLIC_POLICY_SOURCE, publicCsp, SITE_HOST_APP_CSP, UPLOADS_POLICY_SOURCE } from '@/lib/security/csp';
import { NOT_FRAMEABLE_SOURCE } from '@/lib/security/headers';
import { headersFor } from '../helpers/apply-rewrites';

describe('content security policy', () => {
  it('uses a nonce and no unsafe-inline script on signed-in areas', () => {
    const csp = buildCsp({ nonce: 'abc123', isDev: false });
    expect(csp).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).not.toContain('unsafe-eval');
  });

  it('still forbids plugins, framing, base changes and foreign scripts on cached pages', () => {
    const csp = publicCsp(false);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toMatch(/script-src 'self' 'unsafe-inline'(;|$)/);
    expect(csp).not.toContain('unsafe-eval');
  });

  // Next compiles both sources with path-to-regexp; so do we, to see which paths each one takes.
  const proxied = pathToRegexp(proxyConfig.matcher[0]!.source);
  const publicPolicy = pathToRegexp(PUBLIC_POLICY_SOURCE);
  const apiPolicy = pathToRegexp(API_POLICY_SOURCE);
  const uploadsPolicy = pathToRegexp(UPLOADS_POLICY_SOURCE);

  it('sends the signed-in areas through the proxy (nonce policy) and nothing else', () => {
    for (const path of ['/auth', '/auth/reset-password', '/dashboard', '/dashboard/billing', '/admin', '/admin/security', '/libro-de-reclamaciones']) {
      expect(proxied.test(path), path).toBe(true);
      expect(publicPolicy.test(path), path).toBe(false);
    }
  });

  it('gives every public page the static policy without the proxy', () => {
    for (const path of ['/', '/about', '/authors', '/blog', '/blog/hola-mundo', '/blog/page/2', '/start-trial', '/sitemap.xml', '/admins']) {
      expect(proxied.test(path), path).toBe(false);
      expect(publicPolicy.test(path), path).toBe(true);
    }
  });

  it('gives every route handler a policy for data, and the uploads one for images', () => {
    const handlers = [
      '/api/health',
      '/api/auth/sign-in/email',
      '/api/auth/get-session',
      '/api/cron/daily',
      '/api/cron/auto-publish',
      '/api/stripe/webhook',
      '/api/social-proof',
      '/api/account/export',
    ];
    for (const path of handlers) {
      expect(apiPolicy.test(path), path).toBe(true);
      expect(uploadsPolicy.test(path), path).toBe(false);
      expect(publicPolicy.test(path), path).toBe(false);
      expect(proxied.test(path), path).toBe(false);
    }
    for (const path of ['/api/uploads/submissions/a.webp', '/api/uploads/blog/cover-1.png']) {
      expect(uploadsPolicy.test(path), path).toBe(true);
      expect(apiPolicy.test(path), path).toBe(false);
    }
    expect(API_CSP).toMatch(/^default-src 'none'/);
    expect(API_CSP).toContain("frame-ancestors 'none'");
  });

  it('leaves static assets to Next', () => {
    for (const path of ['/_next/static/chunks/app.js', '/_next/image']) {
      for (const source of [proxied, publicPolicy, apiPolicy, uploadsPolicy]) expect(source.test(path), path).toBe(false);
    }
  });

  it('leaves the customer site preview to its own script-free policy, and lets only it be framed', () => {
    const notFrameable = pathToRegexp(NOT_FRAMEABLE_SOURCE);
    for (const path of ['/vista-previa/abc', '/vista-previa/abc/contacto']) {
      expect(publicPolicy.test(path), path).toBe(false);
      expect(notFrameable.test(path), path).toBe(false);
    }
    for (const path of ['/', '/dashboard', '/admin', '/blog/hola', '/vista-previas', '/api/health']) expect(notFrameable.test(path), path).toBe(true);
  });

  it("gives the app's 404 under /fuentes on a site's host a script-free policy, and the app's host its public one", async () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('SITES_DOMAIN', 'vitrina.site');
    vi.stubEnv('APP_URL', 'https://vitrina.pe');
    try {
      const rules = await nextConfig(PHASE_PRODUCTION_SERVER).headers!();
      const csp = (host: string, path: string) => headersFor(rules, host, path).get('content-security-policy');
      for (const host of ['rosa.vitrina.site', 'www.buensabor.pe']) {
        const policy = csp(host, '/fuentes/no-existe.woff2');
        expect(policy, host).toBe(SITE_HOST_APP_CSP);
        expect(policy, host).toMatch(/^default-src 'none'/);
        expect(policy, host).not.toMatch(/script-src/);
        // A site's own pages send their policy from the route (lib/sites/serve/site-responses.ts).
        expect(csp(host, '/carta'), host).toBeUndefined();
      }
      expect(csp('vitrina.pe', '/fuentes/no-existe.woff2')).toBe(publicCsp(false));
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
