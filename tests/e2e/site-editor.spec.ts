import sharp from 'sharp';
import { E2E_ADMIN, E2E_PORT } from './env';
import { expect, signInAs, test } from './fixtures';
import { newTrialCustomer, openCard, openCardWithSketch, publishVersion } from './trial-customer';

test('the team edits a drafted site with a live preview, saves versions, restores one, and the live site shows the edit', async ({ page, browser }) => {
  const businessName = `Panadería Editor ${Date.now().toString(36)}`;
  const customer = await newTrialCustomer(browser, businessName);
  await customer.close();
  await signInAs(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const { card, label } = await openCardWithSketch(page, businessName);

  await card.getByTestId('site-panel').getByRole('link', { name: 'Edit site' }).click();
  await expect(page.getByRole('heading', { level: 1, name: businessName }).first()).toBeVisible();
  const sections = page.getByRole('list', { name: 'Sections of this page' }).getByRole('listitem');
  // The page exactly as its host serves it, in a sandboxed frame beside the form.
  const frame = page.getByTestId('editor-preview').locator('iframe');
  const preview = frame.contentFrame();

  // The preview follows the form before anything is saved.
  await sections.first().getByLabel('Heading', { exact: true }).fill('Pan recién horneado cada mañana');
  await expect(preview.getByRole('heading', { level: 1, name: 'Pan recién horneado cada mañana' })).toBeVisible();
  await expect(page.getByTestId('editor-state')).toHaveText('Unsaved changes');
  // At phone width the frame is a phone's, so the site's own small-screen layout applies.
  await page.getByRole('button', { name: 'Mobile' }).click();
  await expect.poll(async () => (await frame.boundingBox())?.width).toBe(390);
  await expect(preview.getByRole('heading', { level: 1, name: 'Pan recién horneado cada mañana' })).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('editor-state')).toHaveText('Version 2');

  // A logo uploaded from the editor is re-encoded by the server, fills the field and shows in the preview.
  const logo = await sharp({ create: { width: 80, height: 80, channels: 3, background: '#8e44ad' } })
    .png()
    .toBuffer();
  await page.getByLabel('Upload image for Logo URL').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  await expect(page.getByLabel('Logo URL', { exact: true })).toHaveValue(/\/sites\/[0-9a-f-]+-\d+-[0-9a-f]{6}\.png$/);
  await expect(preview.locator('header img')).toHaveAttribute('src', /\/sites\/[0-9a-f-]+-\d+-[0-9a-f]{6}\.png$/);

  // A refused save says why and keeps the edit.
  await page.getByLabel('WhatsApp (digits, with 51)').fill('+51 987');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'business › whatsapp' })).toBeVisible();
  await expect(page.getByText('Preview not updated: business › whatsapp')).toBeVisible();
  await expect(page.getByLabel('WhatsApp (digits, with 51)')).toHaveValue('+51 987');
  await page.getByLabel('WhatsApp (digits, with 51)').fill('51987654321');

  // Reorder with the keyboard-reachable buttons, save, then restore version 2.
  const secondTitle = (await sections.nth(1).locator('legend').first().textContent()) ?? '';
  await page.getByRole('button', { name: 'Move section 2 up' }).click();
  await expect(sections.first().locator('legend').first()).toHaveText(secondTitle);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('editor-state')).toHaveText('Version 3');
  await page.getByRole('button', { name: 'Restore version 2' }).click();
  await expect(page.getByTestId('editor-state')).toHaveText('Version 4');
  await expect(page.getByRole('listitem').filter({ hasText: 'restore of 2' })).toBeVisible();

  // Published from the card, the live site shows the edited heading.
  const panel = (await openCard(page, businessName)).getByTestId('site-panel');
  await publishVersion(panel, 4);
  const visitor = await browser.newPage();
  await visitor.goto(`http://${label}.localhost:${E2E_PORT}/`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Pan recién horneado cada mañana' })).toBeVisible();
});
