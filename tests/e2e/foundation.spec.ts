import { expect, test } from './fixtures';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { E2E_ENV } from './env';

test('the home page renders in Spanish with security headers', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-PE');
  const headers = response?.headers() ?? {};
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['content-security-policy']).toContain("object-src 'none'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
});

test('an unknown route shows the 404 page with a way home', async ({ page }) => {
  const response = await page.goto('/esta-ruta/no-existe');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByText('Page not found')).toBeVisible();
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown address answers a complete 404 page, readable without JavaScript', async ({ request }) => {
  // Missing complaint sheets too: a well-formed number nobody filed, a malformed one, a wrong token.
  const paths = [
    '/esta-ruta/no-existe',
    '/otra-ruta-inexistente',
    '/libro-de-reclamaciones/2026-999999',
    '/libro-de-reclamaciones/no-es-un-numero',
    '/libro-de-reclamaciones/2026-999998?t=token-falso',
  ];
  for (const path of paths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(html, path).toMatch(/<html lang="es-PE"/);
    expect(html, path).not.toContain('__next_error__');
    expect(html, path).toContain('Page not found');
    expect(html, path).toMatch(/<a[^>]+href="\/"[^>]*>Volver al inicio<\/a>/);
  }
});

test('signed-in areas get a per-request nonce in their CSP', async ({ page }) => {
  const first = await page.goto('/auth');
  const second = await page.goto('/auth');
  const a = first?.headers()['content-security-policy'] ?? '';
  const b = second?.headers()['content-security-policy'] ?? '';
  expect(a).toMatch(/'nonce-[^']+'/);
  expect(a).not.toBe(b);
  const complaints = await page.goto('/libro-de-reclamaciones');
  expect(complaints?.headers()['content-security-policy']).toMatch(/'nonce-[^']+'/);
});

test('public pages carry the cached pages policy, without a nonce', async ({ request }) => {
  for (const path of ['/', '/blog', '/start-trial', '/esta-ruta/no-existe']) {
    const response = await request.get(path);
    const policy = response.headers()['content-security-policy'] ?? '';
    expect(policy, path).toContain("script-src 'self' 'unsafe-inline'");
    expect(policy, path).toContain("frame-ancestors 'none'");
    expect(policy, path).not.toContain('nonce-');
  }
});

test('health answers 200 with the database up', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: 'ok' });
});

test('every route handler answers with the security headers and a policy for data', async ({ request }) => {
  const calls = [
    request.get('/api/health'),
    request.get('/api/auth/get-session'),
    request.post('/api/auth/sign-in/email', { data: {}, headers: { origin: E2E_ENV.APP_URL } }),
    request.get('/api/cron/daily'),
    request.get('/api/cron/auto-publish'),
    request.post('/api/stripe/webhook', { data: '{}' }),
    request.get('/api/social-proof'),
    request.get('/api/account/export'),
  ];
  for (const response of await Promise.all(calls)) {
    const headers = response.headers();
    const where = `${response.url()} (${response.status()})`;
    expect(headers['content-security-policy'], where).toMatch(/^default-src 'none'/);
    expect(headers['content-security-policy'], where).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options'], where).toBe('nosniff');
    expect(headers['x-frame-options'], where).toBe('DENY');
    expect(headers['referrer-policy'], where).toBe('strict-origin-when-cross-origin');
  }
});

test('an uploaded image opened directly still shows, under a policy that runs nothing', async ({ page }) => {
  const key = `e2e-check/pixel-${Date.now()}.png`;
  const file = path.join(E2E_ENV.UPLOADS_DIR, key);
  await mkdir(path.dirname(file), { recursive: true });
  // A 1×1 opaque PNG.
  await writeFile(file, Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64'));
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto(`/api/uploads/${key}`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toContain('sandbox');
  expect(await page.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  expect(violations).toEqual([]);

  const missing = await page.request.get('/api/uploads/e2e-check/none.png');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['content-security-policy']).toContain("default-src 'none'");
});
