// Runs only against an e2e server started with PAYMENT_PROVIDER=mercadopago (playwright.config.ts;
// `npm test` runs it in its own pass).
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { approvePreviewOf, newTrialCustomer } from './trial-customer';

/** A new trial customer whose preview the team sent and who approved it: the plan buttons are open. */
async function startTrial(page: Page, browser: Browser, email: string) {
  const businessName = `Bodega Rosita ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  await page.goto('/start-trial');
  await page.getByLabel('Nombre completo').fill('Rosa Mamani');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Contraseña').fill('una-clave-segura-123');
  await page.getByLabel('Nombre del negocio').fill(businessName);
  await page.getByLabel('Ciudad').fill('Cusco');
  await page.getByLabel('¿Qué quieres hacer con tu sitio?').selectOption('no_site_build_new');
  await page.getByRole('checkbox', { name: /Acepto los términos/ }).check();
  await page.getByRole('button', { name: 'Empezar mi prueba gratis' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await approvePreviewOf(browser, page, businessName);
}

/** A plan button asks for the receipt data first (a boleta here); saving it opens the payment in a new tab. */
async function choosePlan(page: Page, plan: string) {
  await page.getByRole('button', { name: plan }).click();
  const details = page.getByRole('dialog', { name: 'Datos para tu comprobante' });
  await details.getByLabel('Nombre completo').fill('Rosa Mamani');
  const [popup] = await Promise.all([page.waitForEvent('popup'), details.getByRole('button', { name: 'Guardar y continuar al pago' }).click()]);
  return popup;
}

test('a card subscriber manages the plan on our own page: plan, next charge, payments with receipts, a new card, cancellation', async ({ page, browser }) => {
  await startTrial(page, browser, `mp-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.pe`);
  const checkout = await choosePlan(page, 'Plan Básico S/ 25/mes');
  await checkout.getByRole('button', { name: 'Pagar' }).click();
  await expect(checkout.getByText('Activa', { exact: true })).toBeVisible();

  // The payment comes back to the dashboard's subscription page, which is the management page
  // here: no 'Gestionar suscripción' leading back to itself.
  const manage = checkout;
  await expect(manage).toHaveURL(/\/dashboard\/suscripcion$/);
  await expect(manage.getByRole('heading', { name: 'Tu suscripción' })).toBeVisible();
  await expect(manage.getByText('Basic Plan')).toBeVisible();
  await expect(manage.getByText('Próxima renovación')).toBeVisible();
  const payment = manage.getByRole('listitem').filter({ hasText: 'Pagado' });
  await expect(payment.getByText(/S\/\s25\.00/)).toBeVisible();
  await expect(manage.getByText('Pagado', { exact: true })).toBeVisible();
  await expect(manage.getByRole('button', { name: 'Gestionar suscripción' })).toHaveCount(0);
  // The payment shows the receipt issued for it.
  await expect(payment.getByText(/^Boleta B001-\d{8}$/)).toBeVisible();

  // Plan Básico moves up to Plan Crecimiento from the same page; the month paid stays paid.
  await expect(manage.getByText('El cambio es inmediato y este mes ya está pagado.', { exact: false }).first()).toBeVisible();
  await manage.getByRole('button', { name: 'Cambiar a Plan Crecimiento' }).click();
  await manage.getByRole('button', { name: 'Sí, cambiar' }).click();
  await expect(manage.getByText('Growth Plan')).toBeVisible();
  await expect(manage.getByRole('button', { name: 'Cambiar a Plan Crecimiento' })).toHaveCount(0);

  // A new card is authorised on the payment page; the month already paid is not charged again.
  const [cardPage] = await Promise.all([manage.waitForEvent('popup'), manage.getByRole('button', { name: 'Cambiar tarjeta' }).click()]);
  await cardPage.getByRole('button', { name: 'Pagar' }).click();
  await expect(cardPage).toHaveURL(/\/dashboard\/suscripcion\?tarjeta=1$/);
  await expect(cardPage.getByRole('status').filter({ hasText: 'Si autorizaste la nueva tarjeta' })).toBeVisible();
  await cardPage.reload();
  await expect(cardPage.getByText('Activa', { exact: true })).toBeVisible();
  await expect(cardPage.getByText('Pagado', { exact: true })).toHaveCount(1);

  await cardPage.getByRole('button', { name: 'Cancelar suscripción' }).click();
  await cardPage.getByRole('button', { name: 'Sí, cancelar' }).click();
  await expect(cardPage.getByText('Activa hasta', { exact: true })).toBeVisible();
});

test('a customer without a card pays the month with Yape through a payment link and sees the plan active', async ({ page, browser }) => {
  await startTrial(page, browser, `yape-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.pe`);
  await page.getByRole('checkbox', { name: /pagar mes a mes con Yape/ }).check();
  const link = await choosePlan(page, 'Plan Crecimiento S/ 45/mes');
  await expect(link.getByRole('heading', { name: 'Vitrina Plan Crecimiento' })).toBeVisible();
  await link.getByRole('button', { name: 'Pagar con Yape' }).click();
  await expect(link).toHaveURL(/\/dashboard\/suscripcion$/);
  await expect(link.getByText('Growth Plan')).toBeVisible();
  await expect(link.getByText('Activa', { exact: true })).toBeVisible();
});

test("'Aprobar y activar' offers the same month-by-month Yape choice as the subscription card", async ({ browser }) => {
  const businessName = `Pollería Yape ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const { page: customer, close } = await newTrialCustomer(browser, businessName);
  await approvePreviewOf(browser, customer, businessName);
  await customer.goto('/dashboard/sitio');
  await customer.getByRole('button', { name: 'Aprobar y activar' }).click();
  const plans = customer.getByRole('dialog', { name: 'Elige tu plan' });
  await plans.getByRole('checkbox', { name: /pagar mes a mes con Yape/ }).check();
  await plans.getByRole('button', { name: 'Plan Básico S/ 25/mes' }).click();
  const details = customer.getByRole('dialog', { name: 'Datos para tu comprobante' });
  await details.getByLabel('Nombre completo').fill('Rosa Mamani');
  const [link] = await Promise.all([customer.waitForEvent('popup'), details.getByRole('button', { name: 'Guardar y continuar al pago' }).click()]);
  await expect(link.getByRole('heading', { name: 'Vitrina Plan Básico' })).toBeVisible();
  await link.getByRole('button', { name: 'Pagar con Yape' }).click();
  await expect(link).toHaveURL(/\/dashboard\/suscripcion$/);
  await expect(link.getByText('Activa', { exact: true })).toBeVisible();
  await close();
});
