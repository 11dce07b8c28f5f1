import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { unzipSync } from 'fflate';
import { E2E_ADMIN } from './env';
import { expect, signInAs, test } from './fixtures';
import { newTrialCustomer, openCardWithSketch, publishVersion } from './trial-customer';

test('the static export of a site downloads and its pages open from disk', async ({ page, browser }) => {
  const businessName = `Florería Exporta ${Date.now().toString(36)}`;
  const customer = await newTrialCustomer(browser, businessName);
  await customer.close();
  await signInAs(page, E2E_ADMIN.email, E2E_ADMIN.password);

  const { card } = await openCardWithSketch(page, businessName);
  await expect(card.getByTestId('site-panel')).toContainText('Version 1 · never published');
  await publishVersion(card.getByTestId('site-panel'), 1);

  // The team's hand-over from the sites list (the customer's own button comes after a year).
  await page.goto('/admin?tab=sites');
  const row = page.getByRole('row').filter({ hasText: businessName });
  const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('link', { name: 'Download (hand-over)' }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.zip$/);

  const folder = await mkdtemp(path.join(tmpdir(), 'vitrina-export-'));
  const files = unzipSync(new Uint8Array(await readFile(await download.path())));
  for (const [name, bytes] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(folder, name)), { recursive: true });
    await writeFile(path.join(folder, name), bytes);
  }

  // Opened from disk, with no server: the business name shows and the menu reaches the next page.
  const offline = await browser.newPage();
  await offline.goto(pathToFileURL(path.join(folder, 'index.html')).href);
  await expect(offline.getByRole('heading', { level: 1, name: businessName })).toBeVisible();
  await offline.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Contacto' }).click();
  await expect(offline).toHaveURL(/\/contacto\.html$/);
  await expect(offline.getByText(businessName).first()).toBeVisible();
});
