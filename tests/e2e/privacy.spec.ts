import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, latestEmailTo, test } from './fixtures';
import { E2E_ENV } from './env';

/** A brand-new customer, signed in in this page's browser context. */
async function newCustomer(page: Page, tag: string) {
  const email = `${tag}-${Date.now()}@example.pe`;
  const password = 'una-clave-segura-123';
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password, name: 'Cliente de Prueba', acceptTerms: true },
    headers: { origin: E2E_ENV.APP_URL },
  });
  expect(response.ok(), 'sign-up').toBeTruthy();
  return { email, password };
}

test('a customer downloads all their data as JSON', async ({ page }) => {
  const { email } = await newCustomer(page, 'exporta');
  await page.goto('/dashboard/cuenta');
  const section = page.getByRole('region', { name: 'Mis datos' });
  const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('link', { name: 'Descargar mis datos' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^vitrina-mis-datos-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path()) ?? '', 'utf8'));
  expect(data.profile.email).toBe(email);
  expect(data).toHaveProperty('submissions');
  expect(data).toHaveProperty('messages');
  expect(data).toHaveProperty('subscription');
  expect(data).toHaveProperty('consents');
});

test('the export refuses anonymous callers', async ({ request }) => {
  const response = await request.get('/api/account/export');
  expect(response.status()).toBe(401);
});

test('a customer deletes their account with their password and is signed out', async ({ page }) => {
  const { email, password } = await newCustomer(page, 'elimina');
  await page.goto('/dashboard/cuenta');
  await page.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Eliminar tu cuenta?' });
  await dialog.getByLabel('Tu contraseña').fill('no-es-mi-clave');
  await dialog.getByLabel(/Entiendo que mi cuenta y mis datos se eliminarán/).check();
  await dialog.getByRole('button', { name: 'Eliminar mi cuenta definitivamente' }).click();
  await expect(dialog.getByText('La contraseña no es correcta.')).toBeVisible();

  await dialog.getByLabel('Tu contraseña').fill(password);
  await dialog.getByRole('button', { name: 'Eliminar mi cuenta definitivamente' }).click();
  await expect(page.getByText('Tu cuenta fue eliminada. Te enviamos un correo de confirmación.')).toBeVisible();
  await expect(page).toHaveURL(`${E2E_ENV.APP_URL}/`);

  const confirmation = await latestEmailTo(email);
  expect(confirmation.subject).toBe('Tu cuenta de Vitrina fue eliminada');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth/);
  const signIn = await page.request.post('/api/auth/sign-in/email', { data: { email, password }, headers: { origin: E2E_ENV.APP_URL } });
  expect(signIn.ok()).toBeFalsy();
});
