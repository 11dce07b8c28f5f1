import type { Browser } from '@playwright/test';
import { E2E_ADMIN } from './env';
import { checkoutPage, expect, signInAs, signUpForTrial, test } from './fixtures';
import { customerWithSiteInReview, publishVersion } from './trial-customer';

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

/** The e2e administrator in a browser of their own. */
async function adminPage(browser: Browser) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': `198.19.1.${Math.floor(Math.random() * 250) + 1}` } });
  const page = await context.newPage();
  await signInAs(page, E2E_ADMIN.email, E2E_ADMIN.password);
  return { page, close: () => context.close() };
}

test('message, preview and approval between a customer and the team', async ({ page, browser }) => {
  // One journey through two browsers (customer and team): longer than the default budget.
  test.setTimeout(120_000);
  const id = unique();
  const email = `revision-${id}@example.pe`;
  const businessName = `Hostal Inti ${id}`;
  // A custom project (a quote): no first sketch, its preview is hosted elsewhere.
  await signUpForTrial(page, email, businessName, undefined, { quote: true });

  // Before the preview exists the customer is told what happens next.
  await page.goto('/dashboard/sitio');
  await expect(page.getByText('Estamos trabajando en tu sitio.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: /Ver vista previa/ })).toHaveCount(0);
  await page.goto('/dashboard/mensajes');
  await expect(page.getByText('Aún no tienes mensajes.', { exact: false })).toBeVisible();

  // The customer writes to the team; the button waits for some text.
  const send = page.getByRole('button', { name: 'Enviar mensaje' });
  await expect(send).toBeDisabled();
  await page.getByLabel('Escribir al equipo').fill(`¿Pueden usar fotos de <b>Machu Picchu</b>? ${id}`);
  await send.click();
  await expect(page.getByText('Mensaje enviado al administrador')).toBeVisible();
  await expect(page.getByLabel('Escribir al equipo')).toHaveValue('');

  // The team sees it, records a preview URL and answers.
  const admin = await adminPage(browser);
  await admin.page.goto('/admin?tab=messages');
  await expect(admin.page.getByText(`¿Pueden usar fotos de <b>Machu Picchu</b>? ${id}`)).toBeVisible();
  await admin.page.goto(`/admin?q=${encodeURIComponent(email)}`);
  const card = admin.page.getByTestId('submission-card').filter({ hasText: businessName });
  await card.getByRole('button', { name: new RegExp(`^${businessName}`) }).click();
  await card.getByLabel('Preview link the customer reviews').fill('https://preview.vitrina.pe/hostal-inti');
  await card.getByRole('button', { name: 'Save URL' }).first().click();
  await expect(admin.page.getByText('URL updated')).toBeVisible();
  await card.getByLabel('Message to the client').fill(`Tu vista previa está lista ${id}`);
  await card.getByRole('button', { name: 'Send Message' }).click();
  await expect(admin.page.getByText('Message sent')).toBeVisible();

  // The home lists both as waiting for the customer, each one tap from its page.
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: 'Revisa la vista previa de tu sitio' })).toHaveAttribute('href', '/dashboard/sitio');
  await expect(page.getByRole('link', { name: '1 mensaje nuevo del equipo' })).toHaveAttribute('href', '/dashboard/mensajes');

  // The customer sees the preview block and the new message, marked unread until seen.
  await page.goto('/dashboard/sitio');
  const preview = page.getByRole('link', { name: /Ver vista previa/ });
  await expect(preview).toHaveAttribute('href', 'https://preview.vitrina.pe/hostal-inti');
  await expect(preview).toHaveAttribute('target', '_blank');
  await page.goto('/dashboard/mensajes');
  const received = page.getByRole('listitem').filter({ hasText: `Tu vista previa está lista ${id}` });
  await received.scrollIntoViewIfNeeded();
  await expect(received.getByText('Nuevo')).toBeVisible();
  await expect(async () => {
    await page.waitForTimeout(1_500);
    await page.reload();
    await expect(
      page
        .getByRole('listitem')
        .filter({ hasText: `Tu vista previa está lista ${id}` })
        .getByText('Nuevo'),
    ).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });

  // A preview now waits for the customer, and the trial's 5 days have started.
  await page.goto('/dashboard/suscripcion');
  await expect(page.getByText('Días de prueba restantes')).toBeVisible();
  await page.goto('/dashboard/sitio');
  await expect(page.getByText('En revisión', { exact: true })).toBeVisible();
  // A preview hosted elsewhere has no sections to point at: changes go through the messages, never a second form.
  await expect(page.getByText('¿Quieres cambios? Escríbenos desde Mensajes.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pedir cambios' })).toHaveCount(0);
  await admin.close();

  // Approving opens the checkout of the plan the customer picks, in a new tab.
  await page.getByRole('button', { name: 'Aprobar y activar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Elige tu plan' });
  await expect(dialog).toBeVisible();
  // The receipt data comes first (asked for once), then the checkout opens.
  await dialog.getByRole('button', { name: 'Plan Básico S/ 25/mes' }).click();
  const details = page.getByRole('dialog', { name: 'Datos para tu comprobante' });
  await details.getByLabel('Nombre completo').fill('Teresa Mamani');
  const checkout = await checkoutPage(page, () => details.getByRole('button', { name: 'Guardar y continuar al pago' }).click());
  expect(new URL(checkout.url()).pathname).toMatch(/^\/checkout\/cs_test_/);
});

