import { test as base, expect, type Page } from '@playwright/test';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { E2E_ENV } from './env';

/**
 * Each test speaks through its own made-up client address (as a proxy would report it), so the
 * per-address rate limits of one test never trip another.
 */
export const test = base.extend<{ clientIp: string }>({
  clientIp: async ({}, use, testInfo) => {
    const n = (testInfo.workerIndex * 997 + testInfo.testId.length * 31 + Math.floor(Math.random() * 60_000)) % 65_000;
    await use(`198.18.${Math.floor(n / 254)}.${(n % 254) + 1}`);
  },
  page: async ({ page, clientIp }, use) => {
    // On the context, not the page, so that page.request (signInAs) carries it too.
    await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': clientIp });
    await use(page);
  },
});

export { expect };

/** Signs in through the auth API (fast), leaving the session cookie in the page's context; `base` names a second server. */
export async function signInAs(page: Page, email: string, password: string, base: string = E2E_ENV.APP_URL): Promise<void> {
  const response = await page.request.post(`${base}/api/auth/sign-in/email`, {
    data: { email, password },
    headers: { origin: base },
  });
  expect(response.ok(), `sign-in as ${email}`).toBeTruthy();
}

/** The newest e-mail written to the mail folder (the suite server's, or a second server's `dir`) for `to`, waiting briefly for it to arrive. */
export async function latestEmailTo(to: string, timeoutMs = 10_000, dir: string = E2E_ENV.MAIL_DIR): Promise<{ subject: string; text: string; html?: string }> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = (await readdir(dir).catch(() => [] as string[])).sort().reverse();
    for (const file of files) {
      const mail = JSON.parse(await readFile(path.join(dir, file), 'utf8'));
      if ((mail.to as string[]).includes(to)) return mail;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no e-mail to ${to} within ${timeoutMs} ms`);
}

/** A trial customer, created the way customers are: through /start-trial. */
export async function signUpForTrial(page: Page, email: string, businessName: string, name = 'Teresa Mamani', options: { quote?: boolean } = {}) {
  await page.goto(options.quote ? '/start-trial/cotizacion' : '/start-trial');
  await page.getByLabel('Nombre completo').fill(name);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Contraseña').fill('una-clave-segura-123');
  await page.getByLabel('Nombre del negocio').fill(businessName);
  await page.getByLabel('Ciudad').fill('Cusco');
  await page.getByLabel('¿Qué quieres hacer con tu sitio?').selectOption('no_site_build_new');
  await page.getByRole('checkbox', { name: /Acepto los términos/ }).check();
  await page.getByRole('button', { name: options.quote ? 'Solicitar mi cotización' : 'Empezar mi prueba gratis' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
}

/**
 * The checkout URL arrives after two server calls (saving the details, then opening checkout):
 * the browser may open it in a new tab or, when it blocks the popup, in this one.
 */
export async function checkoutPage(page: Page, click: () => Promise<void>): Promise<Page> {
  const popup = page.waitForEvent('popup').catch(() => null);
  await click();
  const opened = await Promise.race([popup, page.waitForURL(/\/checkout\/cs_test_/).then(() => page)]);
  return opened ?? page;
}
