import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const START = new Date('2026-11-22T15:00:00Z');
/** Where the clock stops before the page loads: a little after START, which keeps flowing until then. */
const PAUSED = new Date(START.getTime() + 60_000);
const minutesBefore = (minutes: number) => new Date(PAUSED.getTime() - minutes * 60_000).toISOString();

const LIVE_FEED = {
  mode: 'live',
  items: [
    { business: 'Un restaurante', region: 'Arequipa', at: minutesBefore(30) },
    { business: 'Una tienda', region: 'Cusco', at: minutesBefore(180) },
  ],
};

/**
 * Opens the landing page on a paused fake clock, so the notice's timers are registered at a known
 * instant however long the page takes to load, and waits until the island has registered them
 * (it marks its region ready).
 */
async function openLandingOnPausedClock(page: Page) {
  await page.clock.install({ time: START });
  await page.clock.pauseAt(PAUSED);
  await page.goto('/');
  await expect(page.locator('[role="status"][aria-live="polite"][data-ready]')).toHaveCount(1);
}

test.describe('social-proof notice', () => {
  test('first after 15 s, visible 8 s, again every 120 s; never takes focus or moves the page', async ({ page }) => {
    await page.route('**/api/social-proof', (route) => route.fulfill({ json: LIVE_FEED }));
    await openLandingOnPausedClock(page);
    const notice = page.getByRole('status').filter({ hasText: 'Compró su sitio web' });

    await page.clock.runFor(14_900);
    await page.waitForTimeout(300);
    await expect(notice).toHaveCount(0);
    const before = await page.evaluate(() => document.scrollingElement?.scrollHeight);

    await page.clock.runFor(200);
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Un restaurante');
    await expect(notice).toContainText('Compró su sitio web · Arequipa, Perú');
    await expect(notice).toContainText('hace 30 minutos');
    await expect(notice).toHaveAttribute('aria-live', 'polite');
    expect(await notice.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    expect(await page.evaluate(() => document.scrollingElement?.scrollHeight)).toBe(before);
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

    await page.clock.runFor(7_500);
    await expect(notice).toBeVisible();
    await page.clock.runFor(1_000);
    await expect(notice).toHaveCount(0);

    await page.clock.runFor(110_000);
    await page.waitForTimeout(300);
    await expect(notice).toHaveCount(0);
    await page.clock.runFor(2_000);
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Una tienda');
    await expect(notice).toContainText('Cusco, Perú');
  });

  test('the close button "Cerrar" hides it at once', async ({ page }) => {
    await page.route('**/api/social-proof', (route) => route.fulfill({ json: LIVE_FEED }));
    await openLandingOnPausedClock(page);
    await page.clock.runFor(15_500);
    const notice = page.getByRole('status').filter({ hasText: 'Compró su sitio web' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Cerrar' }).click();
    await expect(notice).toHaveCount(0);
  });

  // The shared e2e database gains real activations as other specs run (billing activates plans),
  // so the empty live feed is served here; the query behind it is covered by integration tests.
  test('stays hidden while there are no real activations', async ({ page }) => {
    await page.route('**/api/social-proof', (route) => route.fulfill({ json: { mode: 'live', items: [] } }));
    await openLandingOnPausedClock(page);
    await page.clock.runFor(16_000);
    await page.clock.runFor(130_000);
    await page.waitForTimeout(300);
    await expect(page.getByText('Compró su sitio web')).toHaveCount(0);
  });
});
