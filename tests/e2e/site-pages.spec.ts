import type { Page } from '@playwright/test';
import { E2E_ADMIN, E2E_PORT } from './env';
import { expect, signInAs, test } from './fixtures';
import { customerWithSiteInReview, newTrialCustomer, openCard, openCardWithSketch, publishVersion } from './trial-customer';

const siteAddress = (label: string, path = '/') => `http://${label}.localhost:${E2E_PORT}${path}`;

/** Opens the team's editor from the submission card. */
async function openEditor(page: Page, businessName: string) {
  const card = await openCard(page, businessName);
  await card.getByTestId('site-panel').getByRole('link', { name: 'Edit site' }).click();
  await expect(page.getByRole('heading', { level: 1, name: businessName }).first()).toBeVisible();
}

async function save(page: Page, version: number) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('editor-state')).toHaveText(`Version ${version}`);
}

async function publish(page: Page, businessName: string, version: number) {
  await publishVersion((await openCard(page, businessName)).getByTestId('site-panel'), version);
}

// The pages folded under 'Más páginas' count too, though hidden until it opens.
const navLinks = (visitor: Page) => visitor.locator('nav[aria-label="Principal"] a');

test("the team adds, renames, reorders and removes a Growth site's pages, and the live site's navigation and sitemap follow", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const businessName = `Estudio Páginas ${Date.now().toString(36)}`;
  const { customer, card } = await customerWithSiteInReview(browser, page, businessName);
  await customer.page.goto('/dashboard/sitio');
  await customer.page.getByRole('button', { name: 'Aprobar y activar' }).click();
  await expect(customer.page.getByRole('dialog', { name: 'Elige tu plan' })).toBeVisible();
  await customer.close();
  await card.getByRole('button', { name: 'Activate plan by hand' }).click();
  const confirm = page.getByRole('alertdialog', { name: /^Activate a plan for/ });
  await confirm.getByLabel('Plan').selectOption('growth');
  await confirm.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText('Plan activated and the approved site is live')).toBeVisible();
  const label = new URL((await card.getByTestId('site-panel').getByRole('link', { name: /^http/ }).getAttribute('href')) ?? '').hostname.split('.')[0]!;

  // Two new pages: each gets a free address, a title, and is placed by the buttons.
  await openEditor(page, businessName);
  await expect(page.getByTestId('editor-page-count')).toHaveText('5 of 20 published pages (Crecimiento plan)');
  const pages = page.getByRole('list', { name: 'Pages of this site' }).getByRole('listitem');
  await page.getByRole('button', { name: 'Add page' }).click();
  await page.getByLabel('Page title', { exact: true }).fill('Promociones');
  await page.getByLabel('Address of page 6').fill('promociones');
  await page.getByRole('button', { name: 'Add page' }).click();
  await page.getByLabel('Page title', { exact: true }).fill('Eventos');
  await page.getByLabel('Address of page 7').fill('eventos');
  // An address the site uses for something else is refused when saving, naming the field.
  await page.getByLabel('Address of page 7').fill('gracias');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Esa dirección ya la usa el sitio para otra cosa' })).toBeVisible();
  await page.getByLabel('Address of page 7').fill('eventos');
  await save(page, 2);
  await publish(page, businessName, 2);

  const visitor = await browser.newPage();
  await visitor.goto(siteAddress(label, '/promociones'));
  await expect(visitor.getByRole('heading', { level: 1, name: 'Promociones' })).toBeVisible();
  await expect(navLinks(visitor)).toHaveText(['Inicio', 'Nosotros', 'Servicios', 'Contacto', 'Promociones', 'Eventos']);
  await visitor.goto(siteAddress(label, '/sitemap.xml'));
  await expect(visitor.locator('body')).toContainText(`${label}.localhost:${E2E_PORT}/eventos`);

  // Renamed (title and address) and moved up to second place.
  await openEditor(page, businessName);
  await page.getByRole('button', { name: /^Promociones/ }).click();
  await page.getByLabel('Page title', { exact: true }).fill('Ofertas del mes');
  await page.getByLabel('Address of page 6').fill('ofertas');
  for (const position of [6, 5, 4, 3]) await page.getByRole('button', { name: `Move page ${position} up` }).click();
  await expect(pages.nth(1)).toContainText('Ofertas del mes');
  await save(page, 3);
  await publish(page, businessName, 3);
  await visitor.goto(siteAddress(label, '/ofertas'));
  await expect(visitor.getByRole('heading', { level: 1, name: 'Ofertas del mes' })).toBeVisible();
  await expect(navLinks(visitor)).toHaveText(['Inicio', 'Ofertas del mes', 'Nosotros', 'Servicios', 'Contacto', 'Eventos']);
  expect((await visitor.goto(siteAddress(label, '/promociones')))?.status()).toBe(404);

  // On a phone, without JavaScript, the pages past the first four open from 'Más páginas'.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
  const phonePage = await phone.newPage();
  await phonePage.goto(siteAddress(label, '/'));
  await expect(phonePage.getByRole('link', { name: 'Eventos' })).toBeHidden();
  await phonePage.getByText('Más páginas').click();
  await phonePage.getByRole('link', { name: 'Eventos' }).click();
  await expect(phonePage.getByRole('heading', { level: 1, name: 'Eventos' })).toBeVisible();
  await phone.close();

  // Removed: gone from the navigation, the sitemap and its address.
  await openEditor(page, businessName);
  await page.getByRole('button', { name: 'Remove page 7' }).click();
  await expect(pages).toHaveCount(6);
  await save(page, 4);
  await publish(page, businessName, 4);
  await visitor.goto(siteAddress(label, '/'));
  await expect(navLinks(visitor)).toHaveText(['Inicio', 'Ofertas del mes', 'Nosotros', 'Servicios', 'Contacto']);
  expect((await visitor.goto(siteAddress(label, '/eventos')))?.status()).toBe(404);
  await visitor.goto(siteAddress(label, '/sitemap.xml'));
  await expect(visitor.locator('body')).not.toContainText('/eventos');
});

test('a sixth published page on Plan Básico is refused with the limit named, and saved as a draft it is kept', async ({ page, browser }) => {
  const businessName = `Taller Básico ${Date.now().toString(36)}`;
  const customer = await newTrialCustomer(browser, businessName);
  await customer.close();
  await signInAs(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await openCardWithSketch(page, businessName);
  await openEditor(page, businessName);
  await expect(page.getByTestId('editor-page-count')).toHaveText('5 of 5 published pages (Básico plan)');

  await page.getByRole('button', { name: 'Add page' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'El Plan' })).toHaveText(
    'El Plan Básico permite hasta 5 páginas publicadas y esta versión tiene 6. Marca las que sobran como borrador o quítalas.',
  );
  await page.getByRole('checkbox', { name: 'Draft page 6' }).check();
  await save(page, 2);
  await expect(page.getByTestId('editor-page-count')).toHaveText('5 of 5 published pages (Básico plan)');
});
