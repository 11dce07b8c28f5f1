import sharp from 'sharp';
import { E2E_ADMIN, E2E_PORT } from './env';
import { expect, signInAs, test } from './fixtures';
import { newTrialCustomer, openCard, openCardWithSketch } from './trial-customer';

const siteAddress = (label: string, path = '/') => `http://${label}.localhost:${E2E_PORT}${path}`;
const PHONE = { width: 390, height: 844 };
/** Tomorrow in Lima (UTC−5), as a date field takes it. */
const tomorrowInLima = () => new Date(Date.now() - 5 * 3600_000 + 24 * 3600_000).toISOString().slice(0, 10);

test("'Cambios rápidos' on a phone: the owner changes a price and the hours and adds a holiday notice, the live site shows them, the team sees the diff and reverts the price; then a photo of their own goes on a dish", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const businessName = `Cevichería Rápida ${Date.now().toString(36)}`;
  const customer = await newTrialCustomer(browser, businessName, { industry: 'Restaurante', phone: '987 654 321' });
  await signInAs(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const { card, label } = await openCardWithSketch(page, businessName);
  await card.getByTestId('site-panel').getByRole('button', { name: 'Publish version 1' }).click();
  await expect(card.getByTestId('site-panel')).toContainText('Live');

  // The owner, on a phone, finds the quick edits from the site's page.
  const owner = customer.page;
  await owner.setViewportSize(PHONE);
  await owner.goto('/dashboard/sitio');
  await owner.getByRole('link', { name: 'Hacer un cambio rápido' }).click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Cambios rápidos' })).toBeVisible();
  await expect(owner.getByText('Lo que guardes aquí se publica en tu web al momento.')).toBeVisible();

  // A price.
  const prices = owner.locator('#precios');
  await prices.getByLabel('Precio en soles de Menú del día').fill('18,50');
  await prices.getByRole('button', { name: 'Guardar carta y precios' }).click();
  await expect(prices.getByRole('status')).toContainText('Publicado en tu web.');

  // The hours: Monday to Saturday from 10:00 to 22:00, Sunday closed.
  const hours = owner.locator('#horario');
  for (const day of ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado']) {
    const group = hours.getByRole('group', { name: day });
    await group.getByLabel('Cerrado').uncheck();
    await group.getByLabel('Abre').fill('10:00');
    await group.getByLabel('Cierra').fill('22:00');
  }
  await hours.getByRole('group', { name: 'Domingo' }).getByLabel('Cerrado').check();
  await hours.getByRole('button', { name: 'Guardar horario' }).click();
  await expect(hours.getByRole('status')).toContainText('Publicado en tu web.');

  // A holiday notice until tomorrow.
  const notice = owner.locator('#aviso');
  await notice.getByLabel('Tipo de aviso').selectOption({ label: 'Cerrado por feriado' });
  await notice.getByLabel('Texto del aviso').fill('Volvemos el martes');
  await notice.getByLabel('Se muestra hasta el día').fill(tomorrowInLima());
  await notice.getByRole('button', { name: 'Guardar aviso' }).click();
  await expect(notice.getByRole('status')).toContainText('Publicado en tu web.');

  // A WhatsApp the schema refuses: its reason in Spanish, and what was typed stays.
  const phones = owner.locator('#telefonos');
  await phones.getByLabel('WhatsApp').fill('mi celular');
  await phones.getByRole('button', { name: 'Guardar teléfonos' }).click();
  await expect(phones.getByText('Escribe el WhatsApp solo con números, por ejemplo 51987654321')).toBeVisible();
  await expect(phones.getByLabel('WhatsApp')).toHaveValue('mi celular');

  // The live site, seen by a visitor on a phone (a copy may be a second old: decision 0017).
  const visitor = await (await browser.newContext({ viewport: PHONE })).newPage();
  await visitor.goto(siteAddress(label));
  await expect(async () => {
    await visitor.reload();
    await expect(visitor.getByRole('status')).toContainText('Cerrado por feriado. Volvemos el martes.', { timeout: 1_000 });
    await expect(visitor.getByRole('row', { name: /Lunes/ })).toContainText('10:00 – 22:00', { timeout: 1_000 });
    await expect(visitor.getByRole('row', { name: /Domingo/ })).toContainText('Cerrado', { timeout: 1_000 });
    await expect(visitor.getByText(/S\/\s18\.50/).first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });

  // The team sees the owner's edits with what changed, and reverts the price.
  await (await openCard(page, businessName)).getByTestId('site-panel').getByRole('link', { name: 'Edit site' }).click();
  const versions = page.getByRole('region', { name: 'Versions' });
  const priceEdit = versions.getByRole('listitem').filter({ hasText: /^Version 2 ·/ });
  await expect(priceEdit).toContainText('Customer quick edit');
  await expect(priceEdit).toContainText(/Menú del día › price: none → S\/\s18\.50/);
  await expect(versions.getByRole('listitem').filter({ hasText: /^Version 3 ·/ })).toContainText('business › hours › lunes: closed → 10:00–22:00');
  await page.getByRole('button', { name: 'Revert version 2' }).click();
  await expect(page.getByText('Quick edit 2 reverted as version 5')).toBeVisible();

  await expect(async () => {
    await visitor.reload();
    await expect(visitor.getByText(/S\/\s18\.50/)).toHaveCount(0, { timeout: 1_000 });
    await expect(visitor.getByRole('status')).toContainText('Cerrado por feriado', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });

  // A photo of the dish: sent in 'Fotos para tu web', then put on the dish from the phone.
  await owner.goto('/dashboard/sitio');
  const dish = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#e67e22' } })
    .jpeg()
    .toBuffer();
  const photos = owner.getByRole('region', { name: 'Fotos para tu web' });
  await photos.getByLabel('Elegir fotos').setInputFiles([{ name: 'menu-del-dia.jpg', mimeType: 'image/jpeg', buffer: dish }]);
  await expect(photos.getByRole('img', { name: 'Foto 1' })).toBeVisible();
  await owner.goto('/dashboard/sitio/cambios-rapidos#fotos');
  const photoForm = owner.locator('#fotos');
  await expect(photoForm.getByRole('list', { name: 'Tus fotos' }).getByRole('img', { name: 'Foto 1' })).toBeVisible();
  await photoForm.getByLabel(/Platos de la casa · Menú del día/).selectOption({ label: 'Poner la foto 1' });
  await photoForm.getByRole('button', { name: 'Guardar fotos' }).click();
  await expect(photoForm.getByRole('status')).toContainText('Publicado en tu web.');
  await expect(photoForm.getByText(/Menú del día \(ahora: foto 1\)/i).first()).toBeVisible();
  await visitor.goto(siteAddress(label, '/carta'));
  await expect(async () => {
    await visitor.reload();
    const photo = visitor.getByRole('img', { name: 'Menú del día' }).first();
    await expect(photo).toBeVisible({ timeout: 1_000 });
    // A phone gets a copy near the size it shows, not the 1,200 px original.
    expect(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-w480\.jpg$/);
  }).toPass({ timeout: 15_000 });
  await customer.close();
});
