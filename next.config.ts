import path from 'node:path';
import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { blogListRewrites } from './lib/blog/list-routes';
import { assertBuildValues } from './lib/config/build-values';
import {
  API_CSP,
  API_POLICY_SOURCE,
  PUBLIC_POLICY_SOURCE,
  publicCsp,
  SITE_HOST_APP_CSP,
  SITE_HOST_APP_POLICY_SOURCE,
  UPLOADS_CSP,
  UPLOADS_POLICY_SOURCE,
} from './lib/security/csp';
import { BASE_SECURITY_HEADERS, FRAME_DENY_HEADERS, NOT_FRAMEABLE_SOURCE, strictTransportRules } from './lib/security/headers';
import { customDomainHostPattern, siteHostPattern, siteHostRewrites } from '@/lib/sites/serve/host-rewrites';
import { MAX_ACTION_BODY_BYTES } from './lib/storage/upload-limits';

const nextConfig: NextConfig = {
  // Parallel builds (several worktrees or agents on one machine) can point this elsewhere.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  poweredByHeader: false,
  // npm test type-checks the tree, with the route types a build generates, before its builds
  // (scripts/typecheck.ts); they skip the same check again, about a minute each on 2 cores.
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === '1' },
  // Next hashes the whole HTML of every page response, cached or not, to make an ETag: about a
  // sixth of the CPU of serving a cached page, for a 304 that saves a browser ~10 KB of gzip.
  // Without it a cached article serves 20-40% more requests/s (docs/decisions/0006).
  generateEtags: false,
  reactStrictMode: true,
  // Next 16 streams a page's metadata after its first bytes unless the visitor is a known
  // "HTML-limited" bot: when the root layout's generateMetadata (it reads the launch prices) had
  // not resolved by then, as on a busy server's first dynamic renders, <title> and the meta tags
  // were written into <body> (invalid HTML, and lost on any crawler or link preview that reads only
  // <head>). Every user agent is treated as such a bot, so metadata always lands in <head>; the
  // cost is that a page rendered on request waits for its metadata before its first byte.
  htmlLimitedBots: /.*/,
  // Several instances share pages and data through Redis when REDIS_URL is set (cache-handler.mjs,
  // docs/decisions/0009); one instance keeps Next's file cache. Read when the server starts.
  ...(process.env.REDIS_URL ? { cacheHandler: path.resolve('cache-handler.mjs') } : {}),
  // Native or WASM packages that must stay out of the server bundle.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'pino', 'sharp', 'isomorphic-dompurify', 'jsdom', 'nodemailer'],
  // Migrations are read from disk at start-up; keep them in traced deployments (Vercel).
  // The sites' font files are read from their npm packages (lib/sites/render/font-files.ts).
  outputFileTracingIncludes: { '/**': ['./db/migrations/**/*'], '/fuentes/[file]': ['./node_modules/@fontsource-variable/*/files/*-latin-wght-normal.woff2'] },
  experimental: {
    serverActions: { bodySizeLimit: MAX_ACTION_BODY_BYTES },
    proxyClientMaxBodySize: MAX_ACTION_BODY_BYTES,
    // The build cache speeds up the next local build; CI builds once from a clean clone, where
    // writing it cost ~27 s of a 2-minute build for nothing.
    turbopackFileSystemCacheForBuild: !process.env.CI,
  },
  async headers() {
    // NODE_ENV is fixed by Next itself at build time ('production' for next build).
    const isProduction = process.env.NODE_ENV === 'production';
    // Customers' sites answer with their own script-free policy (lib/sites/serve/site-responses.ts);
    // a header set here would win over the route's, so their hosts (labels and their own domains)
    // get none from here, except on the app's paths they share (SITE_HOST_APP_POLICY_SOURCE).
    const customDomainHost = customDomainHostPattern(process.env.SITES_DOMAIN, process.env.APP_URL);
    const siteHosts = [siteHostPattern(process.env.SITES_DOMAIN), ...(customDomainHost ? [customDomainHost] : [])].map((value) => ({
      type: 'host' as const,
      value,
    }));
    return [
      { source: '/:path*', headers: BASE_SECURITY_HEADERS },
      ...(isProduction ? strictTransportRules(customDomainHost) : []),
      { source: NOT_FRAMEABLE_SOURCE, headers: FRAME_DENY_HEADERS },
      // Public pages get their policy here rather than from proxy.ts, so a cached page is served
      // without running the proxy (docs/decisions/0001). The signed-in areas get theirs there.
      { source: PUBLIC_POLICY_SOURCE, missing: siteHosts, headers: [{ key: 'Content-Security-Policy', value: publicCsp(!isProduction) }] },
      ...siteHosts.map((host) => ({
        source: SITE_HOST_APP_POLICY_SOURCE,
        has: [host],
        headers: [{ key: 'Content-Security-Policy', value: SITE_HOST_APP_CSP }],
      })),
      { source: API_POLICY_SOURCE, headers: [{ key: 'Content-Security-Policy', value: API_CSP }] },
      { source: UPLOADS_POLICY_SOURCE, headers: [{ key: 'Content-Security-Policy', value: UPLOADS_CSP }] },
    ];
  },
  async redirects() {
    // 'Solicitar Cotización' used to add ?plan=custom to /start-trial; it has its own page now.
    return [{ source: '/start-trial', has: [{ type: 'query', key: 'plan', value: 'custom' }], destination: '/start-trial/cotizacion', permanent: true }];
  },
  async rewrites() {
    return {
      // Customer sites by host name, before any of the app's own routes (lib/sites/serve/host-rewrites.ts).
      // SITES_DOMAIN and APP_URL are read when the config is, at build: set them for `next build` too.
      beforeFiles: siteHostRewrites(process.env.SITES_DOMAIN, process.env.APP_URL),
      // /blog and /blog?page=N are served by the cached /blog/page/[page] route (see the file).
      afterFiles: blogListRewrites,
      fallback: [],
    };
  },
};

export default function config(phase: string): NextConfig {
  // Prerendered pages keep the values of the build: refuse to build them with placeholders.
  if (phase === PHASE_PRODUCTION_BUILD) assertBuildValues(process.env);
  return nextConfig;
}
