import { E2E_ADMIN } from './env';
import { expect, signInAs, test } from './fixtures';
import { newTrialCustomer, openCard, openCardWithSketch, publishVersion } from './trial-customer';

test('a customer with a live site connects their own domain: the records to create, and why it is not verified yet', async ({ page, browser }) => {
  const businessName = `Hostal Dominio ${Date.now().toString(36)}`;
  const customer = await newTrialCustomer(browser, businessName);

  // No site yet, nothing to connect.
  await customer.page.goto('/dashboard/sitio');
  await expect(customer.page.getByRole('heading', { name: 'Tu dominio' })).toHaveCount(0);

  await signInAs(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const { card } = await openCardWithSketch(page, businessName);
  await publishVersion(card.getByTestId('site-panel'), 1);

  await customer.page.goto('/dashboard/sitio');
  const settings = customer.page.getByRole('region', { name: 'Tu dominio' });
  await expect(settings).toBeVisible();
  const field = settings.getByLabel('Dominio');

  await field.fill('mi negocio');
  await settings.getByRole('button', { name: 'Conectar dominio' }).click();
  await expect(settings.getByRole('alert')).toHaveText('Escribe un dominio válido, por ejemplo www.minegocio.pe');
  await expect(field).toHaveValue('mi negocio');

  await field.fill('https://WWW.Hostal-Dominio.pe/');
  await settings.getByRole('button', { name: 'Conectar dominio' }).click();
  await expect(settings.getByText('Pendiente de verificación')).toBeVisible();
  await expect(field).toHaveValue('www.hostal-dominio.pe');
  const rows = settings.getByRole('table').getByRole('row');
  await expect(rows.filter({ hasText: 'CNAME' })).toContainText(/www\.hostal-dominio\.pe.*\.localhost/);
  await expect(rows.filter({ hasText: 'TXT' })).toContainText(/_vitrina\.www\.hostal-dominio\.pe\s*vitrina-verificacion=[0-9a-f]{32}/);

  // The local DNS stand-in holds no record for it yet.
  await settings.getByRole('button', { name: 'Verificar' }).click();
  await expect(settings).toContainText('No encontramos el registro TXT _vitrina.www.hostal-dominio.pe');

  // The team sees the same domain and state on the submission card.
  await page.reload();
  const panel = (await openCard(page, businessName)).getByRole('region', { name: 'Custom domain' });
  await expect(panel).toContainText('www.hostal-dominio.pe');
  await expect(panel).toContainText('Pending verification');
  await customer.close();
});
