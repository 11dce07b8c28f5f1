import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { LEGAL_VERSIONS, versionDate } from '../../content/legal/versions';

const PUBLIC_PAGES = ['/', '/about', '/contact', '/terms-and-conditions', '/privacy-policy', '/cookie-policy', '/trial/success', '/trial/cancel'];

/** Soft, so that one run names every page with a violation. */
async function expectNoAxeViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const summary = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect.soft(summary, where).toEqual([]);
}

test.describe('landing page', () => {
  test('shows the sections in the spec order with the header, hero and footer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu página web profesional en el Perú por solo S/ 25 al mes');

    const nav = page.getByRole('navigation', { name: 'Principal' });
    for (const [name, href] of [
      ['Cómo funciona', '/#como-funciona'],
      ['Precios', '/#precios'],
      ['Ejemplos', '/#ejemplos'],
      ['Blog', '/blog'],
    ] as const) {
      await expect(nav.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(page.getByRole('banner').getByRole('link', { name: 'Prueba Gratis 5 Días' })).toBeVisible();

    const order = await page.evaluate(() => Array.from(document.querySelectorAll('main section[id]'), (s) => s.id));
    expect(order).toEqual(['beneficios', 'incluido', 'testimonios', 'ejemplos', 'comparacion', 'como-funciona', 'precios', 'faq']);

    await expect(page.locator('#beneficios li')).toHaveCount(4);
    await expect(page.locator('#incluido')).toContainText('Valor S/ 500');
    await expect(page.locator('#incluido')).toContainText('Valor S/ 1,500');
    await expect(page.locator('#incluido')).toContainText('más de S/ 2,000');
    await expect(page.locator('#testimonios figure')).toHaveCount(3);
    await expect(page.locator('#ejemplos h3')).toHaveText(['Restaurantes', 'Turismo', 'Tiendas']);
    await expect(page.locator('#ejemplos')).toContainText('¿Tu negocio es de otro rubro? También es para ti.');
    await expect(page.locator('#comparacion')).toContainText('Entre S/ 3,000 y S/ 10,000');
    await expect(page.locator('#como-funciona ol > li')).toHaveCount(4);

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'hola@vitrina.pe' })).toHaveAttribute('href', 'mailto:hola@vitrina.pe');
    await expect(footer.getByRole('link', { name: 'Libro de Reclamaciones' })).toHaveAttribute('href', '/libro-de-reclamaciones');
    await expect(footer.getByRole('link', { name: 'Libro de Reclamaciones' }).locator('svg')).toHaveCount(1);
  });

  test('prices: three plans with their set-up fees and buttons', async ({ page }) => {
    await page.goto('/');
    const plans = page.locator('#precios ul > li').filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(plans.getByRole('heading', { level: 3 })).toHaveText(['Básico', 'Crecimiento', 'Personalizado']);
    await expect(plans.nth(0)).toContainText('S/ 25');
    await expect(plans.nth(0)).toContainText('Instalación: S/ 250 — gratis por tiempo limitado');
    await expect(plans.nth(1)).toContainText('S/ 45');
    await expect(plans.nth(1)).toContainText('Más popular');
    await expect(plans.nth(1)).toContainText('Instalación: S/ 500 — gratis por tiempo limitado');
    await expect(plans.nth(2)).toContainText('A cotizar');
    await expect(plans.getByRole('link')).toHaveText(['Empezar Ahora', 'Empezar Ahora', 'Solicitar Cotización']);
    await expect(page.locator('body')).not.toContainText('S/.');
  });

  test('every call to action leads to /start-trial', async ({ page }) => {
    await page.goto('/');
    const ctas = page.getByRole('link', { name: /^(Prueba Gratis 5 Días|Empezar Ahora - Es Gratis|Empezar Ahora|Solicitar Cotización)$/ });
    expect(await ctas.count()).toBeGreaterThanOrEqual(6);
    // The custom plan's quote request takes the same flow, marked so the team sees it is a quote.
    for (const href of await ctas.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) expect(href).toMatch(/^\/start-trial(\/cotizacion)?$/);
    await page.getByRole('link', { name: 'Solicitar Cotización' }).click();
    await expect(page).toHaveURL(/\/start-trial\/cotizacion$/);
  });

  test("the quote request has its own page: a quote's promise, not the trial's", async ({ page }) => {
    await page.goto('/start-trial/cotizacion');
    await expect(page.getByRole('heading', { level: 1, name: 'Solicita tu cotización' })).toBeVisible();
    await expect(page.getByText('Un proyecto a medida toma de 7 a 10 días hábiles')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Solicitar mi cotización' })).toBeVisible();
    await expect(page.locator('main')).not.toContainText(/3 a 5 días|prueba gratis de 5 días/);
    // The address the button used to have still leads there.
    await page.goto('/start-trial?plan=custom');
    await expect(page).toHaveURL(/\/start-trial\/cotizacion(\?plan=custom)?$/);
    await page.goto('/start-trial');
    await expect(page.getByText('Normalmente lo armamos en 3 a 5 días')).toBeVisible();
  });

  test('"Ver Ejemplos" and the header links scroll to their sections', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Ver Ejemplos' }).click();
    await expect(page).toHaveURL(/#ejemplos$/);
    await expect(page.getByRole('heading', { name: 'Sitios pensados para tu rubro' })).toBeInViewport();
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Precios' }).click();
    await expect(page.getByRole('heading', { name: 'Planes simples, sin letra pequeña' })).toBeInViewport();
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Cómo funciona' }).click();
    await expect(page.locator('#como-funciona h2')).toBeInViewport();
  });

  test('FAQ: 13 questions, one open at a time, collapsible, usable by keyboard', async ({ page }) => {
    await page.goto('/#faq');
    const items = page.locator('#faq details');
    await expect(items).toHaveCount(13);
    const question = (index: number) => items.nth(index).locator('summary');

    await question(0).click();
    await expect(items.nth(0)).toHaveAttribute('open', '');
    await expect(page.getByText('Si no te convence, no pagas nada.')).toBeVisible();

    await question(1).click();
    await expect(items.nth(1)).toHaveAttribute('open', '');
    await expect(items.nth(0)).not.toHaveAttribute('open');
    await expect(page.getByText('Si no te convence, no pagas nada.')).toBeHidden();

    await question(1).click();
    await expect(items.nth(1)).not.toHaveAttribute('open');
    await expect(page.locator('#faq details[open]')).toHaveCount(0);

    await question(4).focus();
    await page.keyboard.press('Enter');
    await expect(items.nth(4)).toHaveAttribute('open', '');
    await page.keyboard.press('Space');
    await expect(items.nth(4)).not.toHaveAttribute('open');
  });

  test('search and sharing tags and JSON-LD (Organization, FAQPage, Offers in PEN)', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Vitrina — Tu página web profesional desde S/ 25 al mes');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /S\/ 25 al mes/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https?:\/\/[^/]+\/?$/);
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'es_PE');
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
    const image = await page.request.get(new URL(ogImage ?? '', page.url()).pathname);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');

    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.map((block) => JSON.parse(block));
    const types = data.map((d) => d['@type']);
    expect(types).toEqual(expect.arrayContaining(['Organization', 'FAQPage', 'Service']));
    expect(data.find((d) => d['@type'] === 'FAQPage').mainEntity).toHaveLength(13);
    const offers = data.find((d) => d['@type'] === 'Service').offers;
    expect(offers.map((o: { priceCurrency: string; price: string }) => `${o.price} ${o.priceCurrency}`)).toEqual(['25.00 PEN', '45.00 PEN']);
    for (const block of blocks) expect(block).not.toContain('<');
  });
});

