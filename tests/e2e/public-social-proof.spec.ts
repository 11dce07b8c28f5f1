import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const LIVE_FEED = {
  mode: 'live',
  items: [
    { business: 'Un restaurante', region: 'Arequipa', at: new Date(Date.now() - 30 * 60_000).toISOString() },
    { business: 'Una tienda', region: 'Cusco', at: new Date(Date.now() - 3 * 60 * 60_000).toISOString() },
  ],
};

/** The notice starts its timers when React mounts it; the fake clock must start from there. */
async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const region = document.querySelector('[role="status"][aria-live="polite"]');
    return region !== null && Object.keys(region).some((key) => key.startsWith('__reactFiber'));
  });
}

test.describe('social-proof notice', () => {
  test('first after 15 s, visible 8 s, again every 120 s; never takes focus or moves the page', async ({ page }) => {
    await page.clock.install();
    await page.route('**/api/social-proof', (route) => route.fulfill({ json: LIVE_FEED }));
    await page.goto('/');
    await waitForHydration(page);
    const notice = page.getByRole('status').filter({ hasText: 'Compró su sitio web' });

    await page.clock.runFor(14_000);
    await expect(notice).toHaveCount(0);
    const before = await page.evaluate(() => document.scrollingElement?.scrollHeight);

    await page.clock.runFor(1_500);
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Un restaurante');
    await expect(notice).toContainText('Compró su sitio web · Arequipa, Perú');
    await expect(notice).toHaveAttribute('aria-live', 'polite');
    expect(await notice.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    expect(await page.evaluate(() => document.scrollingElement?.scrollHeight)).toBe(before);
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

    await page.clock.runFor(8_000);
    await expect(notice).toHaveCount(0);

    await page.clock.runFor(112_000);
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Una tienda');
    await expect(notice).toContainText('Cusco, Perú');
  });

  test('the close button "Cerrar" hides it at once', async ({ page }) => {
    await page.clock.install();
    await page.route('**/api/social-proof', (route) => route.fulfill({ json: LIVE_FEED }));
    await page.goto('/');
    await waitForHydration(page);
    await page.clock.runFor(15_500);
    const notice = page.getByRole('status').filter({ hasText: 'Compró su sitio web' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Cerrar' }).click();
    await expect(notice).toHaveCount(0);
  });

  test('stays hidden while there are no real activations', async ({ page }) => {
    await page.clock.install();
    const feed = page.waitForResponse('**/api/social-proof');
    await page.goto('/');
    await waitForHydration(page);
    await page.clock.runFor(16_000);
    expect(await (await feed).json()).toEqual({ mode: 'live', items: [] });
    await page.clock.runFor(130_000);
    await expect(page.getByText('Compró su sitio web')).toHaveCount(0);
  });
});
