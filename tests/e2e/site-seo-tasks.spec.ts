import { E2E_ENV } from './env';
import { expect, test } from './fixtures';
import { approveAndPay, customerWithSiteInReview } from './trial-customer';

test("the monthly SEO check's tasks: the team sees a Growth site's tasks, marks one done, and the owner's report says so", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const businessName = `Cevichería SEO ${Date.now().toString(36)}`;
  const { customer } = await customerWithSiteInReview(browser, page, businessName);
  // The customer approves and pays the Growth plan on the payment stand-in: the site goes live.
  await approveAndPay(customer.page, 'Plan Crecimiento', 'Rosa Quispe');

  // The month's check runs now instead of on the next month's first working day.
  const checked = await request.get('/api/cron/site-seo-checks', { headers: { authorization: `Bearer ${E2E_ENV.CRON_SECRET}` } });
  expect(checked.status()).toBe(200);
  expect((await checked.json()).failed).toBe(0);

  // The team goes from the Sites tab to the site's editor, then to its SEO page.
  await page.goto('/admin?tab=sites');
  await page.getByRole('link', { name: businessName }).click();
  await page.getByRole('link', { name: 'SEO tasks and content updates' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`${businessName}: SEO and content`);
  await expect(page.getByText(/^Checked .+ over \d+ pages: \d+ findings, \d+ open\./)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Content update of the month' })).toBeVisible();

  const tasks = page.getByRole('region', { name: 'SEO tasks' }).getByRole('listitem');
  const first = tasks.first();
  await expect(first.getByText('Open', { exact: true })).toBeVisible();
  await first.getByRole('button', { name: /^Mark done:/ }).click();
  await expect(page.getByText('Marked as done')).toBeVisible();
  await expect(first.getByText('Done', { exact: true })).toBeVisible();
  await expect(first).toContainText(/Done by .+ on /);
  await page.reload();
  await expect(tasks.first()).toContainText(/Done by .+ on /);

  // The owner's report of this month (the site went live this month) tells what was done.
  await customer.page.goto('/dashboard/resultados/mes');
  await expect(customer.page.getByRole('heading', { level: 3, name: 'Lo que hicimos por tu web (Plan Crecimiento)' })).toBeVisible();
  await expect(customer.page.getByText(/^Mejoramos el SEO de tu web \(1 tarea\): revisamos .+\.$/)).toBeVisible();
  await customer.close();
});
