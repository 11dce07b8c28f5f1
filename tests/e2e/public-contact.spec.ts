import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { E2E_ADMIN, E2E_ENV } from './env';
import { expect, test } from './fixtures';

const toasts = (page: Page) => page.locator('[data-sonner-toast]');

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

  test('each validation error is its own toast and what was typed stays', async ({ page }) => {
    await page.goto('/contact');
    await fillContact(page, { name: '   ', email: 'ana@tienda', message: 'Hola' });
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(toasts(page)).toHaveCount(3);
    for (const text of ['El nombre es requerido', 'Email inválido', 'El mensaje debe tener al menos 10 caracteres']) {
      await expect(toasts(page).filter({ hasText: text })).toHaveCount(1);
    }
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('ana@tienda');
    await expect(page.getByLabel('Mensaje', { exact: true })).toHaveValue('Hola');
    await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  });

  test('the server enforces the length limits even when the browser checks are removed', async ({ page }) => {
    await page.goto('/contact');
    await page.locator('form [maxlength]').evaluateAll((fields) => fields.forEach((field) => field.removeAttribute('maxlength')));
    await fillContact(page, { name: 'N'.repeat(101), email: `${'e'.repeat(251)}@x.pe`, message: 'M'.repeat(1001) });
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    for (const text of ['El nombre debe tener menos de 100 caracteres', 'El email debe tener menos de 255 caracteres', 'El mensaje debe tener menos de 1000 caracteres']) {
      await expect(toasts(page).filter({ hasText: text })).toHaveCount(1);
    }
    await expect(page.getByText('1001/1000 caracteres')).toBeVisible();
  });

  test('sending: inputs disabled while it runs, then the success toast, an empty form and home after 2 s; the team is e-mailed', async ({ page }) => {
    await page.goto('/contact');
    // Hold the action's request a moment so the sending state can be seen.
    await page.route('**/contact', async (route) => {
      if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    // The page's own clock notes when the success toast appears and when the page heads home, so the
    // delay between them is measured inside the browser, not by this (possibly busy) test process.
    await page.evaluate(() => {
      const marks: { toastAt?: number; homeAt?: number } = {};
      (window as unknown as { contactMarks: typeof marks }).contactMarks = marks;
      new MutationObserver(() => {
        if (marks.toastAt === undefined && document.querySelector('[data-sonner-toast]')?.textContent?.includes('¡Mensaje enviado!')) {
          marks.toastAt = performance.now();
        }
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
      (window as unknown as { navigation: EventTarget }).navigation.addEventListener('navigate', (event) => {
        const destination = new URL((event as Event & { destination: { url: string } }).destination.url);
        if (destination.pathname === '/' && marks.homeAt === undefined) marks.homeAt = performance.now();
      });
    });
    await fillContact(page, { name: 'Rosa Quispe', email: 'rosa@elmuelle.pe', message: '¿Pueden agregar reservas por WhatsApp a mi web?' });
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(page.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
    await expect(page.getByLabel('Nombre completo', { exact: true })).toBeDisabled();
    await expect(page.getByLabel('Mensaje', { exact: true })).toBeDisabled();

    const success = toasts(page).filter({ hasText: '¡Mensaje enviado!' });
    await expect(success).toContainText('Gracias por contactarnos. Te responderemos pronto.');
    await expect(page.getByLabel('Nombre completo', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Mensaje', { exact: true })).toHaveValue('');
    await expect(page.getByText('0/1000 caracteres')).toBeVisible();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 6000 });
    const marks = await page.evaluate(() => (window as unknown as { contactMarks: { toastAt?: number; homeAt?: number } }).contactMarks);
    // Home comes about 2 s after the toast: long enough to read it. The 2 s start when the answer
    // arrives and the toast shows a moment later; on a busy 2-core machine that moment was 270 ms.
    expect((marks.homeAt ?? 0) - (marks.toastAt ?? Infinity)).toBeGreaterThan(1500);

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

    // The same address with JavaScript: the limit shows as a toast, and the text stays.
    await page.goto('/contact');
    await fillContact(page, { name: 'Spam Tenaz', email: 'tenaz@example.pe', message: 'Otro intento desde el navegador' });
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(toasts(page).filter({ hasText: 'Has enviado demasiados mensajes' })).toHaveCount(1);
    await expect(page.getByLabel('Mensaje', { exact: true })).toHaveValue('Otro intento desde el navegador');
    await expect(page).toHaveURL(/\/contact$/);
  });
});
