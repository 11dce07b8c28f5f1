import { E2E_ADMIN, E2E_PORT } from './env';
import { expect, signInAs, test } from './fixtures';
import { customerWithSiteInReview, publishVersion } from './trial-customer';

/** A site's own address on this machine: Chromium resolves *.localhost to the loopback. */
const siteAddress = (label: string, path = '/') => `http://${label}.localhost:${E2E_PORT}${path}`;
const PERSON = 'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

test("'Tu reporte del mes' shows the month's visits, clicks, messages and top pages, with a chart drawn on the server", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const businessName = `Juguería Reporte ${Date.now().toString(36)}`;
  const { customer, card, label } = await customerWithSiteInReview(browser, page, businessName, { phone: '987 654 321' });
  await signInAs(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await publishVersion(card.getByTestId('site-panel'), 1);

  // People use the site: three pages read, a tap on WhatsApp, a message through the form (no JavaScript).
  const person = await browser.newContext({ userAgent: PERSON, extraHTTPHeaders: { 'x-forwarded-for': '198.19.31.1' } });
  const reader = await person.newPage();
  for (const path of ['/', '/nosotros', '/contacto']) {
    expect((await reader.goto(siteAddress(label, path)))?.status()).toBe(200);
  }
  // The WhatsApp button goes through the site's counting redirect; WhatsApp itself is not reached from the tests.
  await person.route(/^https:\/\/(wa\.me|api\.whatsapp\.com)\//, (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'WhatsApp' }));
  const tapped = person.waitForEvent('response', (response) => response.url().endsWith('/ir/whatsapp'));
  await reader.locator('a[href$="/ir/whatsapp"]').first().click();
  expect((await tapped).status()).toBe(302);
  await person.close();
  const noJs = await browser.newContext({ userAgent: PERSON, javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': '198.19.31.2' } });
  const form = await noJs.newPage();
  await form.goto(siteAddress(label, '/contacto'));
  await form.getByLabel('Nombre').fill('Lucía Paredes');
  await form.getByLabel('Teléfono o WhatsApp').fill('987 222 333');
  await form.getByLabel('Mensaje').fill('¿Hacen jugos para eventos?');
  await form.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(form.getByRole('heading', { name: '¡Gracias por escribirnos!' })).toBeVisible();
  await noJs.close();

  // The owner finds the report from 'Resultados', on a phone's screen. The site went live this
  // month, so the report is this month's so far, with no earlier month to go back to.
  const owner = customer.page;
  await owner.setViewportSize({ width: 390, height: 844 });
  await owner.goto('/dashboard/resultados');
  await owner.getByRole('link', { name: 'Ver tu reporte del mes' }).click();
  await expect(owner).toHaveURL(/\/dashboard\/resultados\/mes$/);
  await expect(owner.getByRole('heading', { level: 1, name: 'Tu reporte del mes' })).toBeVisible();
  const figure = (name: string) =>
    owner
      .locator('dl > div')
      .filter({ has: owner.locator('dt', { hasText: new RegExp(`^${name}$`) }) })
      .locator('dd');
  // The server adds views up for a second before storing them (scripts/site-edge.mjs).
  await expect(async () => {
    await owner.reload();
    await expect(figure('Visitas')).toHaveText('4', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(owner.getByRole('heading', { level: 2, name: /\(hasta hoy\)$/ })).toBeVisible();
  // No earlier month had visits (and part of a month is not compared with a whole one anyway).
  await expect(owner.getByText(/^Tu web tuvo 4 visitas en \p{L}+\.$/u)).toBeVisible();
  await expect(figure('Clics en WhatsApp')).toHaveText('1');
  await expect(figure('Llamadas')).toHaveText('0');
  await expect(figure('Mensajes')).toHaveText('1');
  await expect(owner.getByText('Te contactaron así: 1 clic en WhatsApp, 0 clics para llamarte y 1 mensaje desde el formulario.')).toBeVisible();
  const topPages = owner.getByRole('list', { name: /^Páginas más vistas en / }).getByRole('listitem');
  await expect(topPages.first()).toContainText('/contacto');
  await expect(topPages.first()).toContainText('2 visitas');
  await expect(topPages).toHaveCount(3);

  // The chart is an SVG in the page with its figures in words, and again in a table.
  const chart = owner.getByRole('img', { name: /^Visitas por día en .+: 4 visitas en total, 4 visitas el día con más\.$/ });
  await expect(chart).toBeVisible();
  expect(await chart.evaluate((node) => node.tagName.toLowerCase())).toBe('svg');
  await owner.getByText('Ver las visitas de cada día').click();
  const table = owner.getByRole('table', { name: /^Visitas por día en / });
  await expect(table).toBeVisible();
  // Today, the last day listed, had the four visits.
  await expect(table.getByRole('row').last().getByRole('cell').last()).toHaveText('4');
  await expect(owner.getByRole('navigation', { name: 'Otros meses' }).getByRole('link')).toHaveCount(0);
  // Nothing runs off the side of a phone's screen.
  expect(await owner.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await customer.close();
});