test("one form for changes, with the preview: a section of the site or 'Otra cosa'", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const businessName = `Florería Cambios ${unique()}`;
  const { customer } = await customerWithSiteInReview(browser, page, businessName);
  await customer.page.goto('/dashboard/sitio');
  const preview = customer.page.getByRole('region', { name: 'Tu vista previa' });
  await expect(preview.getByRole('heading', { name: 'Pedir un cambio aquí' })).toBeVisible();
  await expect(customer.page.getByLabel('¿Qué cambiamos?')).toHaveCount(1);
  await expect(customer.page.getByRole('button', { name: 'Pedir cambios' })).toHaveCount(0);

  await preview.getByLabel('Sección de tu sitio').selectOption({ label: 'Otra cosa' });
  await preview.getByLabel('¿Qué cambiamos?').fill('Usen los colores de mi logo en todo el sitio');
  await preview.getByRole('button', { name: 'Pedir este cambio' }).click();
  await expect(customer.page.getByText('Pedido de cambio enviado')).toBeVisible();
  await customer.page.reload();
  const listed = customer.page.getByRole('list', { name: 'Cambios pedidos' }).getByRole('listitem');
  await expect(listed).toContainText('Otra cosa');
  await expect(listed).toContainText('Usen los colores de mi logo en todo el sitio');
  await customer.close();
});

test('a trial customer sees plan, status and when the trial starts, with the trial-only buttons', async ({ page }) => {
  await signInAs(page, 'cliente@vitrina.local', 'vitrina-cliente-demo');
  await page.goto('/dashboard/sitio');
  await expect(page.getByRole('heading', { name: 'Cevichería La Caleta' })).toBeVisible();
  await expect(page.getByText(/Fecha estimada de entrega: \d{1,2} de [a-z]+ de \d{4}/)).toBeVisible();
  await page.goto('/dashboard/suscripcion');
  await expect(page.getByText('Free Trial')).toBeVisible();
  await expect(page.getByText('Prueba gratis', { exact: true })).toBeVisible();
  // The demo project has no preview yet: the 5 days have not started.
  await expect(page.getByText('Tu prueba de 5 días empieza cuando te enviemos la vista previa.')).toBeVisible();
  await expect(page.getByText('Días de prueba restantes')).toHaveCount(0);
  await expect(page.getByText('Próxima renovación')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Plan Básico S/ 25/mes' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Gestionar suscripción' })).toHaveCount(0);
  await page.goto('/dashboard/cuenta');
  await expect(page.getByRole('link', { name: 'Libro de Reclamaciones' })).toHaveAttribute('href', '/libro-de-reclamaciones');
  await expect(page.getByRole('heading', { name: 'Mis datos' })).toBeVisible();
});

test('every page of the dashboard fits a 360 px phone without sideways scrolling', async ({ page }) => {
  await signInAs(page, 'cliente@vitrina.local', 'vitrina-cliente-demo');
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/dashboard/mensajes');
  await expect(page.getByRole('heading', { name: 'Mensajes', exact: true })).toBeVisible();
  for (const path of ['/dashboard', '/dashboard/sitio', '/dashboard/mensajes', '/dashboard/resultados', '/dashboard/suscripcion', '/dashboard/cuenta']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test("'Aprobar y activar' opens the plans only when the approval is recorded", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const businessName = `Librería Aprobación ${unique()}`;
  const { customer, card } = await customerWithSiteInReview(browser, page, businessName);
  await customer.page.goto('/dashboard/sitio');
  // The team publishes the site by hand while the customer still has the preview open.
  await publishVersion(card.getByTestId('site-panel'), 1);

  await customer.page.getByRole('button', { name: 'Aprobar y activar' }).click();
  await expect(customer.page.getByRole('alert').filter({ hasText: 'Todavía no hay una vista previa para aprobar' })).toBeVisible();
  await expect(customer.page.getByRole('dialog', { name: 'Elige tu plan' })).toHaveCount(0);
  await customer.close();
});
