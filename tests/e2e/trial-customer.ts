import type { Browser, Locator, Page } from '@playwright/test';
import { E2E_ADMIN, E2E_ENV } from './env';
import { checkoutPage, expect, signInAs } from './fixtures';

/** A new trial customer, created the way customers are: through /start-trial, in its own browser. */
export async function newTrialCustomer(
  browser: Browser,
  businessName: string,
  options: { viaQuoteButton?: boolean; phone?: string; baseURL?: string; industry?: string } = {},
) {
  const email = `admin-e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.pe`;
  const context = await browser.newContext({
    baseURL: options.baseURL ?? E2E_ENV.APP_URL,
    extraHTTPHeaders: { 'x-forwarded-for': `198.19.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}` },
  });
  const page = await context.newPage();
  if (options.viaQuoteButton) {
    await page.goto('/');
    await page.getByRole('link', { name: 'Solicitar Cotización' }).click();
    await expect(page).toHaveURL(/\/start-trial\/cotizacion$/);
  } else {
    await page.goto('/start-trial');
  }
  await page.getByLabel('Nombre completo').fill('Julia Huamán');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Contraseña').fill('una-clave-segura-123');
  await page.getByLabel('Nombre del negocio').fill(businessName);
  await page.getByLabel('Ciudad').fill('Trujillo');
  // The rubro picks the template: a restaurant's site gets its own menu page (Carta).
  if (options.industry) await page.getByLabel('Rubro').selectOption({ label: options.industry });
  // The site's WhatsApp and call buttons come from this number.
  if (options.phone) await page.getByLabel('Teléfono').fill(options.phone);
  await page.getByLabel('¿Qué quieres hacer con tu sitio?').selectOption('no_site_build_new');
  await page.getByRole('checkbox', { name: /Acepto los términos/ }).check();
  await page.getByRole('button', { name: options.viaQuoteButton ? 'Solicitar mi cotización' : 'Empezar mi prueba gratis' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  return { email, page, close: () => context.close() };
}

export async function openCard(page: Page, businessName: string) {
  await page.goto(`/admin?q=${encodeURIComponent(businessName)}`);
  const card = page.getByTestId('submission-card').filter({ hasText: businessName });
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: new RegExp(`^${businessName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).click();
  return card;
}

/**
 * The project's card once its first sketch is there: version 1 of its site, made right after the
 * trial form (decision 0038). The panel shows what it loaded, so it is opened again until then.
 */
export async function openCardWithSketch(page: Page, businessName: string): Promise<{ card: Locator; label: string }> {
  let card = await openCard(page, businessName);
  await expect(async () => {
    card = await openCard(page, businessName);
    await expect(card.getByTestId('site-panel')).toContainText('Version 1', { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  const href = await card.getByTestId('site-panel').getByRole('link', { name: /^http/ }).getAttribute('href');
  return { card, label: new URL(href ?? '').hostname.split('.')[0]! };
}

/**
 * Publishes `version` from a card's site panel. Done when its button is gone (the action has
 * answered and expired the site's cache), not when the panel says 'Live': a site already live
 * says so before the click, and a visitor sent on at once raced the publish (seen under CI load).
 */
export async function publishVersion(panel: Locator, version: number): Promise<void> {
  const button = panel.getByRole('button', { name: `Publish version ${version}` });
  await button.click();
  await expect(button).toHaveCount(0);
  await expect(panel).toContainText('Live');
}

/**
 * The customer approves the preview on the dashboard's site page, gives the receipt data (boleta) and pays
 * the plan on the payment stand-in, which confirms the payment.
 */
export async function approveAndPay(customerPage: Page, plan: 'Plan Básico' | 'Plan Crecimiento', payerName: string): Promise<void> {
  await customerPage.goto('/dashboard/sitio');
  await customerPage.getByRole('button', { name: 'Aprobar y activar' }).click();
  await customerPage.getByRole('button', { name: new RegExp(plan) }).click();
  const details = customerPage.getByRole('dialog', { name: 'Datos para tu comprobante' });
  await details.getByLabel('Nombre completo').fill(payerName);
  const checkout = await checkoutPage(customerPage, () => details.getByRole('button', { name: 'Guardar y continuar al pago' }).click());
  await checkout.getByRole('button', { name: 'Pagar' }).click();
  await expect(checkout.getByText('Activa', { exact: true })).toBeVisible();
}

/** A new trial customer whose site the team (signed in on `adminPage`) drafted and sent for review. */
export async function customerWithSiteInReview(browser: Browser, adminPage: Page, businessName: string, options: { phone?: string } = {}) {
  const customer = await newTrialCustomer(browser, businessName, options);
  await signInAs(adminPage, E2E_ADMIN.email, E2E_ADMIN.password);
  const { card, label } = await openCardWithSketch(adminPage, businessName);
  await card.getByRole('button', { name: 'Send preview to client' }).click();
  await expect(card.getByTestId('site-panel')).toContainText('In review');
  return { customer, card, label };
}

/**
 * "Solo pagas cuando lo apruebas" (issue 23, item 2): the team drafts the site of the customer
 * signed in on `customerPage` and sends the preview (in a browser of its own), then the customer
 * presses 'Aprobar y activar' and closes the plan dialog, so the subscription card's plan
 * buttons are open.
 */
export async function approvePreviewOf(browser: Browser, customerPage: Page, businessName: string): Promise<void> {
  const context = await browser.newContext({ baseURL: E2E_ENV.APP_URL });
  const adminPage = await context.newPage();
  await signInAs(adminPage, E2E_ADMIN.email, E2E_ADMIN.password);
  const { card } = await openCardWithSketch(adminPage, businessName);
  await card.getByRole('button', { name: 'Send preview to client' }).click();
  await expect(card.getByTestId('site-panel')).toContainText('In review');
  await context.close();

  // The plan buttons on the subscription page stay closed until the preview is approved on the site page.
  await customerPage.goto('/dashboard/suscripcion');
  await expect(customerPage.getByRole('button', { name: 'Plan Básico S/ 25/mes' })).toBeDisabled();
  await customerPage.goto('/dashboard/sitio');
  await customerPage.getByRole('button', { name: 'Aprobar y activar' }).click();
  const plans = customerPage.getByRole('dialog', { name: 'Elige tu plan' });
  await expect(plans).toBeVisible();
  await customerPage.keyboard.press('Escape');
  await expect(plans).toHaveCount(0);
  await customerPage.goto('/dashboard/suscripcion');
  await expect(customerPage.getByRole('button', { name: 'Plan Básico S/ 25/mes' })).toBeEnabled();
}
