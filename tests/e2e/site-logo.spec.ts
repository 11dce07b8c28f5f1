import AxeBuilder from '@axe-core/playwright';
import sharp from 'sharp';
import { E2E_ADMIN, E2E_ENV, E2E_PORT } from './env';
import { expect, latestEmailTo, signInAs, test } from './fixtures';
import { openCardWithSketch, publishVersion } from './trial-customer';
import type { Page } from '@playwright/test';

const siteAddress = (label: string, path = '/') => `http://${label}.localhost:${E2E_PORT}${path}`;

/** axe's findings in the page's main content (not a toast passing by), each with the elements it names. */
const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).include('main').analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

test("'Tu logo': a brief from the trial form and the dashboard, options from the image model, the customer's choice on the live site and downloaded", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const businessName = `Panadería Logo ${Date.now().toString(36)}`;
  const email = `logo-e2e-${Date.now()}@example.pe`;

  // The trial form, with its script off, takes the optional brief: a style alone is asked to say more.
  const noJs = await browser.newContext({ baseURL: E2E_ENV.APP_URL, javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': '198.19.77.7' } });
  const customer = await noJs.newPage();
  await customer.goto('/start-trial');
  await customer.getByLabel('Nombre completo').fill('Julia Huamán');
  await customer.getByLabel('Email', { exact: true }).fill(email);
  await customer.getByLabel('Contraseña').fill('una-clave-segura-123');
  await customer.getByLabel('Nombre del negocio').fill(businessName);
  await customer.getByLabel('Ciudad').fill('Arequipa');
  await customer.getByLabel('¿Qué quieres hacer con tu sitio?').selectOption('no_site_build_new');
  await customer.getByLabel('Colores de tu marca').fill('Marrón y crema');
  await customer.getByLabel('Estilo del logo').selectOption('artesanal');
  await customer.getByRole('checkbox', { name: /Acepto los términos/ }).check();
  await customer.getByRole('button', { name: 'Empezar mi prueba gratis' }).click();
  await expect(customer.getByText('Cuéntanos qué debe transmitir tu logo')).toBeVisible();
  await expect(customer.getByLabel('Estilo del logo')).toHaveValue('artesanal');
  await customer.getByLabel('Contraseña').fill('una-clave-segura-123');
  await customer.getByLabel('¿Qué debe transmitir tu logo?').fill('Pan de horno de leña, tradición familiar');
  await customer.getByRole('checkbox', { name: /Acepto los términos/ }).check();
  await customer.getByRole('button', { name: 'Empezar mi prueba gratis' }).click();
  await expect(customer).toHaveURL(/\/dashboard$/, { timeout: 15_000 });

  // In the dashboard the brief is there, the team is on it, and the customer adjusts it.
  await customer.goto('/dashboard/logo');
  await expect(customer.getByRole('heading', { name: 'Estamos preparando opciones' })).toBeVisible();
  await expect(customer.getByLabel('Nombre en el logo')).toHaveValue(businessName);
  // Blank is refused (spaces pass the browser's own check; the server's catches them).
  await customer.getByLabel('Nombre en el logo').fill('   ');
  await customer.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(customer.getByText('Escribe el nombre que debe llevar tu logo')).toBeVisible();
  await customer.getByLabel('Nombre en el logo').fill('Panadería del Valle');
  await customer.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(customer.getByRole('status')).toContainText('Guardamos tu pedido');

  // The team publishes the site (its first sketch), then generates options on the stand-in.
  await signInAs(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const { card, label } = await openCardWithSketch(page, businessName);
  await publishVersion(card.getByTestId('site-panel'), 1);
  // The Sites tab marks the brief waiting for the team and leads to the site's logo page.
  await page.goto('/admin?tab=sites');
  await page.getByRole('row').filter({ hasText: businessName }).getByRole('link', { name: 'Logo brief waiting' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Logo · ${businessName}` })).toBeVisible();
  await expect(page.getByText('Pan de horno de leña, tradición familiar')).toBeVisible();
  await page.getByRole('button', { name: 'Generate options' }).click();
  await expect(page.getByRole('heading', { name: 'Options (4 of 4)' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('img', { name: /Option \d \(generated\)/ })).toHaveCount(4);

  // One is not worth offering: the team removes it and uploads its own; a text file is refused.
  await page.getByRole('button', { name: 'Remove option 4' }).click();
  await expect(page.getByRole('heading', { name: 'Options (3 of 4)' })).toBeVisible();
  await page.getByLabel('Upload an option').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('<script>alert(1)</script>') });
  await expect(page.getByText('Failed to upload the option: only JPEG, PNG, WebP, GIF or AVIF images are allowed')).toBeVisible();
  const own = await sharp({ create: { width: 600, height: 600, channels: 4, background: { r: 120, g: 72, b: 30, alpha: 1 } } })
    .png()
    .toBuffer();
  await page.getByLabel('Upload an option').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: own });
  await expect(page.getByRole('img', { name: 'Option 4 (uploaded)' })).toBeVisible();
  await page.getByRole('button', { name: 'Send options to customer' }).click();
  await expect(page.getByText('Sent to the customer; waiting for their choice.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The customer is told by e-mail and chooses in the dashboard (still without script).
  const mail = await latestEmailTo(email);
  expect(mail.subject).toBe('Tus opciones de logo están listas');
  await customer.goto('/dashboard/logo');
  await expect(customer.getByRole('img', { name: /^Opción \d$/ })).toHaveCount(4);
  await customer.getByRole('radio', { name: 'Opción 2' }).check();
  await customer.getByRole('button', { name: 'Elegir este logo' }).click();
  await expect(customer.getByText('Ya está en tu sitio web.')).toBeVisible();
  const logoSrc = await customer.getByRole('img', { name: 'Tu logo' }).getAttribute('src');
  expect(logoSrc).toMatch(/\/logos\/[0-9a-f-]+-[0-9a-f]+\.png$/);

  // The live site shows it at once.
  const visitor = await browser.newPage();
  await visitor.goto(siteAddress(label));
  await expect(visitor.locator(`header img[src$="${logoSrc!.split('/').pop()}"]`)).toHaveCount(1);
  await visitor.close();

  // Downloads: a PNG of the size asked, for the owner only.
  await noJs.close();
  const owner = await browser.newContext({ baseURL: E2E_ENV.APP_URL, acceptDownloads: true });
  const ownerPage = await owner.newPage();
  await signInAs(ownerPage, email, 'una-clave-segura-123');
  await ownerPage.goto('/dashboard/logo');
  // (axe needs the page's script: checked here rather than in the context without it.)
  expect(await axeViolations(ownerPage)).toEqual([]);
  const [download] = await Promise.all([ownerPage.waitForEvent('download'), ownerPage.getByRole('link', { name: 'Descargar PNG de 512 px' }).click()]);
  expect(download.suggestedFilename()).toBe('logo-panaderia-del-valle-512.png');
  const meta = await sharp(await download.path()).metadata();
  expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['png', 512, 512, true]);
  await owner.close();
  const stranger = await browser.newContext({ baseURL: E2E_ENV.APP_URL });
  expect((await stranger.request.get('/api/logo?tamano=512')).status()).toBe(401);
  await stranger.close();
});
