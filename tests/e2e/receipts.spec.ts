import { E2E_ADMIN } from './env';
import { checkoutPage, expect, signInAs, signUpForTrial, test } from './fixtures';
import { approvePreviewOf } from './trial-customer';

test('a trial customer gives boleta data, pays, and sees the plan active and the receipt; the team sees it too', async ({ page, browser }) => {
  const email = `boleta-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.pe`;
  const businessName = `Bodega Rosa ${Date.now()}`;
  await signUpForTrial(page, email, businessName, 'Rosa Quispe');
  await page.goto('/dashboard/suscripcion');
  await expect(page.getByText('Free Trial')).toBeVisible();
  await approvePreviewOf(browser, page, businessName);

  // The plan button asks for the receipt data first; a wrong DNI is explained and nothing typed is lost.
  await page.getByRole('button', { name: 'Plan Básico S/ 25/mes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Datos para tu comprobante' });
  await dialog.getByLabel('Nombre completo').fill('Rosa Quispe Mamani');
  await dialog.getByLabel('Documento').selectOption('dni');
  await dialog.getByLabel('Número de documento').fill('4567891');
  await dialog.getByRole('button', { name: 'Guardar y continuar al pago' }).click();
  await expect(dialog.getByText('El DNI debe tener 8 dígitos.')).toBeVisible();
  await expect(dialog.getByLabel('Nombre completo')).toHaveValue('Rosa Quispe Mamani');
  await dialog.getByLabel('Número de documento').fill('45678912');

  const checkout = await checkoutPage(page, () => dialog.getByRole('button', { name: 'Guardar y continuar al pago' }).click());
  await expect(checkout.getByRole('heading', { name: 'Plan Básico' })).toBeVisible();
  await checkout.getByRole('button', { name: 'Pagar' }).click();
  await expect(checkout).toHaveURL(/\/dashboard/);
  await expect(checkout.getByText('Activa', { exact: true })).toBeVisible();

  const receipts = checkout.getByRole('list', { name: 'Comprobantes' });
  await expect(receipts.getByText(/^Boleta B001-\d{8}$/)).toBeVisible();
  await expect(receipts.getByText('S/ 25.00')).toBeVisible();
  await expect(receipts.getByText(/Aceptado por SUNAT/)).toBeVisible();
  const number = (await receipts.getByText(/^Boleta B001-\d{8}$/).textContent())?.replace('Boleta ', '') ?? '';
  const pdf = receipts.getByRole('link', { name: `Descargar PDF de ${number}` });
  const download = await checkout.request.get((await pdf.getAttribute('href')) ?? '');
  expect(download.headers()['content-type']).toBe('application/pdf');
  // The payment in 'Pagos' names its receipt and points to it, without a second set of downloads.
  await expect(checkout.getByRole('link', { name: `Boleta ${number}` })).toHaveAttribute('href', `#comprobante-${number}`);
  await expect(checkout.getByRole('link', { name: /^Descargar PDF/ })).toHaveCount(1);
  await expect(checkout.getByText('Boleta a')).toBeVisible();
  await expect(checkout.getByText('DNI 45678912')).toBeVisible();

  // The team finds it in the admin panel's receipts tab, with this month's export.
  await checkout.context().clearCookies();
  await signInAs(checkout, E2E_ADMIN.email, E2E_ADMIN.password);
  await checkout.goto('/admin?tab=receipts&status=accepted');
  const listed = checkout.getByRole('list', { name: 'Comprobantes del mes' }).getByRole('listitem').filter({ hasText: number });
  await expect(listed).toContainText('Rosa Quispe Mamani');
  await expect(listed).toContainText('Aceptado por SUNAT');
  const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima', year: 'numeric', month: '2-digit' }).format(new Date());
  const csv = await checkout.request.get(`/api/admin/receipts?month=${month}`);
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain(`"${number}","Rosa Quispe Mamani","DNI 45678912","PEN","21.19","3.81","25.00"`);
});
