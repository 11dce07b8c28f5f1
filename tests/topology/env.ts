/**
 * The topology test's fixed settings (`npm run test:topology`, scripts/topology/run.ts): the
 * names, ports and values its production build and its two instances run with. The build writes
 * APP_URL and SITES_DOMAIN into the pages and the host rewrites, so it is a build of its own
 * (NEXT_DIST_DIR below), redone only when these values change.
 */
import { TEST_COMPANY } from '../e2e/env';

export const TOPOLOGY_BASE_PORT = Number(process.env.TOPOLOGY_PORT ?? 4100);

export const TOPOLOGY_PORTS = {
  /** Caddy's HTTPS listener: every check goes through it. */
  https: TOPOLOGY_BASE_PORT + 43,
  /** Caddy's HTTP listener (redirects to HTTPS in production). */
  http: TOPOLOGY_BASE_PORT + 80,
  /** Caddy's local, load-balanced listener for on-demand TLS's ask. */
  ask: TOPOLOGY_BASE_PORT + 1,
  /** Caddy's admin API (the test reads nothing from it; kept off the default 2019). */
  admin: TOPOLOGY_BASE_PORT + 19,
  redis: TOPOLOGY_BASE_PORT + 79,
  instances: [TOPOLOGY_BASE_PORT + 10, TOPOLOGY_BASE_PORT + 11],
} as const;

export const TOPOLOGY_APP_HOST = 'app.vitrina.test';
export const TOPOLOGY_SITES_DOMAIN = 'vitrina-sitios.test';
export const TOPOLOGY_ROOT = `.data/topology-${TOPOLOGY_BASE_PORT}`;
export const TOPOLOGY_DIST_DIR = `.next-topology-${TOPOLOGY_BASE_PORT}`;

export const TOPOLOGY_ADMIN = { email: 'admin-topology@vitrina.test', password: 'admin-topology-clave-123' } as const;

/** What `next build` writes into the pages; a change rebuilds. */
export const TOPOLOGY_BUILD_ENV = {
  APP_URL: `https://${TOPOLOGY_APP_HOST}:${TOPOLOGY_PORTS.https}`,
  SITES_DOMAIN: TOPOLOGY_SITES_DOMAIN,
  ...TEST_COMPANY,
  NEXT_DIST_DIR: TOPOLOGY_DIST_DIR,
} as const;

/** Every instance's environment: identical on both, as deploy/vitrina.env.example asks. */
export const TOPOLOGY_ENV = {
  ...TOPOLOGY_BUILD_ENV,
  NODE_ENV: 'production',
  HOSTNAME: '127.0.0.1',
  BETTER_AUTH_SECRET: 'topology-secret-topology-secret-topology',
  ADMIN_EMAIL: TOPOLOGY_ADMIN.email,
  ADMIN_PASSWORD: TOPOLOGY_ADMIN.password,
  MAIL_TRANSPORT: 'disk',
  MAIL_DIR: `${TOPOLOGY_ROOT}/mail`,
  UPLOADS_DIR: `${TOPOLOGY_ROOT}/uploads`,
  CRON_SECRET: 'topology-cron-secret-0123456789',
  REDIS_URL: `redis://127.0.0.1:${TOPOLOGY_PORTS.redis}`,
  // Caddy is the only proxy in front: it appends the client's address to X-Forwarded-For.
  TRUSTED_PROXY_COUNT: '1',
  AUTO_PUBLISH_SCHEDULER: 'off',
  // The daily tasks are started by calling both instances at once (tests/topology): an in-process
  // scheduler firing at 08:00 Lima during a run would take that day's claim first. Both start the
  // same claimed run (lib/jobs/daily.ts).
  DAILY_JOBS_SCHEDULER: 'off',
  SHUTDOWN_DRAIN_SECONDS: '5',
  NODE_OPTIONS: '--max-old-space-size=384',
  LOG_LEVEL: 'info',
} as const;
