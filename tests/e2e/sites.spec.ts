import { E2E_ADMIN, E2E_PORT } from './env';
import { expect, latestEmailTo, signInAs, test } from './fixtures';
import { approveAndPay, customerWithSiteInReview, newTrialCustomer, openCardWithSketch, publishVersion } from './trial-customer';

/** A site's own address on this machine: Chromium resolves *.localhost to the loopback. */
const siteAddress = (label: string, path = '/') => `http://${label}.localhost:${E2E_PORT}${path}`;

test('the team drafts and publishes a site, which answers at its own address with its pages, form, sitemap and 503 when suspended', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000); // the whole life of a site in one journey: 72 s on a slow machine
  const businessName = `Pollería Sitio ${Date.now().toString(36)}`;
  const customer = await newTrialCustomer(browser, businessName);
  await signInAs(page, E2E_ADMIN.email, E2E_ADMIN.password);

  // The first sketch, made right after the trial form, is the site's version 1 (decision 0038).
  const { card } = await openCardWithSketch(page, businessName);
  await expect(card.getByTestId('site-panel')).toContainText('Version 1 · never published');
  // Vitrina hosts this project's site: the links for a site hosted elsewhere are not offered.
  await expect(card.getByRole('heading', { name: 'Site hosted elsewhere' })).toHaveCount(0);
  const link = card.getByTestId('site-panel').getByRole('link', { name: /^http/ });
  const url = new URL((await link.getAttribute('href')) ?? '');
  const label = url.hostname.split('.')[0]!;

  // A draft is not served to anyone.
  const visitor = await browser.newPage();
  expect((await visitor.goto(siteAddress(label)))?.status()).toBe(404);

  // The customer gets the private preview: e-mailed, linked from the dashboard, never indexed.
  await card.getByRole('button', { name: 'Send preview to client' }).click();
  await expect(card.getByTestId('site-panel')).toContainText('In review');
  expect((await latestEmailTo(customer.email)).subject).toBe('Tu vista previa está lista');
  await customer.page.goto('/dashboard/sitio');
  // The dashboard shows the preview itself, framed (the strict policy allows frames of the app's own).
  const embedded = customer.page.locator('iframe[title="Vista previa de tu sitio"]');
  await embedded.scrollIntoViewIfNeeded();
  await expect(embedded.contentFrame().getByRole('heading', { level: 1, name: businessName })).toBeVisible();
  const previewLink = customer.page.getByRole('link', { name: /Ver vista previa/ });
  const previewUrl = (await previewLink.getAttribute('href')) ?? '';
  expect(previewUrl).toMatch(/\/vista-previa\/[A-Za-z0-9_-]{32}$/);
  const preview = await customer.page.goto(previewUrl);
  await expect(customer.page.getByRole('heading', { level: 1, name: businessName })).toBeVisible();
  await expect(customer.page.getByRole('status')).toContainText('Vista previa');
  await expect(customer.page.locator('meta[name=robots]')).toHaveAttribute('content', /noindex/);
  // The app's own pages (dashboard, editor) may embed it; nothing else may, and it runs no script.
  expect(preview!.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(preview!.headers()['content-security-policy']).not.toContain('script-src');
  expect(preview!.headers()['x-frame-options']).toBeUndefined();
  // Another token opens nothing.
  const otherToken = previewUrl.replace(/[A-Za-z0-9_-]{32}$/, 'x'.repeat(32));
  expect((await visitor.goto(otherToken))?.status()).toBe(404);
  await customer.page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Contacto' }).click();
  await expect(customer.page).toHaveURL(`${previewUrl}/contacto`);

  await publishVersion(card.getByTestId('site-panel'), 1);

  // The 404 the draft answered above was cached: the publish expired it.
  const font = visitor.waitForResponse((response) => response.url().startsWith(siteAddress(label, '/fuentes/')));
  const home = await visitor.goto(siteAddress(label));
  expect(home?.status()).toBe(200);
  await expect(visitor.getByRole('heading', { level: 1, name: businessName })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Sitio creado con Vitrina' })).toBeVisible();
  // A complete page of its own: no script but its JSON-LD, a policy that allows none, its own fonts.
  const html = await home!.text();
  expect(html).toMatch(/^<!doctype html><html lang="es-PE"><head>/);
  expect(html.match(/<script\b[^>]*>/g)).toEqual(['<script type="application/ld+json">']);
  expect(home!.headers()['content-security-policy']).toContain("default-src 'none'");
  expect(home!.headers()['content-security-policy']).not.toContain('script-src');
  expect((await font).status()).toBe(200);
  expect((await font).headers()['content-type']).toBe('font/woff2');
  // A font name that is not one gets the app's 404, under a policy that runs no script there either.
  const missingFont = await (await browser.newPage()).goto(siteAddress(label, '/fuentes/no-existe.woff2'));
  expect(missingFont?.status()).toBe(404);
  expect(missingFont?.headers()['content-security-policy']).toMatch(/^default-src 'none'/);
  expect(missingFont?.headers()['content-security-policy']).not.toContain('script-src');
  await expect(visitor.locator('link[rel=canonical]')).toHaveAttribute('href', siteAddress(label));
  await expect(visitor.locator('link[rel=icon]')).toHaveAttribute('href', /^data:image\/svg\+xml,/);
  const jsonLd = JSON.parse((await visitor.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(jsonLd).toMatchObject({ '@type': 'LocalBusiness', name: businessName, address: { addressLocality: 'Trujillo' } });
  const ogImage = (await visitor.locator('meta[property="og:image"]').getAttribute('content')) ?? '';
  expect(ogImage).toBe(siteAddress(label, '/og.png'));
  const picture = await (await browser.newPage()).goto(ogImage);
  expect(picture?.status()).toBe(200);
  expect(picture?.headers()['content-type']).toBe('image/png');

  // Its pages and its files live on its own host.
  await visitor.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Contacto' }).click();
  await expect(visitor).toHaveURL(siteAddress(label, '/contacto'));
  // Through the browser: only Chromium resolves *.localhost names.
  const sitemap = await visitor.goto(siteAddress(label, '/sitemap.xml'));
  expect(await sitemap!.text()).toContain(`<loc>${siteAddress(label, '/contacto')}</loc>`);
  expect(await (await visitor.goto(siteAddress(label, '/robots.txt')))!.text()).toContain(`Sitemap: ${siteAddress(label, '/sitemap.xml')}`);

  // The contact form works without JavaScript and reaches the owner.
  const noJs = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': '198.19.77.7' } });
  const form = await noJs.newPage();
  await form.goto(siteAddress(label, '/contacto'));
  await form.getByLabel('Nombre').fill('Carlos Vega');
  await form.getByLabel('Email').fill('carlos@example.pe');
  await form.getByLabel('Teléfono o WhatsApp').fill('987 111 222');
  await form.getByLabel('Mensaje').fill('¿Atienden pedidos para 20 personas el sábado?');
  await form.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(form.getByRole('heading', { name: '¡Gracias por escribirnos!' })).toBeVisible();
  expect((await latestEmailTo(customer.email)).text).toContain('¿Atienden pedidos para 20 personas el sábado?');
  await noJs.close();

  // The owner's home says a visitor wrote; the lead is on the messages page, unread until they mark it.
  await customer.page.goto('/dashboard');
  await expect(customer.page.getByRole('link', { name: '1 mensaje de tu web sin leer' })).toHaveAttribute('href', '/dashboard/mensajes');
  await customer.page.goto('/dashboard/mensajes');
  await expect(customer.page.getByRole('heading', { name: /Mensajes de tu web\s*1 sin leer/ })).toBeVisible();
  const lead = customer.page.getByRole('list', { name: 'Mensajes de tu web' }).getByRole('listitem').filter({ hasText: 'Carlos Vega' });
  await expect(lead).toContainText('¿Atienden pedidos para 20 personas el sábado?');
  await expect(lead).toContainText('desde /contacto');
  await lead.getByRole('button', { name: /Marcar como leído/ }).click();
  await expect(lead.getByText('Nuevo')).toHaveCount(0);
  // The badge goes at once (optimistic), maybe before the action is stored: reload until it is.
  await expect(async () => {
    await customer.page.reload();
    await expect(customer.page.getByRole('heading', { name: 'Mensajes de tu web', exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  const csv = await customer.page.request.get('/api/account/site-leads');
  expect(await csv.text()).toContain('Carlos Vega');
  // The visitor's e-mail and phone are targets a thumb can hit (WCAG 2.2: 24 × 24 px at least),
  // and the phone dials with the country code.
  const phoneLink = lead.getByRole('link', { name: '987 111 222' });
  await expect(phoneLink).toHaveAttribute('href', 'tel:+51987111222');
  for (const link of [lead.getByRole('link', { name: 'carlos@example.pe' }), phoneLink]) {
    const box = await link.boundingBox();
    expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(24);
  }
  // The owner deletes it, after confirming, and it stays deleted.
  await lead.getByRole('button', { name: 'Eliminar el mensaje de Carlos Vega' }).click();
  await customer.page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(lead).toHaveCount(0);
  await customer.page.reload();
  await expect(customer.page.getByText('Aún no hay mensajes.')).toBeVisible();

  // Every page a browser loaded so far was counted; a person reading two more pages adds two,
  // reading the home page again adds nothing (a visitor counts once per page every 10 minutes,
  // and every browser of this test comes from one address), and a robot's visit adds nothing.
  const shown = async () =>
    Number(/(\d+) visitas? en los últimos 30 días/.exec((await customer.page.getByText(/en los últimos 30 días\./).textContent()) ?? '')?.[1] ?? 0);
  // The server adds views up for a second before storing them (scripts/site-edge.mjs): let the last ones land.
  await customer.page.waitForTimeout(1_500);
  await customer.page.goto('/dashboard/resultados');
  const before = await shown();
  const person = await browser.newContext({
    userAgent: 'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
  });
  const reader = await person.newPage();
  await reader.goto(siteAddress(label, '/nosotros'));
  await reader.goto(siteAddress(label, '/legal'));
  await reader.goto(siteAddress(label));
  await person.close();
  const robot = await browser.newContext({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
  await (await robot.newPage()).goto(siteAddress(label));
  await robot.close();
  await expect
    .poll(async () => {
      await customer.page.reload();
      return shown();
    })
    .toBe(before + 2);
  await expect(customer.page.getByRole('heading', { name: 'Visitas de tu web' })).toBeVisible();
  await expect(customer.page.getByRole('img', { name: new RegExp(`Visitas por día .*: ${before + 2} en total`) })).toBeVisible();
  await expect(customer.page.getByRole('list', { name: 'Páginas más vistas' }).getByRole('listitem').filter({ hasText: '/contacto' })).toBeVisible();
  await customer.close();

  // Nobody reaches a site through the app's own host, and an unknown label is a real 404.
  expect((await page.request.get(`/site/${label}`)).status()).toBe(404);
  const missing = await visitor.goto(siteAddress('no-existe-este-sitio'));
  expect(missing?.status()).toBe(404);
  await expect(visitor.getByRole('heading', { name: 'No encontramos esta página' })).toBeVisible();
  expect((await visitor.goto(siteAddress(label, '/no-existe')))?.status()).toBe(404);

  await page.bringToFront();
  // Suspending asks first, naming whose site goes offline; cancelling leaves it live.
  await card.getByRole('button', { name: 'Suspend' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Suspend the site of ${businessName}?` });
  await expect(confirm).toContainText(siteAddress(label));
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(card.getByTestId('site-panel')).toContainText('Live');
  expect((await visitor.goto(siteAddress(label)))?.status()).toBe(200);
  await card.getByRole('button', { name: 'Suspend' }).click();
  await confirm.getByRole('button', { name: `Suspend ${businessName}` }).click();
  await expect(card.getByTestId('site-panel')).toContainText('Suspended');
  // Every instance answers the change within a second (the server keeps a cached page for one second at most).
  await expect.poll(async () => (await visitor.goto(siteAddress(label)))?.status()).toBe(503);
  await expect(visitor.getByRole('heading', { name: 'Este sitio no está disponible por ahora' })).toBeVisible();
  await expect(visitor.getByText(businessName)).toHaveCount(0);
  expect(visitor.url()).toBe(siteAddress(label));

  // Reactivated, it answers again at once.
  await page.bringToFront();
  await card.getByRole('button', { name: 'Reactivate' }).click();
  await expect(card.getByTestId('site-panel')).toContainText('Live');
  expect((await visitor.goto(siteAddress(label)))?.status()).toBe(200);
  await expect(visitor.getByRole('heading', { level: 1, name: businessName })).toBeVisible();
  await card.getByRole('button', { name: 'Suspend' }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: `Suspend ${businessName}` })
    .click();
  await expect(card.getByTestId('site-panel')).toContainText('Suspended');

  // The panel's Sites tab lists it with its state and address.
  await page.goto('/admin?tab=sites');
  const row = page.getByRole('row').filter({ hasText: businessName });
  await expect(row).toContainText('Suspended');
  await expect(row.getByRole('link', { name: /^http/ })).toHaveAttribute('href', siteAddress(label));
});

test('a customer approves the preview and pays; the approved site goes live at its own address', async ({ page, browser }) => {
  const businessName = `Hostal Aprobado ${Date.now().toString(36)}`;
  const { customer, label } = await customerWithSiteInReview(browser, page, businessName);

  // The plan asks for the receipt data first (boleta), then opens the checkout in a new tab.
  await approveAndPay(customer.page, 'Plan Básico', 'Julia Huamán');

  expect((await latestEmailTo(customer.email)).subject).toBe('Tu sitio web ya está en línea');
  const visitor = await browser.newPage();
  expect((await visitor.goto(siteAddress(label)))?.status()).toBe(200);
  await expect(visitor.getByRole('heading', { level: 1, name: businessName })).toBeVisible();
  await customer.close();
});
