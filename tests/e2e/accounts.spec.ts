import AxeBuilder from '@axe-core/playwright';
import * as OTPAuth from 'otpauth';
import { E2E_ADMIN, E2E_ENV } from './env';
import { expect, latestEmailTo, signInAs, test } from './fixtures';

const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.pe`;

test('create an account on /auth, sign out, and sign in again', async ({ page }) => {
  const email = uniqueEmail('cuenta');
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByRole('heading', { name: 'Crear cuenta' })).toBeVisible();

  await page.getByLabel('Nombre completo').fill('Diego Huamán Torres');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña').fill('una-clave-segura-123');
  await page.getByRole('checkbox', { name: /Acepto los términos/ }).check();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();

  await expect(page.getByText('Cuenta creada exitosamente')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Hola, Diego' })).toBeVisible();
  // No project yet: the dashboard says so and offers the trial form.
  await expect(page.getByRole('link', { name: 'Empezar mi prueba gratis' })).toHaveAttribute('href', '/start-trial');

  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\?next=%2Fdashboard$/);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña').fill('una-clave-segura-123');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText('Inicio de sesión exitoso')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('creating an account checks the fields before sending and keeps what was typed', async ({ page }) => {
  await page.goto('/auth?mode=signup');
  await page.getByLabel('Nombre completo').fill('Ana');
  await page.getByLabel('Email').fill('ana@example.pe');
  await page.getByLabel('Contraseña').fill('1234567');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByText('Mínimo 8 caracteres', { exact: true }).last()).toBeVisible();
  await expect(page.getByText('Debes aceptar los términos y condiciones y la política de privacidad')).toBeVisible();
  await expect(page.getByLabel('Nombre completo')).toHaveValue('Ana');
  await expect(page.getByLabel('Email')).toHaveValue('ana@example.pe');
  // Switching to sign-in keeps the e-mail.
  await page.getByRole('button', { name: 'Inicia sesión' }).click();
  await expect(page.getByLabel('Email')).toHaveValue('ana@example.pe');
});

test('a wrong password and an unknown e-mail read the same', async ({ page }) => {
  for (const email of ['cliente@vitrina.local', uniqueEmail('nadie')]) {
    await page.goto('/auth');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Contraseña').fill('no-es-la-clave');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByText('Correo o contraseña incorrectos')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  }
});

test('the post-login target is honoured only when it stays on the site', async ({ page }) => {
  // Anonymous visitors of /admin are sent to sign in with /admin remembered.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth\?next=%2Fadmin$/);
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Contraseña').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  // Already signed in: /auth goes straight to the target, and a foreign one is ignored for the
  // administrator's own home, the panel.
  await page.goto('/auth?next=%2F%2Fevil.example%2Fadmin');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/admin$/);
  await page.goto('/auth?next=/%5Cevil.example');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/admin$/);
  await page.goto('/auth?next=https://evil.example/');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/admin$/);
  await page.goto('/auth?next=/blog');
  await expect(page).toHaveURL(/\/blog$/);
});

test('a customer who opens /admin lands on /dashboard, and administrators see the panel button', async ({ page, browser }) => {
  await signInAs(page, 'cliente@vitrina.local', 'vitrina-cliente-demo');
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('link', { name: 'Panel de Administrador' })).toHaveCount(0);

  const adminContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '198.19.0.77' } });
  const admin = await adminContext.newPage();
  await signInAs(admin, E2E_ADMIN.email, E2E_ADMIN.password);
  await admin.goto('/dashboard');
  await admin.getByRole('link', { name: 'Panel de Administrador' }).click();
  await expect(admin).toHaveURL(/\/admin$/);
  await adminContext.close();
});

test('password reset through the e-mailed link', async ({ page }) => {
  const email = uniqueEmail('olvido');
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: 'la-clave-vieja-123', name: 'Olga Paredes', acceptTerms: true },
    headers: { origin: E2E_ENV.APP_URL },
  });
  expect(signUp.ok()).toBeTruthy();
  await page.context().clearCookies();

  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page.getByRole('heading', { name: 'Recuperar contraseña' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'te enviamos un enlace' })).toBeVisible();

  const mail = await latestEmailTo(email);
  const link = mail.text.match(/https?:\/\/\S+\/reset-password\/\S+/)?.[0];
  expect(link, 'reset link in the e-mail').toBeTruthy();
  await page.goto(link ?? '');
  await expect(page).toHaveURL(/\/auth\/reset-password\?token=/);

  await page.getByLabel('Nueva contraseña', { exact: true }).fill('la-clave-nueva-456');
  await page.getByLabel('Repite la nueva contraseña').fill('otra-cosa-456');
  await page.getByRole('button', { name: 'Guardar nueva contraseña' }).click();
  await expect(page.getByText('Las contraseñas no coinciden')).toBeVisible();
  await page.getByLabel('Repite la nueva contraseña').fill('la-clave-nueva-456');
  await page.getByRole('button', { name: 'Guardar nueva contraseña' }).click();
  await expect(page.getByText('Tu contraseña fue actualizada. Inicia sesión con la nueva.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña').fill('la-clave-nueva-456');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The link works once.
  await page.context().clearCookies();
  await page.goto(link ?? '');
  await expect(page.getByText('El enlace no es válido o ya venció')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pedir un nuevo enlace' })).toHaveAttribute('href', '/auth?mode=forgot');
});

test('the account pages, the trial form and the dashboard pass an automated accessibility check', async ({ page }) => {
  const check = async () => {
    // The public footer belongs to the public-site pages and is checked there.
    const { violations } = await new AxeBuilder({ page }).exclude('footer').analyze();
    expect(violations.map((v) => `${page.url()} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  };
  for (const path of ['/auth', '/auth?mode=signup', '/auth?mode=forgot', '/auth/reset-password?token=abc', '/start-trial']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await check();
  }
  await signInAs(page, 'cliente@vitrina.local', 'vitrina-cliente-demo');
  await page.goto('/dashboard/mensajes');
  await expect(page.getByRole('heading', { name: 'Mensajes', exact: true })).toBeVisible();
  await check();
});

test('an account with two-factor sign-in asks for the code after the password', async ({ page }) => {
  const email = uniqueEmail('dos-pasos');
  const password = 'una-clave-segura-123';
  const headers = { origin: E2E_ENV.APP_URL };
  expect((await page.request.post('/api/auth/sign-up/email', { data: { email, password, name: 'Pilar Soto', acceptTerms: true }, headers })).ok()).toBeTruthy();
  const enable = await page.request.post('/api/auth/two-factor/enable', { data: { password }, headers });
  expect(enable.ok()).toBeTruthy();
  const totp = OTPAuth.URI.parse((await enable.json()).totpURI) as OTPAuth.TOTP;
  expect((await page.request.post('/api/auth/two-factor/verify-totp', { data: { code: totp.generate() }, headers })).ok()).toBeTruthy();
  await page.context().clearCookies();

  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('heading', { name: 'Verificación en dos pasos' })).toBeVisible();
  await page.getByLabel('Código de verificación').fill('12345');
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByText('Escribe los 6 dígitos que muestra tu app')).toBeVisible();

  await page.getByLabel('Código de verificación').fill(totp.generate());
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByText('Inicio de sesión exitoso')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});
