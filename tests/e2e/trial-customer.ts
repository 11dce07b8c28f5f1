import type { Browser, Page } from '@playwright/test';
import { E2E_ENV } from './env';
import { expect } from './fixtures';

/** A new trial customer, created the way customers are: through /start-trial, in its own browser. */
export async function newTrialCustomer(browser: Browser, businessName: string, options: { viaQuoteButton?: boolean } = {}) {
  const email = `admin-e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.pe`;
  const context = await browser.newContext({ baseURL: E2E_ENV.APP_URL, extraHTTPHeaders: { 'x-forwarded-for': `198.19.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}` } });
  const page = await context.newPage();
  if (options.viaQuoteButton) {
    await page.goto('/');
    await page.getByRole('link', { name: 'Solicitar Cotización' }).click();
    await expect(page).toHaveURL(/\/start-trial\?plan=custom$/);
  } else {
    await page.goto('/start-trial');
  }
  await page.getByLabel('Nombre completo').fill('Julia Huamán');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Contraseña').fill('una-clave-segura-123');
  await page.getByLabel('Nombre del negocio').fill(businessName);
  await page.getByLabel('Ciudad').fill('Trujillo');
  await page.getByLabel('¿Qué quieres hacer con tu sitio?').selectOption('no_site_build_new');
  await page.getByRole('checkbox', { name: /Acepto los términos/ }).check();
  await page.getByRole('button', { name: 'Empezar mi prueba gratis' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  return { email, page, close: () => context.close() };
}

export async function openCard(page: Page, businessName: string) {
  await page.goto(`/admin?q=${encodeURIComponent(businessName)}`);
  const card = page.getByTestId('submission-card').filter({ hasText: businessName });
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: new RegExp(`^${businessName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).click();
  return card;
}

