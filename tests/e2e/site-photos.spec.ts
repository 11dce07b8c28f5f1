import sharp from 'sharp';
import { E2E_ADMIN } from './env';
import { expect, signInAs, test } from './fixtures';
import { openCardWithSketch, newTrialCustomer } from './trial-customer';

test('a customer sends photos for their site from the dashboard and the team puts one in the site from the editor', async ({ page, browser }) => {
  const businessName = `Juguería Fotos ${Date.now().toString(36)}`;
  const customer = await newTrialCustomer(browser, businessName);
  const dashboard = customer.page;
  await dashboard.goto('/dashboard/sitio');
  const card = dashboard.getByRole('region', { name: 'Fotos para tu web' });
  await expect(card.getByText('Todavía no nos enviaste fotos.')).toBeVisible();

  // Two pictures and a text file named like one, chosen together: the pictures go, the fake is named with its reason.
  const picture = (color: string) =>
    sharp({ create: { width: 120, height: 90, channels: 3, background: color } })
      .jpeg()
      .toBuffer();
  await card.getByLabel('Elegir fotos').setInputFiles([
    { name: 'jugos.jpg', mimeType: 'image/jpeg', buffer: await picture('#e67e22') },
    { name: 'no-es-foto.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('<script>alert(1)</script>') },
    { name: 'local.jpg', mimeType: 'image/jpeg', buffer: await picture('#27ae60') },
  ]);
  await expect(card.getByRole('alert')).toContainText('no-es-foto.jpg: Solo se aceptan imágenes JPEG, PNG, WebP, GIF o AVIF.');
  await expect(card.getByText('2 de 30 fotos')).toBeVisible();
  await expect(card.getByRole('img', { name: 'Foto 2' })).toBeVisible();

  // Taking one back asks first.
  await card.getByRole('button', { name: 'Quitar foto 2' }).click();
  await dashboard.getByRole('alertdialog').getByRole('button', { name: 'Quitar' }).click();
  await expect(card.getByText('1 de 30 fotos')).toBeVisible();
  await expect(card.getByRole('img', { name: 'Foto 2' })).toHaveCount(0);

  // Still there after a reload.
  await dashboard.reload();
  await expect(card.getByRole('img', { name: 'Foto 1' })).toBeVisible();

  // On a phone the card fits without sideways scrolling.
  await dashboard.setViewportSize({ width: 360, height: 740 });
  expect(await dashboard.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await customer.close();

  // The team finds the photo beside the hero's image field and the preview shows it.
  await signInAs(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const { card: submission } = await openCardWithSketch(page, businessName);
  await submission.getByTestId('site-panel').getByRole('link', { name: 'Edit site' }).click();
  const heroPhotos = page.getByText('Customer photos (1) for Image URL').first();
  await heroPhotos.click();
  await page.getByRole('button', { name: 'Use customer photo 1 (120×90)' }).first().click();
  const imageField = page.getByLabel('Image URL', { exact: true }).first();
  await expect(imageField).toHaveValue(/\/photos\/[0-9a-f-]+-[0-9a-f]+\.jpg$/);
  const src = await imageField.inputValue();
  await expect(page.getByTestId('editor-preview').locator('iframe').contentFrame().locator(`img[src$="${src}"]`)).toHaveCount(1);
});
