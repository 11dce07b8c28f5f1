import { expect, test } from './fixtures';

/**
 * Issue 28's JavaScript budget: what a visitor's browser downloads in scripts (bytes on the wire,
 * headers included) on each public page, with the page's islands. The pages are sent without
 * React's client runtime (decision 0027); a client component or a library reaching one of them
 * again shows up here first. scripts/bench/js-size.mjs prints the same figures per script.
 */
const KB = 1024;
const BUDGETS: { path: string; budget: number }[] = [
  { path: '/', budget: 60 * KB },
  { path: '/about', budget: 60 * KB },
  { path: '/contact', budget: 60 * KB },
  { path: '/blog', budget: 60 * KB },
  // Seeded by the e2e server (lib/seed/demo-data.ts).
  { path: '/blog/5-razones-para-que-tu-restaurante-tenga-su-propia-web', budget: 60 * KB },
  { path: '/start-trial', budget: 120 * KB },
  { path: '/start-trial/cotizacion', budget: 120 * KB },
];

for (const { path, budget } of BUDGETS) {
  test(`${path} downloads at most ${budget / KB} KB of JavaScript`, async ({ page }) => {
    const scripts: Promise<number>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.sizes().then((sizes) => sizes.responseHeadersSize + sizes.responseBodySize));
    });
    const response = await page.goto(path, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    const bytes = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
    expect(bytes, `${path}: ${(bytes / KB).toFixed(1)} KB of JavaScript`).toBeLessThanOrEqual(budget);
  });
}
