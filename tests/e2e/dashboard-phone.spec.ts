import AxeBuilder from '@axe-core/playwright';
import { E2E_ENV } from './env';
import { expect, test } from './fixtures';
import { approveAndPay, customerWithSiteInReview, openCard } from './trial-customer';

/** The dashboard's sections: the label in the navigation, the page's address and its title. */
const SECTIONS = [
  { label: 'Inicio', path: '/dashboard', title: 'Hola, Julia' },
  { label: 'Mi sitio', path: '/dashboard/sitio', title: 'Tu sitio' },
  { label: 'Logo', path: '/dashboard/logo', title: 'Tu logo' },
  { label: 'Correo', path: '/dashboard/correo', title: 'Correo profesional' },
  { label: 'Mensajes', path: '/dashboard/mensajes', title: 'Tus mensajes' },
  { label: 'Resultados', path: '/dashboard/resultados', title: 'Resultados' },
  { label: 'Suscripción', path: '/dashboard/suscripcion', title: 'Tu suscripción' },
  { label: 'Cuenta', path: '/dashboard/cuenta', title: 'Tu cuenta' },
] as const;

const PHONE = { width: 390, height: 844 };

/**
 * The home of a live site on a phone: with the review block, photos, domain, visits, leads,
 * messages, subscription and account on one page it measured about 4,800 px. What is left (the
 * greeting, the site's status and link, what needs attention: 676 px when written) must stay
 * within the phone's first screen, so the owner sees where they stand without scrolling.
 */
const HOME_MAX_HEIGHT = PHONE.height;

test('on a 390 px phone a live customer has a short home and every section one tap away, marked, keyboard-usable and passing axe', async ({
  page,
  browser,
}) => {
  // A site drafted, reviewed, approved and paid, then six pages checked: a long journey on 2 cores.
  test.setTimeout(420_000);
  const businessName = `Café Celular ${Date.now().toString(36)}`;
  const { customer } = await customerWithSiteInReview(browser, page, businessName);
  await approveAndPay(customer.page, 'Plan Básico', 'Julia Huamán');
  // The team writes: something waiting for the owner on the home.
  const card = await openCard(page, businessName);
  await card.getByLabel('Message to the client').fill('Tu sitio ya está publicado, ¡felicitaciones!');
  await card.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent')).toBeVisible();

  const phone = customer.page;
  await phone.setViewportSize(PHONE);
  await phone.goto('/dashboard');
  await expect(phone.getByRole('heading', { level: 1, name: 'Hola, Julia' })).toBeVisible();
  await expect(phone.getByRole('link', { name: /Ver mi sitio/ })).toHaveAttribute('href', /^https?:\/\//);
  const unread = phone.getByRole('link', { name: '1 mensaje nuevo del equipo' });
  await expect(unread).toHaveAttribute('href', '/dashboard/mensajes');
  // The review block and the rest of the site's cards live on the site's page, not on the home.
  await expect(phone.locator('iframe')).toHaveCount(0);
  // Where the home's content ends (the page itself is at least one screen tall).
  const homeHeight = await phone.evaluate(() => window.scrollY + document.querySelector('#contenido > :last-child')!.getBoundingClientRect().bottom);
  expect(homeHeight).toBeLessThanOrEqual(HOME_MAX_HEIGHT);
  // One tap to the message the home points at (seen there, it stops counting as new).
  await unread.click();
  await expect(phone).toHaveURL(/\/dashboard\/mensajes$/);
  await expect(phone.getByText('Tu sitio ya está publicado, ¡felicitaciones!')).toBeVisible();

  const nav = phone.getByRole('navigation', { name: 'Secciones de tu panel' });
  for (const section of SECTIONS)
    await test.step(section.path, async () => {
      // One tap from wherever the customer is, the whole bar in view without scrolling sideways.
      const link = nav.getByRole('link', { name: section.label, exact: true });
      await expect(link).toBeInViewport({ ratio: 1 });
      const box = (await link.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
      await link.click();
      await expect(phone).toHaveURL(new RegExp(`${section.path}$`));
      await expect(phone.getByRole('heading', { level: 1, name: section.title, exact: true })).toBeVisible();
      await expect(link).toHaveAttribute('aria-current', 'page');
      await expect(nav.locator('[aria-current]')).toHaveCount(1);
      expect(await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      // The preview frame is sandboxed without scripts, so axe cannot run inside it (it waits for it
      // until the test times out); the site's own pages are checked where the site is tested.
      const { violations } = await new AxeBuilder({ page: phone }).exclude('iframe[title="Vista previa de tu sitio"]').analyze();
      expect(violations.map((v) => `${section.path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });

  // The site's page holds the project with its preview, and the photos.
  await nav.getByRole('link', { name: 'Mi sitio', exact: true }).click();
  await expect(phone.getByRole('heading', { level: 2, name: businessName })).toBeVisible();
  await expect(phone.getByRole('region', { name: 'Fotos para tu web' })).toBeVisible();

  // With the keyboard: from the top of the page, Tab reaches the sections and Enter opens one.
  await phone.goto('/dashboard');
  let focused = '';
  for (let tab = 0; tab < 15 && focused !== 'Resultados'; tab++) {
    await phone.keyboard.press('Tab');
    focused = await phone.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
  }
  expect(focused).toBe('Resultados');
  await phone.keyboard.press('Enter');
  await expect(phone).toHaveURL(/\/dashboard\/resultados$/);
  await expect(phone.getByRole('heading', { name: 'Visitas de tu web' })).toBeVisible();

  // Without JavaScript every section is still a page of its own, with the current one marked.
  const noJs = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  await noJs.addCookies(await phone.context().cookies());
  const plain = await noJs.newPage();
  for (const section of SECTIONS) {
    await plain.goto(section.path);
    await expect(plain.getByRole('heading', { level: 1, name: section.title, exact: true })).toBeVisible();
    await expect(plain.getByRole('navigation', { name: 'Secciones de tu panel' }).getByRole('link', { name: section.label, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  }
  await noJs.close();
  await customer.close();
});

test('each section checks the session itself and brings a visitor back to it after signing in', async ({ page }) => {
  // A cookie that is no session gets past the convenience redirect in proxy.ts: the page decides.
  await page.context().addCookies([{ name: 'better-auth.session_token', value: 'no-es-una-sesion', url: E2E_ENV.APP_URL }]);
  for (const section of SECTIONS) {
    await page.goto(section.path);
    await expect(page).toHaveURL(`/auth?next=${encodeURIComponent(section.path)}`);
  }
});
