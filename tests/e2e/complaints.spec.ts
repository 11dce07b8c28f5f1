import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, latestEmailTo, signInAs, test } from './fixtures';
import { E2E_ADMIN } from './env';

const PUBLIC_PAGES = ['/', '/about', '/contact', '/blog', '/terms-and-conditions', '/privacy-policy', '/cookie-policy'];

test('every public page links to the Libro de Reclamaciones from its footer', async ({ page }) => {
  test.slow(); // seven pages in one test
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    const link = page.getByRole('contentinfo').getByRole('link', { name: /Libro de Reclamaciones/ });
    await expect(link, `footer of ${path}`).toBeVisible();
    await expect(link).toHaveAttribute('href', '/libro-de-reclamaciones');
  }
});

/** Fills a valid sheet; the e-mail makes each test's copy findable. */
async function fillSheet(page: Page, email: string) {
  await page.getByLabel('Nombre completo').first().fill('Lucía Mendoza Torres');
  await page.getByLabel('Tipo de documento').selectOption('dni');
  await page.getByLabel('Número de documento').fill('45678912');
  await page.getByLabel('Domicilio').fill('Av. Brasil 1450, Jesús María, Lima');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Teléfono').fill('987 654 321');
  await page.getByRole('radio', { name: 'Servicio', exact: true }).check();
  await page.getByLabel('Monto reclamado en soles').fill('25.00');
  await page.getByLabel('Descripción del producto o servicio').fill('Plan Básico mensual');
  await page.getByRole('radio', { name: /^Reclamo/ }).check();
  await page.getByLabel('Detalle', { exact: true }).fill('Me cobraron el mes de noviembre aunque cancelé durante la prueba gratis.');
  await page.getByLabel('Pedido', { exact: true }).fill('Que me devuelvan S/ 25.00.');
}

