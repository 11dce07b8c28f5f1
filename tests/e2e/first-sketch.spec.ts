import { E2E_ADMIN } from './env';
import { expect, signInAs, test } from './fixtures';
import { newTrialCustomer, openCardWithSketch } from './trial-customer';

test('right after the trial form the customer watches their first sketch being made, then sees it; the team has it as version 1', async ({ page, browser }) => {
  const businessName = `Cevichería Boceto ${Date.now().toString(36)}`;
  const submitted = Date.now();
  const customer = await newTrialCustomer(browser, businessName);

  // The home says it is being made (or already made), and shows it within 30 s without a reload.
  const home = customer.page;
  await expect(home.getByRole('heading', { name: 'Tu primer boceto' })).toBeVisible();
  const open = home.getByRole('link', { name: 'Ver mi primer boceto' });
  await expect(open).toBeVisible({ timeout: 30_000 });
  expect(Date.now() - submitted).toBeLessThan(30_000);
  // A sketch is not the preview: the project still says the team is building.
  await expect(home.getByText('Estamos trabajando en tu sitio.')).toBeVisible();
  await expect(home.getByRole('link', { name: 'Revisa la vista previa de tu sitio' })).toHaveCount(0);

  await open.click();
  await expect(home).toHaveURL(/\/dashboard\/sitio#first-sketch-heading$/);
  await expect(home.getByText('Es un primer boceto, hecho en segundos con lo que nos contaste')).toBeVisible();
  const frame = home.locator('iframe[title="Tu primer boceto"]');
  await frame.scrollIntoViewIfNeeded();
  await expect(frame.contentFrame().getByRole('heading', { level: 1, name: businessName })).toBeVisible();
  await expect(home.getByRole('button', { name: 'Aprobar y activar' })).toHaveCount(0);

  // Opened on its own: the customer's only, never indexed, its menu stays in the sketch.
  const sketchLink = home.getByRole('link', { name: /Abrir el boceto/ });
  await expect(sketchLink).toHaveAttribute('href', '/vista-previa/boceto');
  const answer = await home.goto('/vista-previa/boceto');
  expect(answer?.headers()['cache-control']).toBe('private, no-store');
  await expect(home.locator('meta[name=robots]')).toHaveAttribute('content', /noindex/);
  await home.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Contacto' }).click();
  await expect(home).toHaveURL(/\/vista-previa\/boceto\/contacto$/);

  // Nobody else opens it: a visitor is sent to sign in.
  const stranger = await browser.newPage();
  await stranger.goto('/vista-previa/boceto');
  await expect(stranger).toHaveURL(/\/auth\?next=/);
  await stranger.close();

  // The team opens the same sketch as the site's version 1, to finish in the editor.
  await signInAs(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const { card } = await openCardWithSketch(page, businessName);
  await expect(card.getByTestId('site-panel')).toContainText('Version 1 · never published');
  await customer.close();
});
