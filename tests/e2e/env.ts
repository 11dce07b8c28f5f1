/** The e2e server's fixed settings, shared by scripts/e2e-server.ts and the tests. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

/** Everything the e2e server writes: database, mail, uploads, log. */
export const E2E_ROOT = `.data/e2e-${E2E_PORT}`;

export const E2E_ADMIN = { email: 'admin-e2e@vitrina.test', password: 'admin-e2e-clave-123' } as const;

/** The company every test build names (a production build refuses to run without it). */
export const TEST_COMPANY = {
  CONTACT_EMAIL: 'hola@vitrina.pe',
  COMPANY_LEGAL_NAME: 'Vitrina Digital S.A.C.',
  COMPANY_RUC: '20000000001',
  COMPANY_ADDRESS: 'Av. José Larco 101, Miraflores, Lima, Perú',
} as const;

export const E2E_ENV = {
  PORT: String(E2E_PORT),
  APP_URL: `http://127.0.0.1:${E2E_PORT}`,
  BETTER_AUTH_URL: `http://127.0.0.1:${E2E_PORT}`,
  BETTER_AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-secret',
  ADMIN_EMAIL: E2E_ADMIN.email,
  ADMIN_PASSWORD: E2E_ADMIN.password,
  // Production needs this said out loud; the tests read each e-mail from this folder.
  MAIL_TRANSPORT: 'disk',
  MAIL_DIR: `${E2E_ROOT}/mail`,
  UPLOADS_DIR: `${E2E_ROOT}/uploads`,
  CRON_SECRET: 'e2e-cron-secret-0123456789',
  ...TEST_COMPANY,
  WHATSAPP_NUMBER: '51987654321',
  AUTO_PUBLISH_SCHEDULER: 'off',
  DAILY_JOBS_SCHEDULER: 'off',
  // The Playwright runner stands in for one proxy: each test sends its own X-Forwarded-For, so
  // tests keep separate rate-limit buckets.
  TRUSTED_PROXY_COUNT: '1',
  LOG_LEVEL: 'info',
} as const;