test('a visitor files a claim, sees its number and gets the e-mail copy', async ({ page }) => {
  const email = `reclamo-${Date.now()}@example.pe`;
  await page.goto('/libro-de-reclamaciones');
  await expect(page.getByRole('heading', { level: 1, name: 'Libro de Reclamaciones' })).toBeVisible();
  const sheetHeader = page.getByRole('main').locator('header');
  await expect(sheetHeader.getByText('Vitrina Digital S.A.C.', { exact: true })).toBeVisible();
  await expect(sheetHeader.getByText('20000000001', { exact: true })).toBeVisible();
  await expect(page.getByText(/no impide acudir a otras vías de solución de controversias/)).toBeVisible();
  await expect(page.getByText(/en un plazo no mayor a 15 días hábiles/)).toBeVisible();

  // A wrong DNI is explained in Spanish, and what was typed stays.
  await fillSheet(page, email);
  await page.getByLabel('Número de documento').fill('4567891');
  await page.getByRole('button', { name: 'Enviar hoja de reclamación' }).click();
  await expect(page.getByText('El DNI debe tener 8 dígitos.', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Número de documento')).toBeFocused();
  await expect(page.getByLabel('Detalle', { exact: true })).toHaveValue(/Me cobraron el mes de noviembre/);
  await expect(page.getByRole('radio', { name: 'Servicio', exact: true })).toBeChecked();

  await page.getByLabel('Número de documento').fill('45678912');
  await page.getByRole('button', { name: 'Enviar hoja de reclamación' }).click();
  await expect(page).toHaveURL(/\/libro-de-reclamaciones\/\d{4}-\d{6}\?t=/);
  const number = /\/libro-de-reclamaciones\/(\d{4}-\d{6})/.exec(page.url())?.[1] ?? '';
  await expect(page.getByRole('heading', { level: 1, name: `Hoja de reclamación N.° ${number}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Imprimir o guardar' })).toBeVisible();
  await expect(page.getByText('Me cobraron el mes de noviembre aunque cancelé durante la prueba gratis.')).toBeVisible();

  const copy = await latestEmailTo(email);
  expect(copy.subject).toBe(`Copia de tu hoja de reclamación N.° ${number}`);
  expect(copy.text).toContain('Lucía Mendoza Torres');
  expect(copy.text).toContain('Monto reclamado: S/ 25.00');

  // Without the link's token, the number alone opens nothing.
  const stranger = await page.context().browser()?.newPage();
  const response = await stranger?.goto(`/libro-de-reclamaciones/${number}`);
  expect(response?.status()).toBe(404);
  await stranger?.close();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the sheet can still be filed', async ({ page }) => {
    const email = `sin-js-${Date.now()}@example.pe`;
    await page.goto('/libro-de-reclamaciones');
    await fillSheet(page, email);
    await page.getByRole('button', { name: 'Enviar hoja de reclamación' }).click();
    await expect(page).toHaveURL(/\/libro-de-reclamaciones\/\d{4}-\d{6}\?t=/);
    await expect(page.getByRole('heading', { level: 1, name: /Hoja de reclamación N.° \d{4}-\d{6}/ })).toBeVisible();
  });
});

test('a signed-in customer finds their data already on the sheet', async ({ page }) => {
  await signInAs(page, 'cliente@vitrina.local', 'vitrina-cliente-demo');
  await page.goto('/libro-de-reclamaciones');
  await expect(page.getByLabel('Correo electrónico')).toHaveValue('cliente@vitrina.local');
  await expect(page.getByLabel('Nombre completo').first()).not.toHaveValue('');
});

test('an admin answers a sheet and the consumer receives the answer', async ({ page, browser }) => {
  const email = `respuesta-${Date.now()}@example.pe`;
  await page.goto('/libro-de-reclamaciones');
  await fillSheet(page, email);
  await page.getByRole('button', { name: 'Enviar hoja de reclamación' }).click();
  await expect(page).toHaveURL(/\/libro-de-reclamaciones\/\d{4}-\d{6}\?t=/);
  const consumerUrl = page.url();
  const number = /\/libro-de-reclamaciones\/(\d{4}-\d{6})/.exec(consumerUrl)?.[1] ?? '';

  const admin = await browser.newPage();
  await signInAs(admin, E2E_ADMIN.email, E2E_ADMIN.password);
  await admin.goto('/admin');
  await admin.getByRole('tab', { name: 'Libro de Reclamaciones' }).click();
  await expect(admin).toHaveURL(/tab=reclamaciones/);
  const item = admin
    .getByRole('main')
    .getByRole('listitem')
    .filter({ hasText: `N.° ${number}` });
  await expect(item).toContainText('Recibido');
  await item.getByText(`N.° ${number}`).click();
  await item.getByLabel('Respuesta del proveedor y acciones adoptadas').fill('Revisamos tu caso: anulamos el cobro y devolvimos S/ 25.00 a tu tarjeta.');
  await item.getByRole('button', { name: 'Enviar respuesta' }).click();
  await expect(admin.getByText(`Respuesta enviada al consumidor (hoja N.° ${number})`)).toBeVisible();
  await expect(item).toContainText('Respondido');
  await admin.close();

  const answer = await latestEmailTo(email);
  expect(answer.subject).toBe(`Respuesta a tu hoja de reclamación N.° ${number}`);
  expect(answer.text).toContain('devolvimos S/ 25.00 a tu tarjeta');
  await page.goto(consumerUrl);
  await expect(page.getByText('Revisamos tu caso: anulamos el cobro y devolvimos S/ 25.00 a tu tarjeta.')).toBeVisible();
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the form and the printable sheet fit, pass axe, and print without the site chrome', async ({ page }) => {
    const noHorizontalScroll = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    // The sheet itself; the shared header and footer are checked by the public-site suite.
    const axeViolations = async () =>
      (await new AxeBuilder({ page }).include('main').analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

    await page.goto('/libro-de-reclamaciones');
    expect(await noHorizontalScroll()).toBe(true);
    await page.getByRole('button', { name: 'Enviar hoja de reclamación' }).click();
    await expect(page.getByText('El nombre completo es obligatorio.', { exact: true })).toBeVisible();
    expect(await axeViolations()).toEqual([]);

    await fillSheet(page, `movil-${Date.now()}@example.pe`);
    await page.getByRole('button', { name: 'Enviar hoja de reclamación' }).click();
    await expect(page).toHaveURL(/\/libro-de-reclamaciones\/\d{4}-\d{6}\?t=/);
    expect(await noHorizontalScroll()).toBe(true);
    expect(await axeViolations()).toEqual([]);

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Imprimir o guardar' })).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByText('Me cobraron el mes de noviembre aunque cancelé durante la prueba gratis.')).toBeVisible();
  });
});
