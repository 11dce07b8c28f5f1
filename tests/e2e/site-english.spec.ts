import { E2E_ADMIN, E2E_PORT } from './env';
import { expect, signInAs, test } from './fixtures';
import { newTrialCustomer, openCard, openCardWithSketch, publishVersion } from './trial-customer';

const siteAddress = (label: string, path = '/') => `http://${label}.localhost:${E2E_PORT}${path}`;

test("'English for tourists': the team turns English on, drafts it with the AI and publishes; a visitor without JavaScript reads /en, follows the language link both ways and writes from the English contact page", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const businessName = `Hostal Bilingüe ${Date.now().toString(36)}`;
  await newTrialCustomer(browser, businessName, { industry: 'Restaurante', phone: '987 654 321' });
  await signInAs(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const { card, label } = await openCardWithSketch(page, businessName);

  // Live in Spanish only: /en is a 404 like any page the site does not have.
  await publishVersion(card.getByTestId('site-panel'), 1);
  const noJs = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': '198.19.88.8' } });
  const guest = await noJs.newPage();
  expect((await guest.goto(siteAddress(label, '/en')))?.status()).toBe(404);
  await guest.goto(siteAddress(label));
  await expect(guest.getByRole('link', { name: 'English' })).toHaveCount(0);

  // The team turns English on, has the AI draft every text, reviews one and publishes.
  await card.getByTestId('site-panel').getByRole('link', { name: 'Edit site' }).click();
  await page.getByRole('checkbox', { name: /English pages under \/en\// }).check();
  await expect(page.getByTestId('english-status')).toHaveText(/^0 of \d+ texts have English; \d+ still show in Spanish\.$/);
  await page.getByRole('button', { name: 'Draft English with AI' }).click();
  await expect(page.getByTestId('english-status')).toHaveText(/^All \d+ texts have English\.$/);
  await page.getByText('Review the English texts').click();
  await page.getByRole('textbox', { name: 'Contacto', exact: true }).fill('Contact us');
  await page.getByRole('group', { name: 'Preview language' }).getByRole('button', { name: 'English' }).click();
  await expect(page.frameLocator('[data-testid="editor-preview"] iframe').locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('editor-state')).toHaveText('Version 2');
  await publishVersion((await openCard(page, businessName)).getByTestId('site-panel'), 2);

  // The English home: English texts and words, its twin named for search engines, no script.
  await expect(async () => {
    expect((await guest.goto(siteAddress(label, '/en')))?.status()).toBe(200);
  }).toPass();
  await expect(guest.locator('html')).toHaveAttribute('lang', 'en');
  await expect(guest.getByText('Skip to content')).toBeAttached();
  await expect(guest.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact us' })).toBeVisible();
  await expect(guest.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute('href', siteAddress(label, '/'));
  await expect(guest.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', siteAddress(label, '/en'));
  await expect(guest.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', siteAddress(label, '/'));
  await expect(guest.locator('script:not([type="application/ld+json"])')).toHaveCount(0);
  expect(await guest.locator('script[type="application/ld+json"]').textContent()).toContain(`"url":"${siteAddress(label, '/en')}"`);

  // The language link, both ways, on the same page.
  await guest.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact us' }).click();
  await expect(guest).toHaveURL(siteAddress(label, '/en/contacto'));
  const toSpanish = guest.getByRole('link', { name: 'Español' });
  await expect(toSpanish).toHaveAttribute('hreflang', 'es');
  await toSpanish.click();
  await expect(guest).toHaveURL(siteAddress(label, '/contacto'));
  await expect(guest.locator('html')).toHaveAttribute('lang', 'es-PE');
  const toEnglish = guest.getByRole('link', { name: 'English' });
  await expect(toEnglish).toHaveAttribute('hreflang', 'en');
  await toEnglish.click();
  await expect(guest).toHaveURL(siteAddress(label, '/en/contacto'));

  // The contact form in English, answered in English.
  await guest.getByLabel('Name').fill('Anne Smith');
  await guest.getByLabel('Email').fill('anne@example.com');
  await guest.getByLabel('Message').fill('Do you have a table for four on Saturday night?');
  await guest.getByRole('button', { name: 'Send message' }).click();
  await expect(guest).toHaveURL(siteAddress(label, '/en/gracias'));
  await expect(guest.getByRole('heading', { level: 1, name: 'Thank you for your message!' })).toBeVisible();

  // Both languages in the sitemap, each naming the other.
  const sitemap = (await (await guest.goto(siteAddress(label, '/sitemap.xml')))?.text()) ?? '';
  expect(sitemap).toContain(`<loc>${siteAddress(label, '/en/contacto')}</loc>`);
  expect(sitemap).toContain(`<loc>${siteAddress(label, '/contacto')}</loc>`);
  expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${siteAddress(label, '/en/contacto')}"/>`);
  await noJs.close();
});
