import { expect, test } from './fixtures';

/** What the W3C HTML checker found on the forms' pages (scripts/check-html.mjs checks them all). */
test.describe('markup of the forms', () => {
  test('address fields are one line, so they ask the browser for the first address line', async ({ page }) => {
    for (const path of ['/start-trial', '/libro-de-reclamaciones']) {
      await page.goto(path);
      const address = page.locator('input[name="address"]');
      await expect(address, path).toHaveAttribute('autocomplete', 'address-line1');
    }
  });

  test('the complaint sheet asks for the document type instead of starting on one', async ({ page }) => {
    await page.goto('/libro-de-reclamaciones');
    const select = page.getByLabel('Tipo de documento');
    await expect(select).toHaveValue('');
    await expect(select.locator('option').first()).toHaveAttribute('value', '');
    expect(await select.evaluate((el: HTMLSelectElement) => el.validity.valueMissing)).toBe(true);
    await select.selectOption('dni');
    expect(await select.evaluate((el: HTMLSelectElement) => el.validity.valid)).toBe(true);
  });

  test('the trial page and the complaints book say their own address when shared', async ({ request }) => {
    for (const path of ['/start-trial', '/libro-de-reclamaciones']) {
      const html = await (await request.get(path)).text();
      expect(html, path).toMatch(new RegExp(`<meta property="og:url" content="[^"]+${path}"`));
    }
  });
});
