import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://127.0.0.1:${PORT}`;

/** End-to-end tests against `next start` (a production build) in the system Chromium. */
export default defineConfig({
  testDir: 'tests/e2e',
  // Specs named *.mercadopago.spec.ts need the server on Mercado Pago's stand-in: they run only in
  // the pass started with PAYMENT_PROVIDER=mercadopago (scripts/test.mjs runs both passes).
  testIgnore: process.env.PAYMENT_PROVIDER === 'mercadopago' ? [] : ['**/*.mercadopago.spec.ts'],
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  // Journeys run two browsers against one server on two cores; on a slow machine a passing
  // journey took 46 s, so the limit leaves room (a hung test still fails, later).
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: E2E_BASE_URL,
    locale: 'es-PE',
    timezoneId: 'America/Lima',
    // The pages scroll smoothly (app/globals.css) unless the visitor asks for less motion. A click
    // that lands while a smooth scroll is still moving the page hits whatever is under the pointer
    // by then (seen: a focus's scroll carried the page on and the terms checkbox or the "Inicia
    // sesión" link missed its click, about once in 25 runs), so the browser asks for less motion.
    reducedMotion: 'reduce',
    // A trace records every step with screenshots even when it is then thrown away: about a fifth
    // of the suite's time on a 2-core machine. CI keeps only text output, so it records none.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-dev-shm-usage'],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `npx tsx --conditions=react-server scripts/e2e-server.ts`,
    url: `${E2E_BASE_URL}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
