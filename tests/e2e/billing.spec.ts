import { E2E_ENV } from './env';
import { expect, latestEmailTo, test } from './fixtures';
import { approvePreviewOf } from './trial-customer';

test('a trial customer approves the preview, upgrades through checkout and the dashboard shows the paid plan', async ({ page, browser }) => {
  const email = `pago-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.pe`;
  const businessName = `Panadería Santa Lucía ${Date.now()}`;

  // A trial customer, created the way customers are: through the trial signup.
  await page.goto('/start-trial');
  await page.getByLabel('Nombre completo').fill('Lucía Quispe');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Contraseña').fill('una-clave-segura-123');
  await page.getByLabel('Nombre del negocio').fill(businessName);
  await page.getByLabel('Ciudad').fill('Arequipa');
  await page.getByLabel('¿Qué quieres hacer con tu sitio?').selectOption('no_site_build_new');
  await page.getByRole('checkbox', { name: /Acepto los términos/ }).check();
  await page.getByRole('button', { name: 'Empezar mi prueba gratis' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await page.getByRole('navigation', { name: 'Secciones de tu panel' }).getByRole('link', { name: 'Suscripción' }).click();
  await expect(page.getByText('Free Trial')).toBeVisible();
  // Nothing to pay before the preview is seen and approved: the plan buttons wait, saying why.
  await expect(page.getByRole('button', { name: 'Plan Crecimiento S/ 45/mes' })).toBeDisabled();
  await expect(page.getByText('Podrás elegir tu plan cuando te enviemos la vista previa de tu sitio')).toBeVisible();
  await approvePreviewOf(browser, page, businessName);

  // Receipt data first (the plan buttons ask for it when it is missing), then the upgrade opens
  // the checkout of whichever provider PAYMENT_PROVIDER names for the e2e server (Stripe's
  // stand-in by default, or Mercado Pago's) in a new tab.
  await page.getByRole('button', { name: 'Agregar datos' }).click();
  await page.getByLabel('Nombre completo').fill('Lucía Quispe');
  await page.getByRole('button', { name: 'Guardar datos' }).click();
  await expect(page.getByText('Boleta a')).toBeVisible();
  const [checkout] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Plan Crecimiento S/ 45/mes' }).click()]);
  await expect(checkout.getByRole('heading', { name: /Crecimiento/ })).toBeVisible();
  await expect(checkout.getByText('S/ 45.00 al mes')).toBeVisible();
  expect(new URL(checkout.url()).pathname).toMatch(/^\/(checkout\/cs_test_|subscriptions\/checkout$)/);

  // Paying sends the signed webhooks to the app, then returns to /dashboard?success=true, which
  // tells the outcome on the subscription's page.
  await checkout.getByRole('button', { name: 'Pagar' }).click();
  await expect(checkout.getByText('¡Pago procesado exitosamente!')).toBeVisible();
  await expect(checkout).toHaveURL(/\/dashboard\/suscripcion$/);
  await expect(checkout.getByText('Growth Plan')).toBeVisible();
  await expect(checkout.getByText('Activa', { exact: true })).toBeVisible();
  await expect(checkout.getByText('Próxima renovación')).toBeVisible();
  // 'Gestionar suscripción' opens the provider's own portal (Stripe). Mercado Pago has none: this
  // page is where the plan is managed, so no button leads back to it (billing.mercadopago.spec.ts).
  const manage = checkout.getByRole('button', { name: 'Gestionar suscripción' });
  if (process.env.PAYMENT_PROVIDER === 'mercadopago') await expect(manage).toHaveCount(0);
  else await expect(manage).toBeVisible();
  await expect(checkout.getByRole('button', { name: /^Plan / })).toHaveCount(0);
  // The re-check 2 seconds after payment.
  await expect(checkout.getByText('Estado de suscripción actualizado')).toBeVisible({ timeout: 6_000 });

  // The first tab catches up on its next load.
  await page.reload();
  await expect(page.getByText('Growth Plan')).toBeVisible();

  // Cancelling is one confirmation away, and confirmed by e-mail.
  await checkout.getByRole('button', { name: 'Cancelar suscripción' }).click();
  // The dialog tells what really follows for a site in its first year: the month paid, 60 days of grace, then removal.
  const confirm = checkout.getByRole('alertdialog', { name: '¿Cancelar tu suscripción?' });
  await expect(confirm).toContainText('No se harán más cobros. Tu plan sigue activo hasta el');
  await expect(confirm).toContainText('Después, tu sitio sigue en línea 60 días más, hasta el');
  await expect(confirm).toContainText('eliminamos tu sitio con todo su contenido');
  await checkout.getByLabel('Motivo (opcional)').fill('Cerramos el local por remodelación');
  await checkout.getByRole('button', { name: 'Sí, cancelar' }).click();
  await expect(checkout.getByText('Suscripción cancelada: seguirá activa hasta el fin del periodo pagado')).toBeVisible();
  await expect(checkout.getByText('Activa hasta', { exact: true })).toBeVisible();
  const confirmation = await latestEmailTo(email);
  expect(confirmation.subject).toBe('Confirmamos la cancelación de tu suscripción');
  expect(confirmation.text).toContain('Cancelamos tu Plan Crecimiento.');
});

test('returning from a cancelled checkout says so once and keeps the trial', async ({ page }) => {
  const email = `sin-pago-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.pe`;
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: 'una-clave-segura-123', name: 'Mario Huamán', acceptTerms: true },
    headers: { origin: E2E_ENV.APP_URL },
  });
  expect(signUp.ok()).toBeTruthy();
  await page.goto('/dashboard?canceled=true');
  await expect(page.getByText('Pago cancelado')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/suscripcion$/);
  await page.reload();
  await expect(page.getByText('Pago cancelado')).toHaveCount(0);
});