test.describe('other public pages', () => {
  test('about: mission, four values, technology, price comparison and the trial button', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sobre Vitrina');
    await expect(page.getByRole('heading', { name: 'Nuestra misión' })).toBeVisible();
    await expect(page.locator('#mision li h4')).toHaveText(['Pasión local', 'Crecimiento', 'Innovación', 'Rapidez']);
    await expect(page.locator('#tecnologia h3')).toHaveText(['IA generativa', 'Automatización inteligente', 'Mejora continua']);
    await expect(page.locator('#precio')).toContainText('Entre S/ 3,000 y S/ 10,000');
    await page.getByRole('link', { name: 'Probar Gratis 5 Días' }).click();
    await expect(page).toHaveURL(/\/start-trial$/);
  });

  test('terms: 14 sections, dated by their version, button to /start-trial', async ({ page }) => {
    await page.goto('/terms-and-conditions');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Términos y condiciones');
    await expect(page.locator('article section h2')).toHaveCount(14);
    await expect(page.getByText(`Última actualización: ${versionDate(LEGAL_VERSIONS.terms)}`)).toBeVisible();
    for (const phrase of ['60 días', 'últimos 3 meses', '30 días de anticipación', '15 días de anticipación', '24 a 48 horas']) {
      await expect(page.locator('article')).toContainText(phrase);
    }
    await expect(page.getByRole('link', { name: '/libro-de-reclamaciones' })).toHaveAttribute('href', '/libro-de-reclamaciones');
    await page.getByRole('link', { name: 'Probar Gratis 5 Días' }).click();
    await expect(page).toHaveURL(/\/start-trial$/);
  });

  test('privacy and cookie policies list their sections, dated by their versions', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Política de privacidad');
    await expect(page.getByText(`Última actualización: ${versionDate(LEGAL_VERSIONS.privacy)}`)).toBeVisible();
    await expect(page.locator('article')).toContainText('Ley N.° 29733');
    for (const heading of [
      'Datos que recopilamos',
      'Para qué usamos tus datos',
      'Cómo protegemos tus datos',
      'Con quién compartimos tus datos',
      'Tus derechos y cómo ejercerlos',
      'Cookies',
      'Cambios a esta política',
      'Contacto',
    ]) {
      await expect(page.locator('article section h2').filter({ hasText: heading })).toHaveCount(1);
    }
    await page.goto('/cookie-policy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Política de cookies');
    await expect(page.getByText(`Última actualización: ${versionDate(LEGAL_VERSIONS.cookies)}`)).toBeVisible();
    for (const heading of [
      'Cookies esenciales',
      'rendimiento',
      'funcionales',
      'marketing',
      'Cookies de terceros',
      'Cómo controlar',
      'Cuánto duran',
      'Contacto',
    ]) {
      await expect(page.locator('article section h2').filter({ hasText: heading })).toHaveCount(1);
    }
  });

  test('trial success: queued, four next steps, button to the dashboard', async ({ page }) => {
    await page.goto('/trial/success');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Listo! Tu vista previa está en cola');
    const steps = page.locator('ol > li');
    await expect(steps).toHaveCount(4);
    await expect(steps.nth(0)).toContainText('2 horas');
    await expect(steps.nth(1)).toContainText('3 a 5 días');
    await expect(steps.nth(2)).toContainText('enlace');
    // The trial's 5 days start with the preview link (issue 23), not on this page.
    await expect(steps.nth(2)).toContainText('Desde ese día corren tus 5 días de prueba gratis.');
    await expect(steps.nth(3)).toContainText('S/ 25/mes');
    await expect(page.getByRole('link', { name: 'Ir a mi panel' })).toHaveAttribute('href', '/dashboard');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('trial cancel: no payment collected, retry and home buttons, contact e-mail', async ({ page }) => {
    await page.goto('/trial/cancel');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu prueba no se inició');
    await expect(page.getByText('no recopilamos ninguna información de pago')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Volver a intentarlo' })).toHaveAttribute('href', '/start-trial');
    await expect(page.getByRole('main').getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('main').getByRole('link', { name: 'hola@vitrina.pe' })).toHaveAttribute('href', 'mailto:hola@vitrina.pe');
  });

  test('every public page has its own title, description and canonical URL', async ({ page }) => {
    const titles = new Set<string>();
    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      titles.add(await page.title());
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(new URL(canonical ?? '').pathname.replace(/\/$/, '')).toBe(path.replace(/\/$/, ''));
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'es_PE');
    }
    expect(titles.size).toBe(PUBLIC_PAGES.length);
  });

  test('the footer links every public page', async ({ page }) => {
    await page.goto('/privacy-policy');
    const hrefs = await page
      .getByRole('contentinfo')
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    for (const path of [
      '/',
      '/about',
      '/blog',
      '/contact',
      '/#faq',
      '/start-trial',
      '/terms-and-conditions',
      '/privacy-policy',
      '/cookie-policy',
      '/libro-de-reclamaciones',
    ]) {
      expect(hrefs).toContain(path);
    }
  });
});

