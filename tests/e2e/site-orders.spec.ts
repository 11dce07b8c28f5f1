import { E2E_ADMIN, E2E_PORT } from './env';
import { expect, signInAs, test } from './fixtures';
import { newTrialCustomer, openCard, openCardWithSketch, publishVersion } from './trial-customer';

const siteAddress = (label: string, path = '/') => `http://${label}.localhost:${E2E_PORT}${path}`;

test("'Pedidos por WhatsApp': the team turns orders on for the menu, a visitor without JavaScript orders and lands on WhatsApp with the order written, the owner finds it in 'Mensajes de tu web'", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const businessName = `Pollería Pedidos ${Date.now().toString(36)}`;
  const customer = await newTrialCustomer(browser, businessName, { industry: 'Restaurante', phone: '987 654 321' });
  await signInAs(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const { card, label } = await openCardWithSketch(page, businessName);

  // The team prices two dishes of the home page's menu and turns its orders on.
  await card.getByTestId('site-panel').getByRole('link', { name: 'Edit site' }).click();
  const menu = page
    .getByRole('list', { name: 'Sections of this page' })
    .getByRole('listitem')
    .filter({ has: page.locator('legend', { hasText: 'Menu' }) })
    .first();
  await menu.getByLabel('Take orders by WhatsApp', { exact: false }).check();
  await menu.getByLabel('Price (S/)').nth(0).fill('15');
  await menu.getByLabel('Price (S/)').nth(1).fill('38.50');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('editor-state')).toHaveText('Version 2');
  const panel = (await openCard(page, businessName)).getByTestId('site-panel');
  await publishVersion(panel, 2);

  // A visitor with JavaScript off; WhatsApp's site is answered here (this machine has no internet).
  const noJs = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': '198.19.77.7' } });
  await noJs.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }));
  const guest = await noJs.newPage();
  await guest.goto(siteAddress(label));

  // Sent without choosing a dish: the reason in Spanish, and the name typed is kept.
  await guest.getByRole('radio', { name: 'Delivery' }).check();
  await guest.getByLabel('Tu nombre').fill('Rosa Quispe');
  await guest.getByRole('textbox', { name: /^Nota/ }).fill('Jr. Pizarro 345');
  await guest.getByRole('button', { name: 'Enviar pedido por WhatsApp' }).click();
  await expect(guest.getByText('Elige la cantidad de al menos un plato o producto.')).toBeVisible();
  await expect(guest.getByLabel('Tu nombre')).toHaveValue('Rosa Quispe');
  await expect(guest.getByRole('textbox', { name: /^Nota/ })).toHaveValue('Jr. Pizarro 345');
  await expect(guest.getByRole('radio', { name: 'Delivery' })).toBeChecked();

  await guest.getByLabel('Cantidad de Menú del día').fill('2');
  await guest.getByLabel('Cantidad de Platos a la carta').fill('1');
  await guest.getByRole('button', { name: 'Enviar pedido por WhatsApp' }).click();
  await expect(guest).toHaveURL(/^https:\/\/wa\.me\/51987654321\?text=/);
  const text = [
    'Hola, quiero hacer este pedido desde su web:',
    '2 x Menú del día: S/ 30.00',
    '1 x Platos a la carta: S/ 38.50',
    'Total: S/ 68.50',
    'Entrega: Delivery',
    'Nombre: Rosa Quispe',
    'Nota: Jr. Pizarro 345',
  ].join('\n');
  expect(new URL(guest.url()).searchParams.get('text')).toBe(text);
  await noJs.close();

  // The owner finds the order among the site's messages, and counted among its results.
  const owner = customer.page;
  await owner.goto('/dashboard/mensajes');
  const order = owner.getByRole('list', { name: 'Mensajes de tu web' }).getByRole('listitem').first();
  await expect(order.getByText('Pedido por WhatsApp')).toBeVisible();
  await expect(order).toContainText('Rosa Quispe');
  await expect(order).toContainText('Total: S/ 68.50');
  await owner.goto('/dashboard/resultados');
  await expect(owner.getByText('Pedidos por WhatsApp').locator('..').getByRole('definition')).toHaveText('1');
  await customer.close();
});
