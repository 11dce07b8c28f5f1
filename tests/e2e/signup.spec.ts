import type { Page } from '@playwright/test';
import { E2E_ENV } from './env';
import { expect, latestEmailTo, test } from './fixtures';

const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.pe`;

async function fillRequired(page: Page, email: string) {
  await page.getByLabel('Nombre completo').fill('Carmen Rojas Vega');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Contraseña').fill('una-clave-segura-123');
  await page.getByLabel('Nombre del negocio').fill('Florería Las Dalias');
  await page.getByLabel('Ciudad').fill('Trujillo');
  await page.getByLabel('¿Qué quieres hacer con tu sitio?').selectOption('no_site_build_new');
  await page.getByRole('checkbox', { name: /Acepto los términos/ }).check();
}

test('the full trial signup, every field filled, ends on the dashboard with the trial waiting for the preview', async ({ page }) => {
  const email = uniqueEmail('prueba');
  await page.goto('/start-trial');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('prueba gratis');

  // Every field of the signup form, found by its visible label.
  await page.getByLabel('Nombre completo').fill('Rosa Quispe Mamani');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Contraseña').fill('una-clave-segura-123');
  await page.getByLabel('Teléfono').fill('+51 987 654 321');
  await page.getByLabel('Nombre del negocio').fill('Cevichería <b>La Caleta</b>');
  await page.getByLabel('Rubro').selectOption({ label: 'Restaurante' });
  await page.getByLabel('Dirección').fill('Av. Huaylas 240');
  await page.getByLabel('Ciudad').fill('Lima');
  await expect(page.getByLabel('País')).toHaveValue('Perú');
  await page.getByLabel('Sitio web actual').fill('lacaleta.pe');
  await page.getByLabel('Perfil de Google Business').fill('https://maps.app.goo.gl/caleta');
  await page.getByLabel('¿Qué quieres hacer con tu sitio?').selectOption({ label: 'Rediseñar mi sitio actual' });
  await page.getByLabel('Tono de los textos').selectOption({ label: 'Cercano y amigable' });
  await page.getByLabel('Colores de tu marca').fill('Azul marino y blanco');
  await page.getByLabel('Palabras clave').fill('ceviche en Chorrillos');
  await page.getByLabel('Sitios de referencia').fill('https://otro-restaurante.pe');
  await page.getByLabel('Notas adicionales').fill('Queremos reservas por WhatsApp.');
  // The hours the site will show, and the sign-up e-mail kept off the site unless ticked.
  await page.getByLabel('Lunes a viernes: abre').fill('12:00');
  await page.getByLabel('Lunes a viernes: cierra').fill('17:00');
  await expect(page.getByRole('checkbox', { name: 'Mostrar este email en mi sitio web como el email de mi negocio' })).not.toBeChecked();
  await expect(page.getByText('Si no lo marcas, tu email no aparece en tu sitio')).toBeVisible();

  // The example description shows and hides.
  const example = page.getByText('Somos una cevichería familiar');
  await expect(example).toBeHidden();
  await page.getByText('Ver un ejemplo de descripción').click();
  await expect(example).toBeVisible();
  await page.getByText('Ocultar ejemplo').click();
  await expect(example).toBeHidden();

  // The terms open in a new tab; both consents start unticked.
  await expect(page.getByRole('link', { name: 'términos y condiciones', exact: true })).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: 'términos y condiciones', exact: true })).toHaveAttribute('href', '/terms-and-conditions');
  const terms = page.getByRole('checkbox', { name: /Acepto los términos/ });
  const marketing = page.getByRole('checkbox', { name: /novedades/ });
  await expect(terms).not.toBeChecked();
  await expect(marketing).not.toBeChecked();
  await terms.check();
  await marketing.check();

  await page.getByRole('button', { name: 'Empezar mi prueba gratis' }).click();
  await expect(page.getByText('¡Cuenta creada! Redirigiendo a tu panel...')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });

  // HTML typed as a business name is shown as text.
  await expect(page.getByRole('heading', { name: 'Cevichería <b>La Caleta</b>' })).toBeVisible();
  await expect(page.getByText('Pendiente', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hola, Rosa' })).toBeVisible();
  await page.goto('/dashboard/suscripcion');
  await expect(page.getByText('Free Trial')).toBeVisible();
  // The 5 days start with the first preview (issue 23), not at sign-up.
  await expect(page.getByText('Tu prueba de 5 días empieza cuando te enviemos la vista previa.')).toBeVisible();
  await page.goto('/dashboard/cuenta');
  await expect(page.getByText('+51 987 654 321')).toBeVisible();

  expect((await latestEmailTo(email)).subject).toBe('¡Bienvenido a Vitrina! Recibimos tu solicitud');
  expect((await latestEmailTo('admin-e2e@vitrina.test')).subject).toMatch(/^Nueva solicitud de prueba: /);
});

test('validation errors point at the fields and keep everything typed', async ({ page }) => {
  const email = uniqueEmail('validacion');
  await page.goto('/start-trial');
  await page.getByLabel('Nombre completo').fill('Carmen Rojas Vega');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Contraseña').fill('corta');
  await page.getByLabel('Nombre del negocio').fill('Florería Las Dalias');
  await page.getByLabel('Notas adicionales').fill('Vendemos arreglos para eventos.');
  await page.getByRole('button', { name: 'Empezar mi prueba gratis' }).click();

  await expect(page.getByText('Mínimo 8 caracteres').last()).toBeVisible();
  await expect(page.getByText('La ciudad es requerida')).toBeVisible();
  await expect(page.getByText('Elige qué quieres hacer con tu sitio')).toBeVisible();
  await expect(page.getByText('Debes aceptar los términos y condiciones y la política de privacidad')).toBeVisible();
  await expect(page.getByLabel('Ciudad')).toHaveAttribute('aria-invalid', 'true');
  // The first field to fix has the focus.
  await expect(page.getByLabel('Contraseña')).toBeFocused();

  // Nothing typed was lost.
  await expect(page.getByLabel('Nombre completo')).toHaveValue('Carmen Rojas Vega');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(page.getByLabel('Nombre del negocio')).toHaveValue('Florería Las Dalias');
  await expect(page.getByLabel('Notas adicionales')).toHaveValue('Vendemos arreglos para eventos.');

  await page.getByLabel('Contraseña').fill('una-clave-segura-123');
  await page.getByLabel('Ciudad').fill('Trujillo');
  await page.getByLabel('¿Qué quieres hacer con tu sitio?').selectOption('no_site_build_new');
  await page.getByRole('checkbox', { name: /Acepto los términos/ }).check();
  await page.getByRole('button', { name: 'Empezar mi prueba gratis' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
});

test('an e-mail already registered gets a clear message with a way to sign in, and the form keeps its values', async ({ page }) => {
  const email = uniqueEmail('repetido');
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: 'una-clave-segura-123', name: 'Ya Registrada', acceptTerms: true },
    headers: { origin: E2E_ENV.APP_URL },
  });
  expect(signUp.ok()).toBeTruthy();
  await page.context().clearCookies();

  await page.goto('/start-trial');
  await fillRequired(page, email);
  await page.getByRole('button', { name: 'Empezar mi prueba gratis' }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'Ya existe una cuenta con este correo' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: 'Inicia sesión' })).toHaveAttribute('href', '/auth?next=/start-trial');
  await expect(page.getByLabel('Nombre del negocio')).toHaveValue('Florería Las Dalias');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/start-trial$/);

  // Signing in brings the visitor back to send the request from the existing account.
  await notice.getByRole('link', { name: 'Inicia sesión' }).click();
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña').fill('una-clave-segura-123');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/start-trial$/);
  await expect(page.getByText(`Enviarás la solicitud con tu cuenta ${email}.`)).toBeVisible();
  await expect(page.getByLabel('Nombre completo')).toHaveCount(0);
  await page.getByLabel('Nombre del negocio').fill('Florería Las Dalias');
  await page.getByLabel('Ciudad').fill('Trujillo');
  await page.getByLabel('¿Qué quieres hacer con tu sitio?').selectOption('keep_as_is');
  await page.getByRole('checkbox', { name: /Acepto los términos/ }).check();
  await page.getByRole('button', { name: 'Empezar mi prueba gratis' }).click();
  await expect(page.getByText('¡Solicitud enviada! Redirigiendo a tu panel...')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Florería Las Dalias' })).toBeVisible();

  // With the request sent, the trial page leads to the panel instead of a second form.
  await page.goto('/start-trial');
  await expect(page.getByText(`Ya enviaste tu solicitud con la cuenta ${email}.`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ir a mi panel' })).toHaveAttribute('href', '/dashboard');
  await expect(page.getByLabel('Nombre del negocio')).toHaveCount(0);
});

test('the trial page is served from the cache, the same HTML for visitors and customers', async ({ request }) => {
  const first = await request.get('/start-trial');
  const second = await request.get('/start-trial');
  for (const response of [first, second]) {
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toMatch(/s-maxage=\d+/);
    expect(response.headers()['cache-control']).not.toMatch(/private|no-store/);
  }
  // Past its revalidate period one request finds the copy STALE (served while it is regenerated
  // behind it); the ones after it hit.
  await expect.poll(async () => (await request.get('/start-trial')).headers()['x-nextjs-cache']).toBe('HIT');
  // The server HTML names no one: who is looking is decided in the browser.
  expect(await second.text()).toContain('Empieza tu prueba gratis de 5 días');
});

test('the signup form fits a 360 px phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/start-trial');
  await expect(page.getByLabel('Nombre del negocio')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
