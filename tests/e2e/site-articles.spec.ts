import { E2E_ENV, E2E_PORT } from './env';
import { expect, test } from './fixtures';
import { approveAndPay, customerWithSiteInReview } from './trial-customer';

test("a Growth customer's monthly article is drafted, approved by the team and appears on their site", async ({ page, browser, request }) => {
  const businessName = `Tours Crecimiento ${Date.now().toString(36)}`;
  const { customer, label } = await customerWithSiteInReview(browser, page, businessName);

  // The customer approves and pays the Growth plan on the payment stand-in: the site goes live.
  await approveAndPay(customer.page, 'Plan Crecimiento', 'Rosa Quispe');
  await customer.close();

  // The month's draft is written now instead of at the next daily run.
  const drafted = await request.get('/api/cron/site-articles', { headers: { authorization: `Bearer ${E2E_ENV.CRON_SECRET}` } });
  expect(drafted.status()).toBe(200);
  expect((await drafted.json()).drafted).toBeGreaterThanOrEqual(1);

  const site = `http://${label}.localhost:${E2E_PORT}`;
  const visitor = await browser.newPage();
  expect((await visitor.goto(`${site}/blog`))?.status()).toBe(404);

  await page.goto('/admin?tab=site-articles');
  const review = page.getByRole('article').filter({ hasText: businessName });
  const title = (await review.getByRole('heading', { level: 3 }).textContent()) ?? '';
  expect(title.length).toBeGreaterThan(3);
  await review.getByText('Read the article').click();
  await expect(review.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await review.getByRole('button', { name: 'Approve and publish' }).click();
  await expect(page.getByText("Article published on the customer's site")).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: businessName })).toContainText('Published');

  await visitor.goto(site);
  await visitor.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Blog' }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: `Blog de ${businessName}` })).toBeVisible();
  await visitor.getByRole('link', { name: title }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(await (await visitor.goto(`${site}/feed.xml`))!.text()).toContain(title.replace(/&/g, '&amp;'));
});
