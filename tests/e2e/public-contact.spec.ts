import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { E2E_ADMIN, E2E_ENV } from './env';
import { expect, test } from './fixtures';

/** A field's own message, shown under it and tied to it by aria-describedby. */
const fieldError = (page: Page, text: string) => page.locator('form p.text-destructive', { hasText: text });

async function fillContact(page: Page, fields: { name: string; email: string; message: string }) {
  await page.getByLabel('Nombre completo', { exact: true }).fill(fields.name);
  await page.getByLabel('Email', { exact: true }).fill(fields.email);
  await page.getByLabel('Mensaje', { exact: true }).fill(fields.message);
}

/** The e-mail to `to` whose text contains `needle` (tests run in parallel, so "the latest" is not enough). */
async function emailContaining(to: string, needle: string): Promise<{ subject: string; text: string; to: string[] }> {
  let found: { subject: string; text: string; to: string[] } | undefined;
  await expect
    .poll(async () => {
      const files = await readdir(E2E_ENV.MAIL_DIR).catch(() => [] as string[]);
      for (const file of files) {
        const mail = JSON.parse(await readFile(path.join(E2E_ENV.MAIL_DIR, file), 'utf8'));
        if (mail.to.includes(to) && mail.text.includes(needle)) found = mail;
      }
      return found !== undefined;
    })
    .toBe(true);
  if (!found) throw new Error('unreachable');
  return found;
}

/** A browser without JavaScript, speaking through the given client address. */
async function noScriptPage(browser: Browser, clientIp: string) {
  const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': clientIp } });
  return { page: await context.newPage(), close: () => context.close() };
}

test.describe('contact page', () => {
  test('shows the form, the live counter and the other ways to reach us', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contáctanos');
    await expect(page.getByLabel('Nombre completo', { exact: true })).toHaveAttribute('maxlength', '100');
    await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('maxlength', '255');
    await expect(page.getByLabel('Mensaje', { exact: true })).toHaveAttribute('maxlength', '1000');
    for (const label of ['Nombre completo', 'Email', 'Mensaje']) await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('required', '');
    await expect(page.getByText('0/1000 caracteres')).toBeVisible();
    await page.getByLabel('Mensaje', { exact: true }).fill('Hola Vitrina');
    await expect(page.getByText('12/1000 caracteres')).toBeVisible();

    const other = page.getByRole('complementary', { name: 'Otras formas de contacto' });
    await expect(other.getByRole('link', { name: 'hola@vitrina.pe' })).toHaveAttribute('href', 'mailto:hola@vitrina.pe');
  });

  // The page is a plain form with or without JavaScript (decision 0027): the answer comes back
  // as the page, each message under its field, what was typed kept.
  test('each validation error shows under its field and what was typed stays', async ({ page }) => {
    await page.goto('/contact');
    await fillContact(page, { name: '   ', email: 'ana@tienda', message: 'Hola' });
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(page.getByRole('alert')).toHaveText('Revisa los campos marcados.');
    for (const text of ['El nombre es requerido', 'Email inválido', 'El mensaje debe tener al menos 10 caracteres']) {
      await expect(fieldError(page, text)).toHaveCount(1);
    }
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('ana@tienda');
    await expect(page.getByLabel('Mensaje', { exact: true })).toHaveValue('Hola');
    await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('4/1000 caracteres')).toBeVisible();
  });

  test('the server enforces the length limits even when the browser checks are removed', async ({ page }) => {
    await page.goto('/contact');
    await page.locator('form [maxlength]').evaluateAll((fields) => fields.forEach((field) => field.removeAttribute('maxlength')));
    await fillContact(page, { name: 'N'.repeat(101), email: `${'e'.repeat(251)}@x.pe`, message: 'M'.repeat(1001) });
    await expect(page.getByText('1001/1000 caracteres')).toBeVisible();
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    for (const text of [
      'El nombre debe tener menos de 100 caracteres',
      'El email debe tener menos de 255 caracteres',
      'El mensaje debe tener menos de 1000 caracteres',
    ]) {
      await expect(fieldError(page, text)).toHaveCount(1);
    }
    await expect(page.getByText('1001/1000 caracteres')).toBeVisible();
  });

  test('sending: the thanks, then home; the team is e-mailed', async ({ page }) => {
    await page.goto('/contact');
    await fillContact(page, { name: 'Rosa Quispe', email: 'rosa@elmuelle.pe', message: '¿Pueden agregar reservas por WhatsApp a mi web?' });
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(page.getByRole('status').filter({ hasText: '¡Mensaje enviado!' })).toContainText('Gracias por contactarnos. Te responderemos pronto.');
    await expect(page.getByLabel('Nombre completo', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Mensaje', { exact: true })).toBeDisabled();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 8000 });

    const mail = await emailContaining(E2E_ADMIN.email, '¿Pueden agregar reservas por WhatsApp a mi web?');
    expect(mail.subject).toBe('Nuevo mensaje de contacto de Rosa Quispe');
    expect(mail.text).toContain('rosa@elmuelle.pe');
  });

  test('works without JavaScript: errors inline with values kept, success message, then home', async ({ browser, clientIp }) => {
    const { page, close } = await noScriptPage(browser, clientIp);
    await page.goto('/contact');
    await fillContact(page, { name: 'Luis', email: 'luis@taller.pe', message: 'corto' });
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(page.getByText('El mensaje debe tener al menos 10 caracteres')).toBeVisible();
    await expect(page.getByLabel('Nombre completo', { exact: true })).toHaveValue('Luis');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('luis@taller.pe');

    await page.getByLabel('Mensaje', { exact: true }).fill('Quiero una web para mi taller mecánico en Huancayo.');
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(page.getByRole('status').filter({ hasText: '¡Mensaje enviado!' })).toContainText('Gracias por contactarnos. Te responderemos pronto.');
    await page.waitForURL((url) => url.pathname === '/', { timeout: 8000 });
    await close();
  });

  test('a sender over the limit gets a clear Spanish error, with and without JavaScript, keeping the text', async ({ browser, page, clientIp }) => {
    const noScript = await noScriptPage(browser, clientIp);
    for (let i = 1; i <= 5; i += 1) {
      await noScript.page.goto('/contact');
      await fillContact(noScript.page, { name: 'Spam Tenaz', email: 'tenaz@example.pe', message: `Mensaje repetido número ${i}` });
      await noScript.page.getByRole('button', { name: 'Enviar mensaje' }).click();
      await expect(noScript.page.getByRole('status').filter({ hasText: '¡Mensaje enviado!' })).toBeVisible();
    }
    await noScript.page.goto('/contact');
    await fillContact(noScript.page, { name: 'Spam Tenaz', email: 'tenaz@example.pe', message: 'El sexto mensaje seguido' });
    await noScript.page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(noScript.page.getByRole('alert')).toContainText('Has enviado demasiados mensajes');
    await expect(noScript.page.getByLabel('Mensaje', { exact: true })).toHaveValue('El sexto mensaje seguido');
    await noScript.close();

    // The same address with JavaScript: the same message, and the text stays.
    await page.goto('/contact');
    await fillContact(page, { name: 'Spam Tenaz', email: 'tenaz@example.pe', message: 'Otro intento desde el navegador' });
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(page.getByRole('alert')).toContainText('Has enviado demasiados mensajes');
    await expect(page.getByLabel('Mensaje', { exact: true })).toHaveValue('Otro intento desde el navegador');
    await expect(page).toHaveURL(/\/contact$/);
  });
});
