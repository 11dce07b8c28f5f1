import { expect, test } from './fixtures';
import { customerWithSiteInReview } from './trial-customer';

test("the team activates an approved customer's plan by hand, after a confirmation naming them, and the site goes live", async ({ page, browser }) => {
  const businessName = `Pollería Manual ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const { customer, card } = await customerWithSiteInReview(browser, page, businessName);
  await customer.page.goto('/dashboard/sitio');
  await customer.page.getByRole('button', { name: 'Aprobar y activar' }).click();
  await expect(customer.page.getByRole('dialog', { name: 'Elige tu plan' })).toBeVisible();

  await card.getByRole('button', { name: 'Activate plan by hand' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Activate a plan for Julia Huamán (${businessName})?` });
  await expect(confirm).toContainText('The activation is logged with your name.');
  await confirm.getByLabel('Plan').selectOption('growth');
  await confirm.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText('Plan activated and the approved site is live')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Activate plan by hand' })).toHaveCount(0);

  await customer.page.goto('/dashboard/suscripcion');
  await expect(customer.page.getByText('Growth Plan')).toBeVisible();
  await expect(customer.page.getByText('Activa', { exact: true })).toBeVisible();
  await customer.close();
});
