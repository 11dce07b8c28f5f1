import sharp from 'sharp';
import { E2E_ADMIN, E2E_PORT } from './env';
import { expect, latestEmailTo, signInAs, test } from './fixtures';
import { newTrialCustomer, openCard, openCardWithSketch, publishVersion } from './trial-customer';

/** A site's own address on this machine: Chromium resolves *.localhost to the loopback. */
const siteAddress = (label: string, path = '/') => `http://${label}.localhost:${E2E_PORT}${path}`;
/** A day `days` from today in Lima (UTC−5), as a date field takes it. */
const limaDay = (days: number) => new Date(Date.now() + days * 86_400_000 - 5 * 3_600_000).toISOString().slice(0, 10);
const longDay = (date: string) =>
  new Intl.DateTimeFormat('es-PE', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));

test("'Carta digital con fotos y precios' and 'Reservas por formulario': the team gives a dish its photo, a visitor without JavaScript books a table, the owner reads it date first", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const businessName = `Cevichería Reservas ${Date.now().toString(36)}`;
  const customer = await newTrialCustomer(browser, businessName);
  await signInAs(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const { card, label } = await openCardWithSketch(page, businessName);
  await card.getByTestId('site-panel').getByRole('link', { name: 'Edit site' }).click();
  await expect(page.getByRole('heading', { level: 1, name: businessName }).first()).toBeVisible();
  const preview = page.getByTestId('editor-preview').locator('iframe').contentFrame();
  const sections = page.getByRole('list', { name: 'Sections of this page' }).getByRole('listitem');

  // The business's WhatsApp, which the reservation's confirmation page offers.
  await page.getByLabel('WhatsApp (digits, with 51)').fill('51987654321');

  // A menu on the home page, its dish with a price and a photo uploaded from the editor.
  await page.getByLabel('New section').selectOption({ label: 'Menu' });
  await page.getByRole('button', { name: 'Add section' }).click();
  const menu = sections.last();
  await expect(menu.locator('legend').first()).toContainText('Menu');
  await menu.getByLabel('Name', { exact: true }).nth(1).fill('Lomo saltado');
  await menu.getByLabel('Price (S/)').fill('38');
  const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c0392b' } })
    .jpeg()
    .toBuffer();
  await menu.getByLabel('Upload image for Image URL').setInputFiles({ name: 'lomo.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(menu.getByLabel('Image URL', { exact: true })).toHaveValue(/\/sites\/[0-9a-f-]+-\d+-[0-9a-f]{6}\.jpg$/);
  await expect(preview.getByRole('img', { name: 'Lomo saltado' })).toHaveCount(1);

  // And the reservation form, after it.
  await page.getByLabel('New section').selectOption({ label: 'Reservations form' });
  await page.getByRole('button', { name: 'Add section' }).click();
  await expect(preview.getByText('Aquí irá el formulario de reservas: funcionará cuando el sitio esté publicado.')).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('editor-state')).toHaveText('Version 2');
  const panel = (await openCard(page, businessName)).getByTestId('site-panel');
  await publishVersion(panel, 2);

  // The live page shows the dish's photo at its fixed size, loaded lazily, and its price.
  const visitor = await browser.newPage();
  await visitor.goto(siteAddress(label));
  const dish = visitor.getByRole('img', { name: 'Lomo saltado' });
  await expect(dish).toHaveAttribute('loading', 'lazy');
  await expect(dish).toHaveAttribute('decoding', 'async');
  await expect(dish).toHaveAttribute('width', '160');
  await expect(dish).toHaveAttribute('height', '160');
  await expect(visitor.getByText(/^S\/\s38\.00$/)).toBeVisible();
  await dish.scrollIntoViewIfNeeded();
  await expect.poll(() => dish.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth)).toBe(400);
  const box = await dish.boundingBox();
  expect(box?.width).toBeGreaterThan(0);
  expect(box?.width).toBe(box?.height);
  await visitor.close();

  // A visitor without JavaScript books a table: a past day comes back with the reason and what they typed.
  const noJs = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': '198.19.88.8' } });
  const guest = await noJs.newPage();
  await guest.goto(siteAddress(label));
  await guest.getByLabel('Día', { exact: true }).fill(limaDay(-2));
  await guest.getByLabel('Hora', { exact: true }).fill('20:30');
  await guest.getByLabel('Número de personas').fill('4');
  await guest.getByLabel('Nombre').fill('Rosa Quispe');
  await guest.getByLabel('Teléfono o WhatsApp').fill('987 111 222');
  await guest.getByLabel('Nota').fill('Es un cumpleaños');
  await guest.getByRole('button', { name: 'Pedir reserva' }).click();
  await expect(guest.getByText('Esa fecha ya pasó: elige otro día.')).toBeVisible();
  await expect(guest.getByLabel('Nombre')).toHaveValue('Rosa Quispe');
  await expect(guest.getByLabel('Número de personas')).toHaveValue('4');
  await expect(guest.getByLabel('Nota')).toHaveValue('Es un cumpleaños');

  const date = limaDay(10);
  await guest.getByLabel('Día', { exact: true }).fill(date);
  await guest.getByRole('button', { name: 'Pedir reserva' }).click();
  await expect(guest.getByRole('heading', { name: '¡Recibimos tu reserva!' })).toBeVisible();
  const summary = `${longDay(date)} a las 20:30, para 4 personas`;
  await expect(guest.getByText(`Para el ${summary}.`)).toBeVisible();
  const whatsapp = new URL((await guest.getByRole('link', { name: 'Confirmar por WhatsApp' }).getAttribute('href')) ?? '');
  expect(whatsapp.origin + whatsapp.pathname).toBe('https://wa.me/51987654321');
  expect(whatsapp.searchParams.get('text')).toBe(`Hola, acabo de pedir una reserva en su web para el ${summary}. ¿Me la confirman, por favor?`);
  await noJs.close();

  // The owner gets it by e-mail and in 'Mensajes de tu web', the day, time and people first.
  expect((await latestEmailTo(customer.email)).subject).toBe(`Nueva reserva desde tu web: ${longDay(date)}, 20:30, 4 personas`);
  await customer.page.goto('/dashboard/mensajes');
  const lead = customer.page.getByRole('list', { name: 'Mensajes de tu web' }).getByRole('listitem').filter({ hasText: 'Rosa Quispe' });
  await expect(lead.locator('p').first()).toHaveText(`Reserva para el ${summary}`);
  await expect(lead).toContainText('Nota: Es un cumpleaños');
  await expect(lead.getByRole('link', { name: '987 111 222' })).toHaveAttribute('href', 'tel:+51987111222');
  await customer.close();
});