test.describe('accessibility and small screens', () => {
  // One page for all of them: on a 2-core machine a new browser context costs more than a page.
  test('axe finds no violations on any public page', async ({ page }) => {
    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      await expectNoAxeViolations(page, path);
    }
  });

  test('axe finds no violations with the FAQ and the mobile menu open', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await page.locator('#faq summary').first().click();
    await page.getByRole('banner').locator('summary').click();
    await expectNoAxeViolations(page, '/ with the FAQ and the menu open');
  });

  test('no horizontal scroll at 360 px on any public page', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
      expect(width, path).toBeLessThanOrEqual(360);
    }
  });

  test('on a phone the four links sit in a keyboard-operable menu that closes after a choice', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Principal' })).toBeHidden();
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await expect(menu).toBeHidden();

    const menuButton = page.getByRole('banner').locator('summary');
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('link')).toHaveText(['Cómo funciona', 'Precios', 'Ejemplos', 'Blog']);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();

    await page.keyboard.press('Enter');
    await menu.getByRole('link', { name: 'Precios' }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Planes simples, sin letra pequeña' })).toBeInViewport();
  });

  test('the skip link is the first stop and jumps to the content', async ({ page }) => {
    await page.goto('/contact');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Saltar al contenido' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#contenido$/);
  });
});
